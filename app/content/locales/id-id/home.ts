import { catalogue } from '#shared/shop'
import type * as en from '../../home'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, healthNote } from './claims'
import { homeProducts } from './home-products'
import { message } from '#shared/message'

export type { Benefit, Category, CategoryArt, BenefitIcon, FaqItem, Finding, HomeCopy, Link, Review, Step } from '../../home'

/** The shop's figures in Indonesian words: `8+ jam`, `100k ohm`. */
const units = (s: string) => s.replace(/(\d)-(\d)/g, '$1–$2').replace(/hours?/, 'jam')

export const home: Translation<typeof en.home> = {
  hero: {
    eyebrow: `Rating ${claims.ratingText} dari ${claims.reviewCountText} ulasan`,
    heading: 'Kembali Terhubung dengan Bumi. Tidur lebih nyenyak malam ini.',
    lead: 'Seprai dan alas grounding menghubungkan Anda ke permukaan bumi melalui port arde stopkontak, seperti saat kaki telanjang menginjak rumput di luar rumah. Tidur, bekerja, dan bersantai sambil ter-grounding, bahkan di lantai 30.',
    primary: { label: 'Lihat Produk Terlaris', href: '#products' },
    secondary: { label: 'Baca Cerita Pelanggan', href: '#video-testimonial' },
    trust: [claims.doctorRecommended, `${claims.customers} pelanggan puas`, `Sebagian besar merasakan perbedaan dalam ${claims.resultsWindow}`],
    illustrationLabel: 'Ilustrasi: seseorang tidur di atas seprai grounding yang terhubung ke bumi',
  },

  categories: {
    heading: 'Belanja per Kategori',
    intro: 'Temukan cara grounding yang pas untuk siang, dan malam, Anda.',
    items: categories,
  },

  reviews: {
    heading: 'Disukai Pelanggan di Singapura dan Sekitarnya',
    summary: `${claims.ratingText} dari ${claims.reviewCountText} ulasan`,
    // The customers' own words stay as they wrote them.
    items: [
      {
        name: 'Priya N.',
        place: 'Tampines, Singapura',
        product: 'Seprai Pas Earthing',
        text: 'I used to wake at 3am most nights. By the second week on the fitted sheet I was sleeping through more often than not, and my husband says I’m far less grumpy at breakfast.',
      },
      {
        name: 'Daniel L.',
        place: 'Petaling Jaya, Malaysia',
        product: 'Alas Terapi Earthing',
        text: 'The mat lives under my desk now. My legs and lower back feel less stiff by the end of a long work-from-home day, and setting it up took five minutes.',
      },
      {
        name: 'Wei Ting C.',
        place: 'Bukit Timah, Singapura',
        product: 'Matras Yoga Earthing',
        text: 'I was sceptical. The ground tester in the box showed me my socket was properly earthed, which helped me trust it. Three weeks in, my afternoons feel steadier.',
      },
    ],
    more: { label: 'Baca semua ulasan', to: '/testimonials' },
  },

  problems: {
    heading: 'Terdengar Familier?',
    intro:
      'Kita menghabiskan hari dengan bersepatu, di atas keramik dan beton, di ruangan ber-AC yang jauh di atas tanah. Banyak pelanggan kami datang dengan satu atau beberapa keluhan ini:',
    items: [
      'Delapan jam di tempat tidur, tetapi tetap bangun dalam keadaan lelah',
      'Pegal dan kaku masih terasa lama setelah olahraga atau seharian di meja kerja',
      'Energi Anda anjlok setiap sore',
      'Malam terasa tegang, siang terasa letih',
      'Berminggu-minggu berlalu tanpa kaki telanjang Anda menyentuh rumput, pasir, atau tanah',
    ],
    outro: 'Anda tidak sendirian, dan ada kebiasaan sederhana dan alami yang layak dicoba.',
  },

  introduction: {
    eyebrow: 'Apa itu grounding?',
    heading: 'Cara Sederhana untuk Kembali Terhubung dengan Bumi',
    paragraphs: [
      'Grounding, yang juga disebut earthing, adalah kontak langsung antara kulit Anda dan permukaan bumi. Sepanjang sebagian besar sejarah manusia, hal ini terjadi sepanjang hari: berjalan tanpa alas kaki, tidur dekat dengan tanah, mengolah tanah.',
      'Permukaan bumi membawa muatan alami yang lembut. Para peneliti meyakini bahwa menyentuhnya membuat tubuh Anda menyesuaikan diri ke kondisi kelistrikan yang sama, dan mereka telah meneliti apa artinya bagi tidur, stres, dan pemulihan.',
      'Seprai dan alas kami membawa kontak tersebut ke dalam ruangan. Lapisan konduktif yang ditenun dengan perak atau karbon terhubung melalui kabel ke port arde stopkontak Anda, tidak pernah ke arus listrik bertegangan, sehingga Anda bisa grounding sambil tidur atau bekerja.',
    ],
    stats: [
      { value: claims.enthusiasts, label: 'penggemar grounding di komunitas kami' },
      { value: claims.studies, label: 'studi tentang grounding sejauh ini' },
    ],
    link: { label: 'Cara kerja grounding', to: '/about-grounding#how-it-works' },
  },

  benefits: {
    heading: 'Manfaat Grounding untuk Anda',
    intro: 'Tiga alasan orang mulai grounding, dan terus melanjutkannya.',
    items: [
      {
        icon: 'sleep',
        title: 'Tidur lebih nyenyak',
        text: 'Lebih mudah terlelap dan lebih jarang terbangun. Penelitian awal mengaitkan tidur yang ter-grounding dengan ritme siang-malam kortisol yang lebih stabil, yaitu hormon yang memberi tahu tubuh kapan harus beristirahat.',
      },
      {
        icon: 'pain',
        title: 'Nyeri dan peradangan berkurang',
        text: 'Banyak pelanggan bercerita bahwa kaku di pagi hari dan pegal sehari-hari mereda. Para peneliti sedang mempelajari bagaimana kontak dengan bumi dapat memengaruhi peradangan dan pemulihan.',
      },
      {
        icon: 'energy',
        title: 'Lebih berenergi',
        text: 'Istirahat yang lebih baik terasa sepanjang hari: energi lebih stabil, lebih jarang lesu di sore hari, dan suasana hati lebih tenang saat sedang sibuk.',
      },
    ],
    note: healthNote,
  },

  products: homeProducts,

  steps: {
    heading: 'Mudah untuk Memulai',
    intro: 'Tiga langkah, sekitar sepuluh menit, tanpa perkakas.',
    stepLabel: message('Langkah {n}: '),
    items: [
      {
        title: 'Pilih produk Anda',
        text: 'Seprai untuk tidur, alas untuk meja kerja atau sofa, atau paket pemula untuk seluruh rumah. Masih ragu? Tim kami siap membantu.',
      },
      {
        title: 'Uji stopkontak, lalu colokkan',
        text: `Periksa stopkontak Anda dengan penguji arde yang disertakan di setiap pembelian, lalu sambungkan kabel ke port arde. Setiap kabel sudah dilengkapi resistor pembatas arus ${catalogue.resistorOhms}.`,
      },
      {
        title: 'Tidur, bekerja, atau bersantai sambil ter-grounding',
        text: `Gunakan setiap hari: seprai memberi Anda ${units(catalogue.sheetUseHours)} grounding setiap malam. Sebagian besar orang merasakan perbedaan dalam ${claims.resultsWindow}.`,
      },
    ],
  },

  video: {
    eyebrow: 'Cerita pelanggan pilihan',
    heading: 'Cerita Sarah: Dari Malam Gelisah Menjadi Istirahat Sungguhan',
    posterLabel: 'Sarah di rumah pada malam hari, dengan seprai grounding di tempat tidurnya',
    transcriptLabel: 'Baca cerita lengkap Sarah',
    // Sarah's own words stay as she told them.
    transcript: [
      'I teach primary school, so my days start early. For two years I woke at three in the morning and lay awake until the alarm. I tried cutting coffee, I tried an app, and nothing stuck.',
      'A colleague lent me her flat sheet for a week. I didn’t feel anything the first few nights, so I bought the fitted sheet mostly so it would stay put.',
      'By the third week I was sleeping through most nights. I still have the odd bad night before report cards, but I wake before the alarm now, and I have energy left for an evening walk.',
    ],
    person: 'Sarah T., 38, guru SD, Singapura',
    product: 'Seprai Pas Earthing, 6 minggu',
    quote:
      'For two years I woke up at 3am and lay there until the alarm. I didn’t expect much from a bed sheet. By week three I was sleeping through most nights, and now I actually have energy for my evening walk.',
    before: 'Terbangun 2–3 kali semalam, mengandalkan kopi untuk melewati sore hari',
    after: 'Tidur nyenyak hampir setiap malam dan bangun sebelum alarm berbunyi',
    beforeLabel: 'Sebelum',
    afterLabel: 'Sesudah',
    more: { label: 'Baca cerita pelanggan lainnya', to: '/testimonials' },
  },

  science: {
    eyebrow: 'Sains dan penelitian',
    heading: 'Didukung Sains',
    intro: `Para peneliti telah meneliti grounding dalam ${claims.studies} studi, mulai dari tidur dan hormon stres hingga sirkulasi darah dan pemulihan. Banyak di antaranya merupakan studi percontohan berskala kecil, dan menurut kami hal itu perlu disampaikan, tetapi temuan sejauh ini konsisten dan menjanjikan.`,
    findings: [
      {
        topic: 'Tidur dan stres',
        text: 'Dua belas orang dewasa yang tidur ter-grounding selama 8 minggu memiliki kadar kortisol malam hari yang lebih rendah, dan ritme kortisol harian mereka bergerak mendekati pola normal.',
        source: 'Ghaly & Teplitz, 2004',
      },
      {
        topic: 'Sirkulasi',
        text: 'Setelah dua jam ter-grounding, muatan permukaan sel darah merah meningkat rata-rata 2,7 kali lipat dan sel-selnya lebih sedikit menggumpal.',
        source: 'Chevalier et al., 2013',
      },
      {
        topic: 'Peradangan',
        text: 'Sebuah tinjauan penelitian menjelaskan bagaimana grounding dapat memengaruhi peradangan, respons imun, dan penyembuhan luka.',
        source: 'Oschman, Chevalier & Brown, 2015',
      },
    ],
    stats: [
      { value: claims.studies, label: 'studi' },
      { value: claims.resultsWindow, label: 'untuk merasakan perbedaan' },
      { value: claims.ratingText, label: `dari ${claims.reviewCountText} ulasan` },
    ],
    badge: claims.doctorRecommended,
    note: healthNote,
    link: { label: 'Jelajahi penelitiannya', to: '/about-grounding#science' },
  },

  faq: {
    heading: 'Pertanyaan Umum tentang Grounding',
    intro: 'Jawaban lugas untuk pertanyaan yang paling sering diajukan kepada kami.',
    items: [
      {
        id: 'scientifically-proven',
        question: 'Apakah grounding terbukti secara ilmiah?',
        answer: `Grounding telah diteliti dalam ${claims.studiesLong}, yang mengamati tidur, hormon stres, peradangan, dan sirkulasi darah. Banyak studi berskala kecil dan penelitian masih terus berjalan, tetapi hasilnya sejauh ini menjanjikan. Kami membagikan studi-studi utamanya di halaman Tentang Grounding agar Anda dapat membacanya sendiri.`,
      },
      {
        id: 'how-long-results',
        question: 'Berapa lama sampai saya merasakan hasilnya?',
        answer: `Sebagian besar pelanggan merasakan perbedaan dalam ${claims.resultsWindow} pemakaian setiap hari. Sebagian tidur lebih nyenyak di beberapa malam pertama; untuk pegal dan energi, biasanya perlu waktu sedikit lebih lama. Setiap orang berbeda, jadi berikan waktu sebulan penuh.`,
      },
      {
        id: 'is-it-safe',
        question: 'Apakah grounding aman?',
        answer: `Ya. Produk kami hanya terhubung ke port arde stopkontak yang terpasang arde dengan benar, tidak pernah ke arus listrik bertegangan, dan setiap kabel dilengkapi resistor pembatas arus ${catalogue.resistorOhms}. Jika Anda memiliki kondisi medis atau alat medis yang ditanam di tubuh, konsultasikan dengan dokter Anda terlebih dahulu.`,
      },
      {
        id: 'is-it-working',
        question: 'Bagaimana saya tahu produknya bekerja?',
        answer: `Setiap pembelian dilengkapi penguji arde: colokkan ke stopkontak untuk memastikan ardenya terpasang dengan benar sebelum Anda menyambungkan produk. Setelah itu, perhatikan bagaimana Anda tidur, bangun, dan merasa di sore hari. Banyak pelanggan mencatat buku harian tidur sederhana selama beberapa minggu pertama.`,
      },
      {
        id: 'which-product',
        question: 'Produk mana yang sebaiknya saya pilih?',
        answer:
          'Tergantung di mana Anda menghabiskan waktu: seprai untuk tidur, alas untuk bekerja di meja, dan paket pemula untuk seluruh rumah, dengan seprai dan alas untuk siang dan malam. Ceritakan rutinitas Anda dan kami akan membantu memilih.',
      },
    ],
    more: { label: 'Lihat Semua FAQ →', to: '/faq' },
  },

  cta: {
    heading: 'Siap Mengubah Kesehatan Anda?',
    lead: `Bergabunglah dengan ${claims.customers} orang yang telah merasakan manfaat grounding`,
    perks: ['Layanan pelanggan seumur hidup', 'Produk aman dan teruji'],
    button: { label: 'Mulai Grounding Hari Ini →', href: '#products' },
    moreBefore: 'Masih penasaran?',
    science: { label: 'Pelajari sainsnya lebih lanjut', to: '/about-grounding' },
    // As above: 'or' stays (reported; Indonesian: 'atau').
    between: 'atau',
    faq: { label: 'baca FAQ kami', to: '/faq' },
  },
}

import { catalogue } from '#shared/shop'
import type * as en from '../../home'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, healthNote } from './claims'
import { homeProducts } from './home-products'
import { message } from '#shared/message'

export type { Benefit, BenefitIcon, Category, CategoryArt, FaqItem, Finding, HomeCopy, Link, Review, Step } from '../../home'

/** The shop's English figures ('8+ hours') in Malay, their numbers as the rules give them. */
const ms = (value: string) => value.replace(/\bhours?\b/g, 'jam')

/** Customers' own words (the reviews, Sarah's story and quote) stay as they wrote them. */
export const home: Translation<typeof en.home> = {
  hero: {
    eyebrow: `Dinilai ${claims.ratingText} daripada ${claims.reviewCountText} ulasan`,
    heading: 'Kembali Berhubung dengan Bumi. Tidur lebih lena malam ini.',
    lead: 'Cadar dan tikar grounding menghubungkan anda dengan permukaan Bumi melalui pin bumi soket dinding anda, sama seperti berkaki ayam di atas rumput di luar rumah. Tidur, bekerja dan berehat dalam keadaan dibumikan, walaupun di tingkat 30.',
    primary: { label: 'Lihat Produk Terlaris', href: '#products' },
    secondary: { label: 'Baca Kisah Pelanggan', href: '#video-testimonial' },
    trust: [claims.doctorRecommended, `${claims.customers} pelanggan gembira`, `Kebanyakan merasai perbezaan dalam ${claims.resultsWindow}`],
    illustrationLabel: 'Ilustrasi: seseorang tidur di atas cadar grounding yang disambungkan ke bumi',
  },

  categories: {
    heading: 'Beli Mengikut Kategori',
    intro: 'Cari cara grounding yang sesuai untuk siang anda, dan juga malam anda.',
    items: categories,
  },

  reviews: {
    heading: 'Disukai Pelanggan di Singapura dan Serantau',
    summary: `${claims.ratingText} daripada ${claims.reviewCountText} ulasan`,
    items: [
      {
        name: 'Priya N.',
        place: 'Tampines, Singapura',
        product: 'Cadar Getah Earthing',
        text: 'I used to wake at 3am most nights. By the second week on the fitted sheet I was sleeping through more often than not, and my husband says I’m far less grumpy at breakfast.',
      },
      {
        name: 'Daniel L.',
        place: 'Petaling Jaya, Malaysia',
        product: 'Tikar Terapi Earthing',
        text: 'The mat lives under my desk now. My legs and lower back feel less stiff by the end of a long work-from-home day, and setting it up took five minutes.',
      },
      {
        name: 'Wei Ting C.',
        place: 'Bukit Timah, Singapura',
        product: 'Tikar Yoga Earthing',
        text: 'I was sceptical. The ground tester in the box showed me my socket was properly earthed, which helped me trust it. Three weeks in, my afternoons feel steadier.',
      },
    ],
    more: { label: 'Baca semua ulasan', to: '/testimonials' },
  },

  problems: {
    heading: 'Kedengaran Biasa?',
    intro:
      'Kita menghabiskan hari dengan berkasut, di atas jubin dan konkrit, dalam bilik berhawa dingin yang tinggi dari tanah. Ramai pelanggan kami datang kepada kami dengan satu atau lebih masalah ini:',
    items: [
      'Anda lapan jam di atas katil tetapi masih bangun dalam keadaan letih',
      'Sakit dan badan kaku berlarutan lama selepas bersenam atau seharian di meja kerja',
      'Tenaga anda merosot setiap petang',
      'Anda sukar bertenang pada waktu malam dan keletihan pada waktu siang',
      'Berminggu-minggu berlalu tanpa kaki anda menyentuh rumput, pasir atau tanah',
    ],
    outro: 'Anda tidak keseorangan, dan ada satu amalan semula jadi yang mudah dan berbaloi untuk dicuba.',
  },

  introduction: {
    eyebrow: 'Apakah itu grounding?',
    heading: 'Cara Mudah untuk Kembali Berhubung dengan Bumi',
    paragraphs: [
      'Grounding, juga dikenali sebagai earthing, ialah sentuhan langsung antara kulit anda dengan permukaan Bumi. Sepanjang kebanyakan sejarah manusia, ia berlaku sepanjang hari: berjalan tanpa alas kaki, tidur dekat dengan tanah, mengusahakan tanah.',
      'Permukaan Bumi membawa cas semula jadi yang lembut. Penyelidik percaya bahawa menyentuhnya membolehkan tubuh anda menyesuaikan diri dengan keadaan elektrik yang sama, dan mereka sedang mengkaji maksudnya bagi tidur, tekanan dan pemulihan.',
      'Cadar dan tikar kami membawa sentuhan itu ke dalam rumah. Lapisan konduktif yang ditenun dengan perak atau karbon disambungkan melalui kord ke pin bumi soket dinding anda, tidak sekali-kali ke arus hidup, jadi anda boleh grounding semasa tidur atau bekerja.',
    ],
    stats: [
      { value: claims.enthusiasts, label: 'peminat grounding dalam komuniti kami' },
      { value: claims.studies, label: 'kajian tentang grounding setakat ini' },
    ],
    link: { label: 'Cara grounding berfungsi', to: '/about-grounding#how-it-works' },
  },

  benefits: {
    heading: 'Apa yang Grounding Boleh Lakukan untuk Anda',
    intro: 'Tiga sebab orang mula grounding, dan terus melakukannya.',
    items: [
      {
        icon: 'sleep',
        title: 'Tidur lebih lena',
        text: 'Lebih mudah terlelap dan kurang kerap terjaga. Kajian awal mengaitkan tidur dalam keadaan dibumikan dengan ritma siang-malam yang lebih stabil bagi kortisol, iaitu hormon yang memberitahu tubuh anda bila perlu berehat.',
      },
      {
        icon: 'pain',
        title: 'Kurang sakit dan keradangan',
        text: 'Ramai pelanggan memberitahu kami bahawa badan kaku pada waktu pagi dan sakit-sakit harian mereka berkurangan. Penyelidik sedang mengkaji bagaimana sentuhan dengan Bumi mungkin mempengaruhi keradangan dan pemulihan.',
      },
      {
        icon: 'energy',
        title: 'Lebih bertenaga',
        text: 'Rehat yang lebih baik terserlah sepanjang hari anda: tenaga yang lebih stabil, kurang rasa lesu pada waktu petang dan emosi yang lebih tenang ketika sibuk.',
      },
    ],
    note: healthNote,
  },

  products: homeProducts,

  steps: {
    heading: 'Mudah untuk Bermula',
    intro: 'Tiga langkah, kira-kira sepuluh minit, tanpa sebarang alat.',
    stepLabel: message('Langkah {n}: '),
    items: [
      {
        title: 'Pilih produk anda',
        text: 'Cadar untuk tidur, tikar untuk meja atau sofa, atau kit permulaan untuk seluruh rumah. Tidak pasti? Pasukan kami sedia membantu.',
      },
      {
        title: 'Uji soket anda dan sambungkan',
        text: `Semak soket anda dengan penguji pembumian yang disertakan dengan setiap pembelian, kemudian sambungkan kord ke pin bumi. Setiap kord dilengkapi perintang penghad arus ${catalogue.resistorOhms} terbina dalam.`,
      },
      {
        title: 'Tidur, bekerja atau berehat sambil grounding',
        text: `Gunakannya setiap hari: cadar memberi anda ${ms(catalogue.sheetUseHours)} grounding setiap malam. Kebanyakan orang merasai perbezaan dalam masa ${claims.resultsWindow}.`,
      },
    ],
  },

  video: {
    eyebrow: 'Kisah pelanggan pilihan',
    heading: 'Kisah Sarah: Daripada Malam Gelisah kepada Rehat Sebenar',
    posterLabel: 'Sarah di rumah pada waktu malam, dengan cadar grounding di atas katilnya',
    transcriptLabel: 'Baca kisah penuh Sarah',
    transcript: [
      'I teach primary school, so my days start early. For two years I woke at three in the morning and lay awake until the alarm. I tried cutting coffee, I tried an app, and nothing stuck.',
      'A colleague lent me her flat sheet for a week. I didn’t feel anything the first few nights, so I bought the fitted sheet mostly so it would stay put.',
      'By the third week I was sleeping through most nights. I still have the odd bad night before report cards, but I wake before the alarm now, and I have energy left for an evening walk.',
    ],
    person: 'Sarah T., 38, guru sekolah rendah, Singapura',
    product: 'Cadar Getah Earthing, 6 minggu',
    quote:
      'For two years I woke up at 3am and lay there until the alarm. I didn’t expect much from a bed sheet. By week three I was sleeping through most nights, and now I actually have energy for my evening walk.',
    before: 'Terjaga 2-3 kali semalam, bergantung pada kopi untuk melalui waktu petang',
    after: 'Tidur lena hampir setiap malam dan bangun sebelum penggera berbunyi',
    beforeLabel: 'Sebelum',
    afterLabel: 'Selepas',
    more: { label: 'Baca lebih banyak kisah pelanggan', to: '/testimonials' },
  },

  science: {
    eyebrow: 'Sains dan kajian',
    heading: 'Disokong oleh Sains',
    intro: `Penyelidik telah meneliti grounding dalam ${claims.studies} kajian, daripada tidur dan hormon tekanan hinggalah peredaran darah dan pemulihan. Banyak daripadanya kajian rintis yang kecil, dan kami rasa perkara itu wajar dinyatakan, tetapi dapatan setakat ini konsisten dan memberangsangkan.`,
    findings: [
      {
        topic: 'Tidur dan tekanan',
        text: 'Dua belas orang dewasa yang tidur dalam keadaan dibumikan selama 8 minggu mempunyai tahap kortisol waktu malam yang lebih rendah, dan ritma kortisol harian mereka beralih ke arah corak normal.',
        source: 'Ghaly & Teplitz, 2004',
      },
      {
        topic: 'Peredaran darah',
        text: 'Selepas dua jam dibumikan, cas permukaan sel darah merah meningkat 2.7 kali ganda secara purata dan sel-sel itu kurang bergumpal.',
        source: 'Chevalier et al., 2013',
      },
      {
        topic: 'Keradangan',
        text: 'Satu ulasan kajian menerangkan bagaimana grounding mungkin mempengaruhi keradangan, tindak balas imun dan penyembuhan luka.',
        source: 'Oschman, Chevalier & Brown, 2015',
      },
    ],
    stats: [
      { value: claims.studies, label: 'kajian' },
      { value: claims.resultsWindow, label: 'untuk merasai perbezaan' },
      { value: claims.ratingText, label: `daripada ${claims.reviewCountText} ulasan` },
    ],
    badge: claims.doctorRecommended,
    note: healthNote,
    link: { label: 'Terokai kajian', to: '/about-grounding#science' },
  },

  faq: {
    heading: 'Soalan Lazim tentang Grounding',
    intro: 'Jawapan terus terang kepada soalan yang paling kerap ditanya kepada kami.',
    items: [
      {
        id: 'scientifically-proven',
        question: 'Adakah grounding terbukti secara saintifik?',
        answer: `Grounding telah dikaji dalam ${claims.studiesLong}, yang meneliti tidur, hormon tekanan, keradangan dan peredaran darah. Banyak kajian berskala kecil dan penyelidikan masih diteruskan, tetapi hasilnya setakat ini memberangsangkan. Kami kongsikan kajian-kajian utama di halaman Tentang Grounding supaya anda boleh membacanya sendiri.`,
      },
      {
        id: 'how-long-results',
        question: 'Berapa lama sebelum saya nampak hasilnya?',
        answer: `Kebanyakan pelanggan merasai perbezaan dalam masa ${claims.resultsWindow} penggunaan harian. Ada yang tidur lebih lena pada beberapa malam pertama; bagi sakit-sakit badan dan tenaga, biasanya mengambil masa lebih lama sedikit. Setiap orang berbeza, jadi berikan masa sebulan penuh.`,
      },
      {
        id: 'is-it-safe',
        question: 'Adakah grounding selamat?',
        answer: `Ya. Produk kami hanya disambungkan ke pin bumi soket yang dibumikan dengan betul, tidak sekali-kali ke arus hidup, dan setiap kord dilengkapi perintang penghad arus ${catalogue.resistorOhms}. Jika anda mempunyai masalah kesihatan atau peranti yang diimplan, dapatkan nasihat doktor anda terlebih dahulu.`,
      },
      {
        id: 'is-it-working',
        question: 'Bagaimana saya tahu ia berkesan?',
        answer:
          'Penguji pembumian disertakan dengan setiap pembelian: cucuk penguji pada soket anda untuk memastikan soket itu dibumikan dengan betul sebelum anda menyambungkan produk. Selepas itu, perhatikan cara anda tidur, cara anda bangun dan perasaan anda menjelang petang. Ramai pelanggan menyimpan diari tidur ringkas untuk beberapa minggu pertama.',
      },
      {
        id: 'which-product',
        question: 'Produk mana yang patut saya pilih?',
        answer:
          'Bergantung pada tempat anda menghabiskan masa: cadar untuk tidur, tikar untuk kerja di meja, dan kit permulaan untuk seluruh rumah, dengan cadar dan tikar untuk siang dan malam. Ceritakan rutin anda dan kami akan bantu anda memilih.',
      },
    ],
    more: { label: 'Lihat Semua FAQ →', to: '/faq' },
  },

  cta: {
    heading: 'Sedia untuk Mengubah Kesihatan Anda?',
    lead: `Sertai ${claims.customers} orang yang telah menemui manfaat grounding`,
    // After the market's shipping perk, which the home loader puts first (content/market-shipping.ts).
    perks: ['Sokongan pelanggan seumur hidup', 'Produk yang selamat dan diuji'],
    button: { label: 'Mula Grounding Hari Ini →', href: '#products' },
    moreBefore: 'Masih ingin tahu?',
    science: { label: 'Ketahui lebih lanjut tentang sainsnya', to: '/about-grounding' },
    between: 'atau',
    faq: { label: 'baca FAQ kami', to: '/faq' },
  },
}

import { catalogue } from '#shared/shop'
import type * as en from '../../about'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, customerSurvey, healthNote } from './claims'
import { message } from '#shared/message'

export type { AboutCopy, CoreBenefit, Highlight, MoreBenefit, Study, Testimonial, Way } from '../../about'

/** The shop's figures in Indonesian words: `2–5 tahun`, `8+ jam`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/hours?/, 'jam')
    .replace(/years?/, 'tahun')

export const about: Translation<typeof en.about> = {
  hero: {
    eyebrow: 'Tentang grounding',
    heading: 'Sains dan Manfaat Grounding',
    lead: 'Grounding, atau earthing, sesederhana kulit Anda menyentuh permukaan bumi. Inilah temuan para peneliti sejauh ini, cerita pelanggan kami, dan cara grounding setiap hari, di dalam maupun di luar ruangan.',
    shop: { label: 'Belanja Produk Grounding', href: '#products' },
    read: { label: 'Baca sainsnya', href: '#benefits' },
    facts: [
      { value: claims.studies, label: 'studi' },
      { value: claims.researchYears, label: 'tahun penelitian' },
      { value: claims.customers, label: 'pelanggan' },
    ],
  },

  benefits: {
    eyebrow: 'Manfaat yang didukung sains',
    heading: 'Tiga Cara Grounding Dapat Membantu',
    intro: 'Bidang-bidang yang sama-sama ditunjukkan oleh penelitian dan pengalaman pelanggan kami.',
    labels: { problem: 'Masalahnya', howItHelps: 'Bagaimana grounding membantu', outcome: 'Yang mungkin Anda rasakan' },
    items: [
      {
        id: 'sleep',
        icon: 'sleep',
        title: 'Tidur lebih dalam dan nyenyak',
        problem:
          'Layar hingga larut malam, stres, dan cahaya kota membuat jam biologis tubuh tidak selaras, sehingga Anda terjaga di malam hari dan lesu di pagi hari.',
        howItHelps:
          'Tidur ter-grounding dikaitkan dengan kadar kortisol malam hari yang lebih rendah dan ritme siang-malam yang lebih alami dari hormon yang memberi tahu tubuh kapan harus beristirahat dan kapan harus bangun.',
        outcome: 'Lebih mudah terlelap, lebih jarang terbangun, dan bangun dengan perasaan lebih segar.',
        stat: {
          value: customerSurvey.improvedSleep,
          label: `dari ${customerSurvey.respondents} pelanggan yang disurvei mengatakan tidur mereka lebih nyenyak`,
        },
      },
      {
        id: 'inflammation',
        icon: 'pain',
        title: 'Peradangan dan nyeri berkurang',
        problem: 'Berjam-jam di meja kerja, latihan berat, dan bertambahnya usia membuat banyak dari kita mengalami pegal dan kaku yang tak kunjung hilang.',
        howItHelps:
          'Para peneliti menduga elektron bebas dari bumi dapat membantu meredakan respons peradangan tubuh, dan mereka sedang mempelajari efeknya pada rasa pegal dan pemulihan.',
        outcome: 'Kaku di pagi hari berkurang, pegal yang mengganggu lebih jarang, dan pulih lebih cepat setelah berolahraga.',
        stat: { value: customerSurvey.reducedPain, label: `dari ${customerSurvey.respondents} pelanggan yang disurvei melaporkan nyeri berkurang` },
      },
      {
        id: 'circulation',
        icon: 'heart',
        title: 'Kesehatan jantung dan sirkulasi',
        problem: 'Duduk berjam-jam memperlambat sirkulasi darah, dan darah yang lebih kental dan lengket membuat jantung bekerja lebih keras.',
        howItHelps:
          'Dalam sebuah studi tahun 2013, dua jam grounding meningkatkan muatan permukaan sel darah merah, sehingga sel-sel itu saling tolak dan lebih sedikit menggumpal.',
        outcome: 'Banyak pelanggan merasakan tangan dan kaki yang lebih hangat serta perasaan lebih tenang dan stabil saat bersantai.',
        stat: { value: '2,7×', label: 'rata-rata peningkatan muatan permukaan sel darah merah setelah 2 jam ter-grounding' },
      },
    ],
  },

  moreBenefits: {
    heading: 'Lebih Banyak Alasan untuk Grounding',
    items: [
      { icon: 'stress', title: 'Stres', text: 'Banyak orang merasa lebih tenang dan tidak mudah tegang, seiring ritme kortisol yang lebih stabil.' },
      { icon: 'recovery', title: 'Pemulihan', text: 'Para atlet menggunakan grounding agar tidak terlalu pegal dan bisa kembali berlatih lebih cepat.' },
      {
        icon: 'healing',
        title: 'Penyembuhan luka',
        text: 'Laporan kasus awal menggambarkan luka yang sembuh lebih cepat pada orang yang ter-grounding. Studi yang lebih besar masih diperlukan.',
      },
      { icon: 'vitality', title: 'Vitalitas', text: 'Malam yang lebih baik berarti pagi yang lebih cerah dan lebih banyak energi untuk hal yang Anda sukai.' },
    ],
  },

  research: {
    eyebrow: 'Sainsnya',
    heading: 'Apa Kata Penelitian',
    intro: `Grounding telah dieksplorasi dalam ${claims.studies} studi selama ${claims.researchYears} tahun. Berikut empat studi yang menurut kami perlu dibaca pertama kali oleh setiap pembaca yang penasaran. Banyak studi grounding berskala kecil, jadi kami menautkan publikasi aslinya agar Anda dapat menilainya sendiri.`,
    readStudy: 'Baca Studi',
    readStudyMore: message(': {title} (terbuka di tab baru)'),
    // The studies' titles and journals are cited as published.
    studies: [
      {
        title:
          'The biologic effects of grounding the human body during sleep as measured by cortisol levels and subjective reporting of sleep, pain, and stress',
        authors: 'Ghaly M, Teplitz D',
        year: 2004,
        journal: 'Journal of Alternative and Complementary Medicine 10(5):767-776',
        finding:
          'Dua belas orang dewasa tidur ter-grounding selama 8 minggu. Kadar kortisol malam hari turun, ritme kortisol harian bergerak mendekati normal, dan sebagian besar melaporkan tidur lebih nyenyak dengan nyeri dan stres yang berkurang.',
        url: 'https://doi.org/10.1089/acm.2004.10.767',
      },
      {
        title:
          'The effects of grounding (earthing) on inflammation, the immune response, wound healing, and prevention and treatment of chronic inflammatory and autoimmune diseases',
        authors: 'Oschman JL, Chevalier G, Brown R',
        year: 2015,
        journal: 'Journal of Inflammation Research 8:83-96',
        finding:
          'Tinjauan penelitian tentang grounding dan peradangan, yang menjelaskan bagaimana kontak dengan bumi dapat memengaruhi respons imun, rasa pegal, dan penyembuhan.',
        url: 'https://doi.org/10.2147/JIR.S69656',
      },
      {
        title: 'Earthing (grounding) the human body reduces blood viscosity: a major factor in cardiovascular disease',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Delany RM',
        year: 2013,
        journal: 'Journal of Alternative and Complementary Medicine 19(2):102-110',
        finding:
          'Pada sepuluh orang dewasa yang sehat, dua jam grounding meningkatkan muatan permukaan sel darah merah rata-rata 2,7 kali lipat dan mengurangi penggumpalannya.',
        url: 'https://doi.org/10.1089/acm.2011.0820',
      },
      {
        title: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Sokal K, Sokal P',
        year: 2012,
        journal: 'Journal of Environmental and Public Health 2012:291541',
        finding:
          'Ikhtisar penelitian grounding tentang tidur, kondisi kelistrikan tubuh, stres, nyeri, dan aliran darah, beserta saran untuk studi selanjutnya.',
        url: 'https://doi.org/10.1155/2012/291541',
      },
    ],
    highlightsHeading: 'Sorotan Penelitian',
    highlights: [
      { value: claims.studies, label: 'Studi yang ditinjau sejawat' },
      { value: claims.researchYears, label: 'Tahun penelitian' },
      { value: claims.researchParticipants, label: 'Partisipan studi' },
      { value: 'Tersamar ganda', label: 'Termasuk uji dengan kontrol plasebo' },
    ],
  },

  howItWorks: {
    eyebrow: 'Cara kerjanya',
    heading: 'Grounding di Luar dan di Dalam Ruangan',
    intro: 'Bagaimanapun caranya, bumilah yang bekerja. Yang berbeda hanyalah seberapa sering Anda bisa menjangkaunya.',
    outdoor: {
      title: 'Grounding di luar ruangan',
      cost: 'Gratis',
      points: ['Berjalan tanpa alas kaki di rumput, pasir, atau tanah', 'Berendam atau berenang di laut', 'Duduk atau berbaring di tanah di taman'],
      limits: ['Bergantung pada cuaca dan siang hari', 'Sulit menyisihkan 30+ menit di tengah hari yang sibuk di kota', 'Tidak bisa dilakukan saat Anda tidur'],
    },
    indoor: {
      title: 'Produk grounding dalam ruangan',
      cost: 'Sekali beli',
      points: [
        `Seprai membuat Anda ter-grounding selama ${units(catalogue.sheetUseHours)} setiap malam`,
        'Alas membuat Anda ter-grounding di meja kerja, di sofa, atau saat yoga',
        `Setiap kabel dilengkapi resistor pembatas arus ${catalogue.resistorOhms}`,
        'Penguji arde di setiap pembelian untuk memeriksa stopkontak Anda',
      ],
      limits: [`Dengan perawatan yang baik, seprai bertahan ${units(catalogue.productLife.sheets)} dan alas ${units(catalogue.productLife.mats)}`],
    },
    limitsLabel: 'Perlu diingat',
    closing: 'Kami menyukai keduanya: bertelanjang kaki jika memungkinkan, dan biarkan seprai atau alas Anda menemani di jam-jam ketika Anda tidak bisa.',
  },

  testimonials: {
    heading: 'Yang Dirasakan Pelanggan Kami',
    verified: 'Pelanggan Terverifikasi',
    beforeLabel: 'Sebelum',
    afterLabel: 'Sesudah',
    items: [
      {
        name: 'Mei Ling T.',
        rating: 5,
        product: 'Seprai Pas Earthing',
        before: 'Terbangun tiga atau empat kali semalam dan butuh dua cangkir kopi untuk mulai beraktivitas.',
        after: 'Tidur nyenyak hampir setiap malam dan bangun sebelum alarm berbunyi.',
        metric: 'Tidur: dari sekitar 5 menjadi 7 jam semalam',
        verified: true,
      },
      {
        name: 'Rajesh K.',
        rating: 5,
        product: 'Alas Terapi Earthing',
        before: 'Punggung bawah kaku setelah seharian di meja kerja.',
        after: 'Meletakkan alas di bawah kakinya selama bekerja dan mengakhiri hari dengan tubuh lebih lentur.',
        metric: 'Kaku: dari 7/10 menjadi 3/10 dalam empat minggu',
        verified: true,
      },
      {
        name: 'Hannah W.',
        rating: 5,
        product: 'Matras Yoga Earthing',
        before: 'Kaki pegal selama tiga hari setiap kali selesai lari jarak jauh.',
        after: 'Kembali berlatih sehari lebih cepat, dan tidur lebih nyenyak di minggu perlombaan.',
        metric: 'Pemulihan: dari 3 hari menjadi 2',
        verified: true,
      },
    ],
  },

  shop: {
    heading: 'Belanja Produk Grounding',
    intro: `Bawa grounding ke rumah Anda. ${claims.groundTester}.`,
    items: categories,
  },

  healthNote,
}

import { catalogue } from '#shared/shop'
import type * as en from '../../about'
import type { Translation } from '../translation'
import { categories } from './categories'
import { claims, customerSurvey, healthNote } from './claims'
import { message } from '#shared/message'

export type { AboutCopy, CoreBenefit, Highlight, MoreBenefit, Study, Testimonial, Way } from '../../about'

/** The shop's English figures ('8+ hours', '2-5 years') in Malay, their numbers as the rules give them. */
const ms = (value: string) => value.replace(/\bhours?\b/g, 'jam').replace(/\byears?\b/g, 'tahun')

/** The studies' titles and journals are cited as they were published. */
export const about: Translation<typeof en.about> = {
  hero: {
    eyebrow: 'Tentang grounding',
    heading: 'Sains dan Manfaat Grounding',
    lead: 'Grounding, atau earthing, hanyalah kulit anda menyentuh permukaan Bumi. Inilah yang ditemui oleh penyelidik setakat ini, apa yang diceritakan oleh pelanggan kami, dan cara untuk grounding setiap hari, di dalam atau di luar rumah.',
    shop: { label: 'Beli Produk Grounding', href: '#products' },
    read: { label: 'Baca tentang sainsnya', href: '#benefits' },
    facts: [
      { value: claims.studies, label: 'kajian' },
      { value: claims.researchYears, label: 'tahun penyelidikan' },
      { value: claims.customers, label: 'pelanggan' },
    ],
  },

  benefits: {
    eyebrow: 'Manfaat yang disokong sains',
    heading: 'Tiga Cara Grounding Boleh Membantu',
    intro: 'Bidang-bidang yang mana kajian dan pengalaman pelanggan kami menunjukkan arah yang sama.',
    labels: { problem: 'Masalahnya', howItHelps: 'Cara grounding membantu', outcome: 'Apa yang mungkin anda perasan' },
    items: [
      {
        id: 'sleep',
        icon: 'sleep',
        title: 'Tidur yang lebih nyenyak dan berkualiti',
        problem:
          'Skrin pada lewat malam, tekanan dan cahaya bandar mengganggu jam biologi tubuh anda, jadi anda berjaga pada waktu malam dan lesu pada waktu pagi.',
        howItHelps:
          'Tidur dalam keadaan dibumikan telah dikaitkan dengan tahap kortisol waktu malam yang lebih rendah dan ritma siang-malam yang lebih semula jadi bagi hormon yang memberitahu tubuh anda bila perlu berehat dan bila perlu bangun.',
        outcome: 'Lebih mudah terlelap, kurang kerap terjaga dan bangun dengan rasa lebih segar.',
        stat: { value: customerSurvey.improvedSleep, label: `daripada ${customerSurvey.respondents} pelanggan yang ditinjau berkata tidur mereka lebih lena` },
      },
      {
        id: 'inflammation',
        icon: 'pain',
        title: 'Kurang keradangan dan sakit',
        problem:
          'Berjam-jam di meja kerja, latihan yang berat dan faktor usia menyebabkan ramai antara kita mengalami sakit-sakit dan badan kaku yang tidak pernah benar-benar hilang.',
        howItHelps:
          'Penyelidik berpendapat bahawa elektron bebas Bumi mungkin membantu menenangkan tindak balas keradangan tubuh, dan mereka sedang mengkaji kesannya terhadap kesakitan otot dan pemulihan.',
        outcome: 'Kurang kaku pada waktu pagi, kurang sakit-sakit yang mengganggu dan pulih lebih cepat selepas bersenam.',
        stat: { value: customerSurvey.reducedPain, label: `daripada ${customerSurvey.respondents} pelanggan yang ditinjau melaporkan kurang sakit` },
      },
      {
        id: 'circulation',
        icon: 'heart',
        title: 'Kesihatan jantung dan peredaran darah',
        problem: 'Duduk berjam-jam memperlahankan peredaran darah anda, dan darah yang lebih pekat dan melekit membuatkan jantung anda bekerja lebih kuat.',
        howItHelps:
          'Dalam satu kajian pada tahun 2013, dua jam grounding meningkatkan cas permukaan sel darah merah, jadi sel-sel itu saling menolak dan kurang bergumpal.',
        outcome: 'Ramai pelanggan menceritakan tangan dan kaki yang lebih hangat serta perasaan yang lebih tenang dan stabil semasa bersantai.',
        stat: { value: '2.7×', label: 'purata peningkatan cas permukaan sel darah merah selepas 2 jam dibumikan' },
      },
    ],
  },

  moreBenefits: {
    heading: 'Lebih Banyak Sebab untuk Grounding',
    items: [
      { icon: 'stress', title: 'Tekanan', text: 'Ramai orang berasa lebih tenang dan kurang gelisah, seiring dengan ritma kortisol yang lebih stabil.' },
      { icon: 'recovery', title: 'Pemulihan', text: 'Atlet menggunakan grounding supaya kurang sakit otot dan dapat kembali berlatih lebih cepat.' },
      {
        icon: 'healing',
        title: 'Penyembuhan luka',
        text: 'Laporan kes awal menerangkan luka yang sembuh lebih cepat pada orang yang dibumikan. Kajian yang lebih besar masih diperlukan.',
      },
      {
        icon: 'vitality',
        title: 'Vitaliti',
        text: 'Malam yang lebih baik membawa kepada pagi yang lebih ceria dan lebih tenaga untuk perkara yang anda sukai.',
      },
    ],
  },

  research: {
    eyebrow: 'Sainsnya',
    heading: 'Apa Kata Kajian',
    intro: `Grounding telah diterokai dalam ${claims.studies} kajian sepanjang ${claims.researchYears} tahun. Inilah empat kajian yang kami rasa wajar dibaca dahulu oleh setiap pembaca yang ingin tahu. Banyak kajian grounding berskala kecil, jadi kami pautkan kajian asal untuk anda nilai sendiri.`,
    readStudy: 'Baca Kajian',
    readStudyMore: message(': {title} (dibuka dalam tab baharu)'),
    studies: [
      {
        title:
          'The biologic effects of grounding the human body during sleep as measured by cortisol levels and subjective reporting of sleep, pain, and stress',
        authors: 'Ghaly M, Teplitz D',
        year: 2004,
        journal: 'Journal of Alternative and Complementary Medicine 10(5):767-776',
        finding:
          'Dua belas orang dewasa tidur dalam keadaan dibumikan selama 8 minggu. Tahap kortisol waktu malam menurun, ritma kortisol harian beralih ke arah normal, dan kebanyakan mereka melaporkan tidur yang lebih baik dengan kurang sakit dan tekanan.',
        url: 'https://doi.org/10.1089/acm.2004.10.767',
      },
      {
        title:
          'The effects of grounding (earthing) on inflammation, the immune response, wound healing, and prevention and treatment of chronic inflammatory and autoimmune diseases',
        authors: 'Oschman JL, Chevalier G, Brown R',
        year: 2015,
        journal: 'Journal of Inflammation Research 8:83-96',
        finding:
          'Satu ulasan kajian tentang grounding dan keradangan, yang menerangkan bagaimana sentuhan dengan Bumi mungkin mempengaruhi tindak balas imun, kesakitan otot dan penyembuhan.',
        url: 'https://doi.org/10.2147/JIR.S69656',
      },
      {
        title: 'Earthing (grounding) the human body reduces blood viscosity: a major factor in cardiovascular disease',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Delany RM',
        year: 2013,
        journal: 'Journal of Alternative and Complementary Medicine 19(2):102-110',
        finding:
          'Dalam kalangan sepuluh orang dewasa yang sihat, dua jam grounding meningkatkan cas permukaan sel darah merah sebanyak 2.7 kali ganda secara purata dan mengurangkan penggumpalannya.',
        url: 'https://doi.org/10.1089/acm.2011.0820',
      },
      {
        title: 'Earthing: health implications of reconnecting the human body to the Earth’s surface electrons',
        authors: 'Chevalier G, Sinatra ST, Oschman JL, Sokal K, Sokal P',
        year: 2012,
        journal: 'Journal of Environmental and Public Health 2012:291541',
        finding:
          'Gambaran keseluruhan kajian grounding tentang tidur, keadaan elektrik tubuh, tekanan, kesakitan dan aliran darah, dengan cadangan untuk kajian akan datang.',
        url: 'https://doi.org/10.1155/2012/291541',
      },
    ],
    highlightsHeading: 'Sorotan Kajian',
    highlights: [
      { value: claims.studies, label: 'Kajian yang disemak rakan sebaya' },
      { value: claims.researchYears, label: 'Tahun penyelidikan' },
      { value: claims.researchParticipants, label: 'Peserta kajian' },
      { value: 'Dwi-buta', label: 'Termasuk ujian terkawal plasebo' },
    ],
  },

  howItWorks: {
    eyebrow: 'Cara ia berfungsi',
    heading: 'Grounding di Luar dan di Dalam Rumah',
    intro: 'Bumi melakukan kerjanya dalam kedua-dua cara. Yang berbeza ialah sekerap mana anda dapat menyentuhnya.',
    outdoor: {
      title: 'Grounding di luar rumah',
      cost: 'Percuma',
      points: ['Berjalan tanpa alas kaki di atas rumput, pasir atau tanah', 'Meranduk atau berenang di laut', 'Duduk atau berbaring di atas tanah di taman'],
      limits: ['Bergantung pada cuaca dan siang hari', 'Sukar mencari 30+ minit dalam rutin harian di bandar', 'Tidak boleh dilakukan semasa anda tidur'],
    },
    indoor: {
      title: 'Produk grounding dalam rumah',
      cost: 'Pembelian sekali sahaja',
      points: [
        `Cadar membumikan anda selama ${ms(catalogue.sheetUseHours)} setiap malam`,
        'Tikar membumikan anda di meja kerja, di sofa atau semasa yoga',
        `Setiap kord dilengkapi perintang penghad arus ${catalogue.resistorOhms}`,
        'Penguji pembumian bersama setiap pembelian untuk menyemak soket anda',
      ],
      limits: [`Cadar tahan ${ms(catalogue.productLife.sheets)} dan tikar ${ms(catalogue.productLife.mats)} dengan penjagaan yang betul`],
    },
    limitsLabel: 'Perlu diingat',
    closing: 'Kami suka kedua-duanya: berkaki ayamlah bila boleh, dan biarkan cadar atau tikar anda menampung waktu yang selebihnya.',
  },

  testimonials: {
    heading: 'Apa yang Pelanggan Kami Perasan',
    verified: 'Pelanggan Disahkan',
    beforeLabel: 'Sebelum',
    afterLabel: 'Selepas',
    items: [
      {
        name: 'Mei Ling T.',
        rating: 5,
        product: 'Cadar Getah Earthing',
        before: 'Terjaga tiga atau empat kali semalam dan perlukan dua cawan kopi untuk mula bergerak.',
        after: 'Tidur lena hampir setiap malam dan bangun sebelum penggera berbunyi.',
        metric: 'Tidur: daripada kira-kira 5 kepada 7 jam semalam',
        verified: true,
      },
      {
        name: 'Rajesh K.',
        rating: 5,
        product: 'Tikar Terapi Earthing',
        before: 'Pinggang kaku selepas hari-hari panjang di meja kerja.',
        after: 'Meletakkan tikar di bawah kakinya semasa bekerja dan badannya lebih lega di penghujung hari.',
        metric: 'Kekakuan: daripada 7/10 kepada 3/10 dalam empat minggu',
        verified: true,
      },
      {
        name: 'Hannah W.',
        rating: 5,
        product: 'Tikar Yoga Earthing',
        before: 'Kaki sakit selama tiga hari selepas setiap larian jauh.',
        after: 'Kembali berlatih sehari lebih awal, dan tidur lebih lena pada minggu perlumbaan.',
        metric: 'Pemulihan: daripada 3 hari kepada 2',
        verified: true,
      },
    ],
  },

  shop: {
    heading: 'Beli Produk Grounding',
    intro: `Bawa grounding ke rumah anda. ${claims.groundTester}.`,
    items: categories,
  },

  healthNote,
}

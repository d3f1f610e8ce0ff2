import { contact, returns, shipping } from '#shared/shop'
import type * as en from '../../../policies/returns'
import type { Card, Faq, Link, Table } from '../../../policies/types'
import type { Translation } from '../../translation'
import { capitalize, dollars } from './format'
import { message } from '#shared/message'

export type { Step, TimeWindow } from '../../../policies/returns'

/** The shop's durations in Indonesian words: `3–5 hari kerja`, `24–48 jam`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')
/** The shared data's words, in Indonesian. */
const productNames: Record<string, string> = { 'Queen sheet': 'seprai Queen' }
const rateWords = (s: string) => s.replace(/^under /, 'kurang dari ').replace(/^over /, 'lebih dari ')

const unopened = `${returns.unopenedDays} hari`
const damage = `${returns.transitDamageDays} hari`
const warranty = `${returns.warrantyMonths} bulan`
const returnCost = dollars(returns.changeOfMindReturnCost)
const price = returns.priceComparison
const product = productNames[price.product] ?? price.product
const saving = dollars(price.typical - price.ours)
const authorization = units(returns.authorizationReview)
const inspection = units(returns.inspection)
const refund = units(returns.refund)
const response = units(contact.responseTime)

export const returnsCopy: Translation<typeof en.returnsCopy> = {
  promisesHeading: 'Janji kami',
  promises: [
    { icon: 'package', title: `${unopened} untuk berubah pikiran`, text: `Kembalikan barang apa pun yang belum dibuka dalam ${unopened} sejak diterima.` },
    { icon: 'shield', title: `Garansi ${warranty}`, text: 'Setiap produk dilindungi dari cacat produksi sejak tanggal pembelian.' },
    {
      icon: 'truck',
      title: 'Kerusakan pengiriman kami tanggung',
      text: `Beri tahu kami dalam ${damage} sejak diterima dan kami akan membereskannya atas biaya kami.`,
    },
    { icon: 'wallet', title: 'Pengembalian dana yang pasti', text: `Dikembalikan ke metode pembayaran awal Anda dalam ${refund}.` },
  ] satisfies Card[],

  rationaleHeading: 'Mengapa kebijakan kami seperti ini',
  rationale: [
    {
      title: 'Seprai dan alas bersentuhan dengan kulit Anda',
      text: 'Seprai, sarung bantal, dan alas grounding termasuk perlengkapan tidur dan produk perawatan pribadi. Setelah dibuka, kami tidak dapat menjualnya kepada pelanggan lain, jadi pengembalian karena berubah pikiran hanya berlaku untuk barang yang masih tersegel.',
    },
    {
      title: 'Harga wajar, bukan pengembalian “gratis”',
      text: `Pengembalian gratis tidak pernah benar-benar gratis: toko yang menawarkannya memasukkan biayanya ke setiap harga. Kami menjaga harga tetap lebih rendah dan meminta segelintir pelanggan yang berubah pikiran untuk membayar ongkos kirim pengembalian, sekitar ${returnCost}.`,
    },
    {
      title: 'Jika kesalahan ada pada kami, kami yang membayar',
      text: 'Paket rusak, barang salah kirim, cacat yang terkonfirmasi, atau klaim garansi tidak akan membebani Anda: kami menanggung ongkos kirim pulang-pergi.',
    },
  ],

  eligibilityHeading: 'Apakah barang saya bisa dikembalikan?',
  eligibleHeading: 'Yang bisa Anda kembalikan',
  eligible: [
    `Barang yang belum dibuka dalam kemasan asli yang masih tersegel, dalam ${unopened} sejak diterima`,
    `Barang yang rusak dalam pengiriman, dilaporkan dalam ${damage} sejak diterima`,
    'Barang yang salah (bukan yang Anda pesan)',
    `Produk dengan cacat produksi, selama masa garansi ${warranty}`,
  ],
  ineligibleHeading: 'Yang tidak dapat kami terima kembali',
  ineligible: [
    'Seprai, sarung bantal, dan alas yang sudah dibuka atau dipakai, kecuali jika cacat',
    `Barang belum dibuka yang dikirim kembali lebih dari ${unopened} setelah diterima`,
    `Kerusakan pengiriman yang dilaporkan lebih dari ${damage} setelah diterima`,
    'Kerusakan akibat salah pakai, keausan normal, atau pencucian yang tidak sesuai label perawatan (misalnya dengan pemutih atau pelembut pakaian)',
    'Barang tanpa bukti pembelian',
  ],

  windowsHeading: 'Batas waktu',
  windows: [
    { value: unopened, title: 'Barang belum dibuka', text: 'sejak hari diterima, dengan alasan apa pun' },
    { value: damage, title: 'Kerusakan pengiriman', text: 'sejak hari diterima, untuk melaporkannya dengan foto' },
    { value: `${returns.warrantyMonths} bulan`, title: 'Garansi produksi', text: 'sejak tanggal pembelian' },
  ],

  processHeading: 'Cara mengembalikan barang',
  stepLabel: message('Langkah {n}: '),
  steps: [
    {
      title: 'Hubungi kami',
      text: `Kirim email ke ${contact.email} atau gunakan formulir kontak kami dengan menyertakan nomor pesanan, barang, dan alasannya. Foto akan membantu untuk kerusakan atau cacat.`,
      timing: `Kami membalas dalam ${response}`,
    },
    {
      title: 'Otorisasi pengembalian',
      text: 'Kami meninjau permintaan Anda dan mengirimkan otorisasi pengembalian beserta alamat pengembalian dan petunjuknya.',
      timing: `Ditinjau dalam ${authorization}`,
    },
    {
      title: 'Kirim kembali',
      text: `Kemas barang dengan aman beserta nomor otorisasi dan kirim dengan layanan yang bisa dilacak. Jika Anda berubah pikiran, Anda yang membayar ongkos kirimnya (sekitar ${returnCost}); untuk alasan lain, kami mengirimkan label prabayar.`,
      timing: 'Label prabayar jika kami yang menanggung',
    },
    {
      title: 'Pemeriksaan, lalu pengembalian dana',
      text: `Kami memeriksa barang dalam ${inspection} sejak tiba, lalu mengembalikan dana ke metode pembayaran awal Anda. Dana memerlukan ${refund} untuk sampai kepada Anda.`,
      timing: `Pemeriksaan ${inspection}, pengembalian dana ${refund}`,
    },
  ],

  costsHeading: 'Siapa yang membayar ongkos kirim pengembalian',
  costs: {
    caption: 'Siapa yang membayar ongkos kirim pengembalian',
    columns: ['Alasan pengembalian', 'Yang membayar ongkos kirim'],
    rows: [
      ['Berubah pikiran (barang belum dibuka)', `Anda, sekitar ${returnCost}`],
      ['Rusak dalam pengiriman', 'Kami'],
      ['Barang salah kirim', 'Kami'],
      ['Cacat produksi yang terkonfirmasi', 'Kami'],
      ['Klaim garansi', 'Kami'],
    ],
  } satisfies Table,

  warrantyHeading: `Garansi produksi ${warranty} kami`,
  warrantyText: [
    `Setiap produk dijamin bebas dari cacat bahan dan pengerjaan selama ${returns.warrantyMonths} bulan sejak tanggal pembelian: benang konduktif yang berhenti menghantarkan, kabel, steker, atau konektor jepret yang rusak, atau jahitan yang lepas dalam pemakaian normal.`,
    'Garansi tidak menanggung keausan normal, kerusakan karena kecelakaan, atau pencucian yang tidak sesuai label perawatan.',
  ],
  claimHeading: 'Mengajukan klaim garansi',
  claimSteps: [
    'Periksa sambungan dengan penguji arde yang disertakan dalam pesanan Anda, dan catat hasilnya.',
    `Kirim e-mail ke ${contact.email} dengan nomor pesanan, penjelasan singkat, serta foto atau video.`,
    `Kami menilai klaim Anda dan menyelesaikannya dalam ${returns.warrantyResolutionHours} jam: suku cadang pengganti, produk pengganti, atau pengembalian dana.`,
    'Kami menanggung ongkos kirim untuk setiap klaim garansi.',
  ],

  tipsHeading: 'Tips belanja agar langsung tepat',
  tips: [
    'Ukur kasur Anda, termasuk tebalnya, sebelum memilih ukuran seprai.',
    'Pastikan stopkontak Anda terpasang arde sebelum membuka kemasan seprai: setiap pesanan sudah termasuk penguji arde.',
    'Ragu produk mana yang cocok? Tanyakan kepada kami sebelum membeli; kami dengan senang hati membantu.',
    `Segera buka paket setelah tiba, agar kerusakan pengiriman dapat dilaporkan dalam ${damage}.`,
    'Simpan e-mail konfirmasi pesanan sebagai bukti pembelian.',
  ],

  comparisonHeading: 'Mengapa kami tidak menawarkan pengembalian gratis',
  comparisonIntro: `Merek yang menawarkan “pengembalian gratis” memasukkan biayanya ke harga setiap produk. Inilah artinya untuk sebuah ${product}:`,
  comparison: {
    caption: `${capitalize(product)}: harga kami dibandingkan harga umum merek “pengembalian gratis”`,
    columns: ['Biaya', 'Groundwell', 'Merek umum “pengembalian gratis”'],
    rows: [
      [`Harga ${product}`, dollars(price.ours), dollars(price.typical)],
      ['Ongkos kirim pengembalian jika Anda berubah pikiran', `Sekitar ${returnCost}`, 'Gratis'],
      ['Yang Anda bayar jika barang tidak dikembalikan', dollars(price.ours), dollars(price.typical)],
    ],
  } satisfies Table,
  comparisonNote: `Jika seprai Anda simpan, Anda hemat ${saving}. Bahkan jika Anda mengembalikannya, ongkos kirimnya lebih murah daripada tambahan ${saving} yang dibebankan harga “pengembalian gratis” kepada semua orang.`,
  returnRateLabel: 'Tingkat pengembalian kami',
  returnRate: `${capitalize(rateWords(returns.returnRate))} pelanggan kami mengajukan pengembalian.`,
  returnRateText: 'Kebanyakan orang yang mencoba grounding tetap memakainya, jadi kami lebih memilih menjaga harga tetap rendah untuk semua orang.',

  faqHeading: 'Pertanyaan seputar pengembalian',
  faqs: [
    {
      question: 'Bisakah saya mengembalikan seprai yang sudah saya pakai tidur?',
      answer: `Tidak jika karena berubah pikiran: perlengkapan tidur yang sudah dibuka tidak dapat dijual kembali. Jika cacat, seprai dilindungi garansi ${warranty} kami.`,
    },
    {
      question: 'Berapa lama pengembalian dana?',
      answer: `Kami meninjau permintaan Anda dalam ${authorization}, memeriksa barang dalam ${inspection} sejak diterima, dan dana sampai ke metode pembayaran awal Anda dalam ${refund}.`,
    },
    {
      question: 'Siapa yang membayar ongkos kirim pengembalian?',
      answer: `Anda, jika berubah pikiran (sekitar ${returnCost}). Kami, untuk kerusakan pengiriman, barang salah kirim, cacat yang terkonfirmasi, atau klaim garansi.`,
    },
    {
      question: 'Apa saja yang ditanggung garansi?',
      answer: `Cacat produksi selama ${returns.warrantyMonths} bulan sejak pembelian, misalnya benang yang berhenti menghantarkan atau kabel maupun konektor yang rusak. Kami menyelesaikan klaim dalam ${returns.warrantyResolutionHours} jam.`,
    },
    {
      question: 'Pesanan saya tiba dalam keadaan rusak. Apa yang harus saya lakukan?',
      answer: `Laporkan dalam ${damage} sejak diterima dengan foto paket dan produknya. Kami akan mengganti atau mengembalikan dana dan menanggung ongkos kirimnya. Pengiriman senilai ${dollars(shipping.insuranceThreshold)} atau lebih juga diasuransikan.`,
    },
    {
      question: 'Bisakah saya menukar barang dengan ukuran lain?',
      answer: `Bisa, selama barang belum dibuka dan masih dalam ${unopened} sejak diterima. Hubungi kami dan kami akan mengatur penukarannya; seperti halnya berubah pikiran, Anda yang membayar ongkos kirim pengembalian.`,
    },
  ] satisfies Faq[],

  contactHeading: 'Ada pertanyaan tentang pengembalian?',
  contactText: `Tim kami membalas dalam ${response}.`,
  contactLink: { label: 'Hubungi kami', to: '/contact' } satisfies Link,
}

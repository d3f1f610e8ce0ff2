import { contact, returns, shipping } from '#shared/shop'
import type * as en from '../../../policies/returns'
import type { Card, Faq, Link, Table } from '../../../policies/types'
import type { Translation } from '../../translation'
import { capitalize, dollars } from './format'
import { message } from '#shared/message'

export type { Step, TimeWindow } from '../../../policies/returns'

/** The shop's English figures ('24-48 hours', '3-5 business days', 'under 3%') in Malay, their numbers as the rules give them. */
const ms = (value: string) =>
  value
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')
    .replace(/\bdays?\b/g, 'hari')
    .replace(/\bunder\b/g, 'kurang daripada')

/** The product the price comparison quotes (shared/shop.ts), as Malay names it. */
const products: Record<typeof returns.priceComparison.product, string> = { 'Queen sheet': 'cadar Queen' }

const unopened = `${returns.unopenedDays} hari`
const damage = `${returns.transitDamageDays} hari`
const warranty = `${returns.warrantyMonths} bulan`
const returnCost = dollars(returns.changeOfMindReturnCost)
const price = returns.priceComparison
// A product the table does not name (yet) keeps the shop's name for it.
const product = products[price.product] ?? price.product
const saving = dollars(price.typical - price.ours)

export const returnsCopy: Translation<typeof en.returnsCopy> = {
  promisesHeading: 'Janji kami',
  promises: [
    {
      icon: 'package',
      title: `${unopened} untuk berubah fikiran`,
      text: `Pulangkan mana-mana item yang belum dibuka dalam masa ${unopened} selepas penghantaran.`,
    },
    { icon: 'shield', title: `Waranti ${warranty}`, text: 'Setiap produk dilindungi daripada kecacatan pembuatan dari tarikh pembelian.' },
    {
      icon: 'truck',
      title: 'Kerosakan semasa penghantaran kami tanggung',
      text: `Maklumkan kami dalam masa ${damage} selepas penghantaran dan kami akan membetulkannya atas kos kami.`,
    },
    { icon: 'wallet', title: 'Bayaran balik yang boleh diharap', text: `Dikreditkan semula ke kaedah pembayaran asal anda dalam ${ms(returns.refund)}.` },
  ] satisfies Translation<Card[]>,

  rationaleHeading: 'Kenapa dasar kami begini',
  rationale: [
    {
      title: 'Cadar dan tikar bersentuhan dengan kulit anda',
      text: 'Cadar, sarung bantal dan tikar grounding ialah produk cadar dan penjagaan diri. Sebaik sahaja dibuka, kami tidak boleh menjualnya kepada pelanggan lain, jadi pemulangan kerana berubah fikiran hanya untuk item yang masih bermeterai.',
    },
    {
      title: 'Harga berpatutan, bukan pemulangan “percuma”',
      text: `Pemulangan percuma tidak pernah benar-benar percuma: kedai yang menawarkannya memasukkan kosnya ke dalam setiap harga. Kami mengekalkan harga yang lebih rendah dan meminta segelintir pelanggan yang berubah fikiran membayar kos pos pemulangan, kira-kira ${returnCost}.`,
    },
    {
      title: 'Jika salah kami, kami bayar',
      text: 'Bungkusan yang rosak, item yang salah, kecacatan yang disahkan atau tuntutan waranti tidak akan menelan belanja anda: kami menanggung kos penghantaran pergi dan balik.',
    },
  ],

  eligibilityHeading: 'Bolehkah saya memulangkannya?',
  eligibleHeading: 'Apa yang boleh anda pulangkan',
  eligible: [
    `Item yang belum dibuka dalam bungkusan asal yang bermeterai, dalam masa ${unopened} selepas penghantaran`,
    `Item yang rosak semasa penghantaran, dilaporkan dalam masa ${damage} selepas penghantaran`,
    'Item yang salah (bukan yang anda pesan)',
    `Produk dengan kecacatan pembuatan, dalam tempoh waranti ${warranty}`,
  ],
  ineligibleHeading: 'Apa yang tidak dapat kami terima semula',
  ineligible: [
    'Cadar, sarung bantal dan tikar yang telah dibuka atau digunakan, melainkan rosak',
    `Item yang belum dibuka tetapi dihantar balik lebih daripada ${unopened} selepas penghantaran`,
    `Kerosakan semasa penghantaran yang dilaporkan lebih daripada ${damage} selepas penghantaran`,
    'Kerosakan akibat salah guna, kehausan biasa, atau basuhan yang bertentangan dengan label penjagaan (contohnya dengan peluntur atau pelembut fabrik)',
    'Item tanpa bukti pembelian',
  ],

  windowsHeading: 'Had masa',
  windows: [
    { value: unopened, title: 'Item belum dibuka', text: 'dari hari penghantaran, atas apa jua sebab' },
    { value: damage, title: 'Kerosakan semasa penghantaran', text: 'dari hari penghantaran, untuk melaporkannya bersama foto' },
    { value: `${returns.warrantyMonths} bulan`, title: 'Waranti pembuatan', text: 'dari tarikh pembelian' },
  ],

  processHeading: 'Cara memulangkan item',
  stepLabel: message('Langkah {n}: '),
  steps: [
    {
      title: 'Hubungi kami',
      text: `Tulis kepada ${contact.email} atau gunakan borang hubungan kami dengan nombor pesanan, item dan sebabnya. Foto membantu bagi kes kerosakan atau kecacatan.`,
      timing: `Kami membalas dalam masa ${ms(contact.responseTime)}`,
    },
    {
      title: 'Kebenaran pemulangan',
      text: 'Kami menyemak permintaan anda dan menghantar kebenaran pemulangan berserta alamat pemulangan dan arahannya.',
      timing: `Disemak dalam ${ms(returns.authorizationReview)}`,
    },
    {
      title: 'Hantar balik',
      text: `Bungkus item dengan kemas bersama nombor kebenaran dan hantar dengan perkhidmatan berjejak. Jika anda berubah fikiran, anda membayar kos pos (kira-kira ${returnCost}); bagi sebab lain, kami menghantar label prabayar kepada anda.`,
      timing: 'Label prabayar jika kos ditanggung kami',
    },
    {
      title: 'Pemeriksaan, kemudian bayaran balik',
      text: `Kami memeriksa item dalam masa ${ms(returns.inspection)} selepas ia tiba, kemudian membuat bayaran balik ke kaedah pembayaran asal anda. Bayaran balik mengambil masa ${ms(returns.refund)} untuk sampai kepada anda.`,
      timing: `Pemeriksaan ${ms(returns.inspection)}, bayaran balik ${ms(returns.refund)}`,
    },
  ],

  costsHeading: 'Siapa yang membayar kos penghantaran pemulangan',
  costs: {
    caption: 'Siapa yang membayar kos penghantaran pemulangan',
    columns: ['Sebab pemulangan', 'Siapa yang membayar kos penghantaran'],
    rows: [
      ['Berubah fikiran (item belum dibuka)', `Anda, kira-kira ${returnCost}`],
      ['Rosak semasa penghantaran', 'Kami'],
      ['Item yang salah dihantar', 'Kami'],
      ['Kecacatan pembuatan yang disahkan', 'Kami'],
      ['Tuntutan waranti', 'Kami'],
    ],
  } satisfies Translation<Table>,

  warrantyHeading: `Waranti pembuatan ${warranty} kami`,
  warrantyText: [
    `Setiap produk dijamin bebas daripada kecacatan bahan dan mutu kerja selama ${returns.warrantyMonths} bulan dari tarikh pembelian: benang konduktif yang berhenti mengalirkan arus, kord, palam atau penyambung butang tekan yang rosak, atau jahitan yang tertanggal dalam penggunaan biasa.`,
    'Waranti tidak melindungi kehausan biasa, kerosakan tidak sengaja, atau basuhan yang bertentangan dengan label penjagaan.',
  ],
  claimHeading: 'Membuat tuntutan waranti',
  claimSteps: [
    'Semak sambungan dengan penguji pembumian yang disertakan dengan pesanan anda, dan catat apa yang anda lihat.',
    `E-mel ${contact.email} dengan nombor pesanan anda, penerangan ringkas dan foto atau video.`,
    `Kami menilai tuntutan anda dan menyelesaikannya dalam masa ${returns.warrantyResolutionHours} jam: alat ganti, produk ganti atau bayaran balik.`,
    'Kami membayar kos penghantaran bagi setiap tuntutan waranti.',
  ],

  tipsHeading: 'Petua membeli-belah supaya tepat kali pertama',
  tips: [
    'Ukur tilam anda, termasuk ketebalannya, sebelum memilih saiz cadar.',
    'Pastikan soket anda dibumikan sebelum anda membuka cadar: setiap pesanan disertakan penguji pembumian.',
    'Tidak pasti produk mana yang sesuai untuk anda? Tanya kami sebelum membeli; kami sedia membantu.',
    `Buka bungkusan anda sebaik sahaja tiba, supaya sebarang kerosakan semasa penghantaran dapat dilaporkan dalam masa ${damage}.`,
    'Simpan e-mel pengesahan pesanan anda sebagai bukti pembelian.',
  ],

  comparisonHeading: 'Kenapa kami tidak menawarkan pemulangan percuma',
  comparisonIntro: `Jenama dengan “pemulangan percuma” memasukkan kosnya ke dalam harga setiap produk. Inilah maksudnya bagi sehelai ${product}:`,
  comparison: {
    caption: `${capitalize(product)}: harga kami berbanding harga biasa jenama “pemulangan percuma”`,
    columns: ['Kos', 'Groundwell', 'Jenama biasa dengan “pemulangan percuma”'],
    rows: [
      [`Harga ${product}`, dollars(price.ours), dollars(price.typical)],
      ['Kos pos pemulangan jika anda berubah fikiran', `Kira-kira ${returnCost}`, 'Percuma'],
      ['Apa yang anda bayar jika anda menyimpannya', dollars(price.ours), dollars(price.typical)],
    ],
  } satisfies Translation<Table>,
  comparisonNote: `Simpan cadar anda dan anda jimat ${saving}. Malah jika anda menghantarnya balik, kos posnya lebih rendah daripada ${saving} yang ditambah oleh harga “pemulangan percuma” kepada semua orang.`,
  returnRateLabel: 'Kadar pemulangan kami',
  returnRate: `${capitalize(ms(returns.returnRate))} pelanggan kami meminta pemulangan.`,
  returnRateText: 'Kebanyakan orang yang mencuba grounding terus menggunakannya, jadi kami lebih suka mengekalkan harga yang rendah untuk semua orang.',

  faqHeading: 'Soalan tentang pemulangan',
  faqs: [
    {
      question: 'Bolehkah saya memulangkan cadar yang sudah saya tiduri?',
      answer: `Tidak jika kerana berubah fikiran: cadar yang telah dibuka tidak boleh dijual semula. Jika cadar itu rosak, ia dilindungi oleh waranti ${warranty} kami.`,
    },
    {
      question: 'Berapa lama bayaran balik mengambil masa?',
      answer: `Kami menyemak permintaan anda dalam ${ms(returns.authorizationReview)}, memeriksa item dalam masa ${ms(returns.inspection)} selepas menerimanya, dan bayaran balik sampai ke kaedah pembayaran asal anda dalam ${ms(returns.refund)}.`,
    },
    {
      question: 'Siapa yang membayar kos penghantaran pemulangan?',
      answer: `Anda, jika anda berubah fikiran (kira-kira ${returnCost}). Kami, bagi kerosakan semasa penghantaran, item yang salah, kecacatan yang disahkan atau tuntutan waranti.`,
    },
    {
      question: 'Apakah yang dilindungi oleh waranti?',
      answer: `Kecacatan pembuatan selama ${returns.warrantyMonths} bulan dari tarikh pembelian, seperti benang yang berhenti mengalirkan arus atau kord atau penyambung yang rosak. Kami menyelesaikan tuntutan dalam masa ${returns.warrantyResolutionHours} jam.`,
    },
    {
      question: 'Pesanan saya tiba dalam keadaan rosak. Apa yang patut saya lakukan?',
      answer: `Laporkan dalam masa ${damage} selepas penghantaran bersama foto bungkusan dan produk. Kami akan menggantikannya atau membuat bayaran balik dan membayar kos penghantaran. Penghantaran bernilai ${dollars(shipping.insuranceThreshold)} ke atas juga diinsuranskan.`,
    },
    {
      question: 'Bolehkah saya menukar item kepada saiz lain?',
      answer: `Ya, selagi item belum dibuka dan dalam masa ${unopened} selepas penghantaran. Hubungi kami dan kami akan menguruskan pertukaran itu; seperti mana-mana kes berubah fikiran, anda membayar kos pos pemulangan.`,
    },
  ] satisfies Translation<Faq[]>,

  contactHeading: 'Ada soalan tentang pemulangan?',
  contactText: `Pasukan kami membalas dalam masa ${ms(contact.responseTime)}.`,
  contactLink: { label: 'Hubungi kami', to: '/contact' } satisfies Translation<Link>,
}

import { defaultMarket, type Market } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../product-benefits'
import type { Translation } from '../translation'
import { amountIn, marketShippingCopy } from './market-shipping'
import type { ProductTypeKey } from './product-page'

type Benefit = { title: string; body: string }

/** The shop's durations and figures in Indonesian words: `2–5 tahun`, `8+ jam`, `24 jam pada hari kerja`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/years?/, 'tahun')
    .replace(/days?/, 'hari')
/** `2:00 PM SGT` as Indonesian writes a time: `14.00 SGT`. */
const time = (s: string) =>
  s.replace(/(\d{1,2}):(\d\d) ?(AM|PM)/i, (_, h: string, m: string, half: string) => {
    const hour = (Number(h) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)
    return `${String(hour).padStart(2, '0')}.${m}`
  })
const countryNames: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
}
const countryName = (name: string) => countryNames[name] ?? name
/** `a, b dan c`. */
const joinList = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')}, dan ${items[items.length - 1]}`)

const safe: Benefit = {
  title: 'Aman sejak dirancang',
  body: `Setiap kabel earthing dilengkapi resistor pembatas arus ${catalogue.resistorOhms}, dan hanya pin arde stopkontak yang digunakan.`,
}
const tester: Benefit = { title: 'Termasuk penguji arde', body: 'Periksa stopkontak Anda sebelum pemakaian pertama dengan penguji di dalam kemasan.' }
/** Singapore's; `benefitsIn` puts the page's market's in its place. */
const freeShipping: Benefit = marketShippingCopy.benefit(defaultMarket)
const easyReturns: Benefit = {
  title: 'Pengembalian mudah',
  body: `Kembalikan barang yang belum dibuka dalam ${returns.unopenedDays} hari, dengan garansi produksi ${returns.warrantyMonths} bulan.`,
}
const life = { sheets: units(catalogue.productLife.sheets), mats: units(catalogue.productLife.mats) }
const support: Benefit = {
  title: 'Siap membantu kapan pun',
  body: `Layanan pelanggan seumur hidup: kirim email ke ${contact.email} dan kami membalas dalam ${units(contact.responseTime)}.`,
}

export const productBenefits: Translation<typeof en.productBenefits> = {
  sheet: [
    {
      title: 'Ter-grounding sepanjang malam',
      body: `Kontak kulit di bagian mana pun dari seprai sudah cukup untuk ${units(catalogue.sheetUseHours)} grounding selama Anda tidur.`,
    },
    safe,
    tester,
    {
      title: 'Awet',
      body: `Tetap konduktif selama ${life.sheets} jika dicuci dengan air dingin tanpa pelembut pakaian (alas kami: ${life.mats}).`,
    },
    freeShipping,
    easyReturns,
  ],
  mat: [
    {
      title: 'Ter-grounding di tempat Anda bersantai',
      body: 'Kontak kulit di bagian mana pun sudah cukup: kaki telanjang di meja kerja, tangan dan kaki saat berlatih, atau kaki di sofa.',
    },
    safe,
    tester,
    { title: 'Awet', body: `Tetap konduktif selama ${life.mats} cukup dengan dilap sesekali (seprai kami: ${life.sheets}).` },
    freeShipping,
    easyReturns,
  ],
  kit: [
    {
      title: 'Semua dalam satu kemasan',
      body: 'Sudah termasuk kabel, adaptor steker Tipe G, dan penguji arde: siap dipakai sejak malam pertama.',
    },
    { title: 'Lebih hemat daripada beli satuan', body: 'Harga paket lebih murah daripada membeli isinya satu per satu.' },
    safe,
    {
      title: 'Awet',
      body: `Seprai tetap konduktif selama ${life.sheets} dan alas selama ${life.mats} dengan perawatan sesuai label.`,
    },
    freeShipping,
    easyReturns,
  ],
  accessory: [
    { title: 'Dibuat untuk produk kami', body: 'Dirancang dan diuji dengan setiap seprai, alas, dan kabel earthing Groundwell.' },
    {
      title: 'Hanya pin arde',
      body: `Tidak ada produk kami yang menggunakan pin fase atau netral stopkontak Anda, dan setiap kabel earthing dilengkapi resistor pembatas arus ${catalogue.resistorOhms}.`,
    },
    {
      title: 'Agar semuanya tetap ter-grounding',
      body: `Seprai kami konduktif selama ${life.sheets} dan alas kami selama ${life.mats}; kabel, steker, dan pemeriksaan yang tepat menjaganya tetap terhubung sepanjang waktu itu.`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
  other: [
    safe,
    {
      title: 'Awet',
      body: `Seprai kami tetap konduktif selama ${life.sheets} dan alas kami selama ${life.mats} dengan perawatan sesuai label.`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
}

export const benefitsIn: Translation<typeof en.benefitsIn> = (type: ProductTypeKey, market: Market): Benefit[] =>
  productBenefits[type].map((benefit) => (benefit === freeShipping ? marketShippingCopy.benefit(market) : benefit))

export const shippingAndReturns: Translation<typeof en.shippingAndReturns> = [
  `Dikirim dari Singapura dalam ${units(shipping.processingDays)}; pesanan yang masuk sebelum pukul ${time(shipping.cutoff)} pada hari kerja diproses di hari yang sama.`,
  `Singapura: ${units(shipping.domesticDelivery)}, tarif tetap ${amountIn(defaultMarket, shipping.domesticFlatRate)} atau gratis untuk pesanan mulai ${amountIn(defaultMarket, shipping.domesticFreeThreshold)}.`,
  `Internasional: ${units(shipping.internationalDelivery)}, gratis ke ${joinList(shipping.internationalFreeThresholds.map((t) => `${countryName(t.country)} untuk pesanan mulai ${amountIn(t, t.amount)}`))}.`,
  `Kembalikan barang yang belum dibuka dalam ${returns.unopenedDays} hari; setiap produk bergaransi produksi ${returns.warrantyMonths} bulan.`,
]

import { defaultMarket, type Market } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import type * as en from '../../product-benefits'
import type { ProductTypeKey } from '../../product-page'
import type { Translation } from '../translation'
import { amountIn, marketShippingCopy } from './market-shipping'

type Benefit = { title: string; body: string }

/** The shop's English figures ('2-5 years', '24 hours on business days', '2:00 PM SGT') in Malay, their numbers as the rules give them. */
const ms = (value: string) =>
  value
    .replace(/\b(\d{1,2}):(\d\d) PM\b/g, '$1.$2 petang')
    .replace(/\b(\d{1,2}):(\d\d) AM\b/g, '$1.$2 pagi')
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')
    .replace(/\bdays?\b/g, 'hari')
    .replace(/\byears?\b/g, 'tahun')

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<string, string> = { Singapore: 'Singapura', 'United States': 'Amerika Syarikat' }
const country = (name: string) => countryNames[name] ?? name

const safe: Benefit = {
  title: 'Selamat dari segi reka bentuk',
  body: `Setiap kord pembumian dilengkapi perintang penghad arus ${catalogue.resistorOhms}, dan hanya pin bumi soket yang digunakan.`,
}
const tester: Benefit = {
  title: 'Penguji pembumian disertakan',
  body: 'Semak soket dinding anda sebelum kali pertama digunakan dengan penguji di dalam kotak.',
}
/** Singapore's; `benefitsIn` puts the page's market's in its place. */
const freeShipping: Benefit = marketShippingCopy.benefit(defaultMarket)
const easyReturns: Benefit = {
  title: 'Pemulangan mudah',
  body: `Pulangkan item yang belum dibuka dalam masa ${returns.unopenedDays} hari, dengan waranti pembuatan ${returns.warrantyMonths} bulan.`,
}
const life = { sheets: ms(catalogue.productLife.sheets), mats: ms(catalogue.productLife.mats) }
const support: Benefit = {
  title: 'Bantuan bila-bila anda perlukan',
  body: `Sokongan pelanggan seumur hidup: tulis kepada ${contact.email} dan kami membalas dalam masa ${ms(contact.responseTime)}.`,
}

export const productBenefits: Translation<typeof en.productBenefits> = {
  sheet: [
    {
      title: 'Dibumikan sepanjang malam',
      body: `Sentuhan kulit di mana-mana bahagian cadar sudah memadai untuk ${ms(catalogue.sheetUseHours)} grounding semasa anda tidur.`,
    },
    safe,
    tester,
    {
      title: 'Dibuat untuk tahan lama',
      body: `Kekal konduktif selama ${life.sheets} jika dibasuh dengan air sejuk tanpa pelembut fabrik (tikar kami: ${life.mats}).`,
    },
    freeShipping,
    easyReturns,
  ],
  mat: [
    {
      title: 'Dibumikan di tempat anda berehat',
      body: 'Sentuhan kulit di mana-mana bahagiannya sudah memadai: kaki tanpa alas di meja kerja, tangan dan kaki sepanjang latihan, kaki di atas sofa.',
    },
    safe,
    tester,
    { title: 'Dibuat untuk tahan lama', body: `Kekal konduktif selama ${life.mats} jika dilap sesekali (cadar kami: ${life.sheets}).` },
    freeShipping,
    easyReturns,
  ],
  kit: [
    {
      title: 'Semuanya dalam satu kotak',
      body: 'Kord, penyesuai palam Jenis G dan penguji pembumian disertakan: sedia digunakan pada malam pertama.',
    },
    { title: 'Lebih jimat daripada membeli satu per satu', body: 'Harga kit lebih rendah daripada harga setiap komponennya jika dibeli satu per satu.' },
    safe,
    {
      title: 'Dibuat untuk tahan lama',
      body: `Cadar kekal konduktif selama ${life.sheets} dan tikar selama ${life.mats} dengan penjagaan seperti pada label.`,
    },
    freeShipping,
    easyReturns,
  ],
  accessory: [
    { title: 'Dibuat untuk produk kami', body: 'Direka dan diuji dengan setiap cadar, tikar dan kord pembumian Groundwell.' },
    {
      title: 'Hanya pin bumi',
      body: `Tiada produk kami yang menggunakan pin hidup atau neutral soket anda, dan setiap kord pembumian dilengkapi perintang penghad arus ${catalogue.resistorOhms}.`,
    },
    {
      title: 'Memastikan susunan anda kekal dibumikan',
      body: `Cadar kami konduktif selama ${life.sheets} dan tikar kami selama ${life.mats}; kord, palam dan semakan yang betul memastikan semuanya kekal bersambung sepanjang tempoh itu.`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
  other: [
    safe,
    {
      title: 'Dibuat untuk tahan lama',
      body: `Cadar kami kekal konduktif selama ${life.sheets} dan tikar kami selama ${life.mats} dengan penjagaan seperti pada label.`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
}

/** A product type's benefits in a market: its shipping promise is that market's (shared/markets.ts). */
export const benefitsIn: Translation<typeof en.benefitsIn> = (type: ProductTypeKey, market: Market) =>
  productBenefits[type].map((benefit) => (benefit === freeShipping ? marketShippingCopy.benefit(market) : benefit))

export const shippingAndReturns: Translation<typeof en.shippingAndReturns> = [
  `Dihantar dari Singapura dalam ${ms(shipping.processingDays)}; pesanan yang dibuat sebelum ${ms(shipping.cutoff)} pada hari bekerja diproses pada hari yang sama.`,
  `Singapura: ${ms(shipping.domesticDelivery)}, kadar rata ${amountIn(defaultMarket, shipping.domesticFlatRate)} atau percuma untuk pesanan ${amountIn(defaultMarket, shipping.domesticFreeThreshold)} ke atas.`,
  `Antarabangsa: ${ms(shipping.internationalDelivery)}, percuma ke ${shipping.internationalFreeThresholds.map((t) => `${country(t.country)} untuk pesanan ${t.threshold} ke atas`).join(', ')}.`,
  `Pulangkan item yang belum dibuka dalam masa ${returns.unopenedDays} hari; setiap produk dilengkapi waranti pembuatan ${returns.warrantyMonths} bulan.`,
]

import { brand, cart, contact, currency, returns, shipping } from '#shared/shop'
import type * as en from '../../pages.server'
import type { Translation } from '../translation'
import { about } from './about'
import { claims } from './claims'
import { home } from './home'
import { breadcrumbCopy } from './layout'
import { errorCopy } from './shop'

export type { PageCopy, PageHeading } from '../../pages.server'
export { pageHeading, staticPaths } from '../../pages.server'

/** The shop's durations and hours in Indonesian words: `1–3 hari kerja`, `24 jam pada hari kerja`, `Senin–Jumat, 09.00–18.00 SGT`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')
const dayNames: Record<string, string> = { Mon: 'Senin', Tue: 'Selasa', Wed: 'Rabu', Thu: 'Kamis', Fri: 'Jumat', Sat: 'Sabtu', Sun: 'Minggu' }
const clock = (hour: string, half: string) => `${String((Number(hour) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}.00`
const hours = (s: string) =>
  s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/, (_, a: string, b: string) => `${dayNames[a]}–${dayNames[b]},`)
    .replace(/(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/, (_, h1: string, m1: string, h2: string, m2: string) => `${clock(h1, m1)}–${clock(h2, m2)}`)

export const homeDescriptionLead: Translation<typeof en.homeDescriptionLead> =
  `Tidur lebih nyenyak, bangun lebih berenergi. Seprai, alas & paket grounding didukung ${claims.studies} studi dan ${claims.customers} pelanggan.`

export const brandDescription: Translation<typeof en.brandDescription> =
  'Seprai, alas, paket, dan aksesori grounding (earthing) dari Singapura, dikirim ke seluruh Asia Tenggara dan dunia.'

export const pages: Translation<typeof en.pages> = {
  home: {
    path: '/',
    title: `${brand.name} | Seprai, Alas & Paket Grounding di Singapura`,
    description: `${homeDescriptionLead} Gratis ongkir domestik di atas ${currency.code} ${cart.freeShippingThreshold}.`,
    heading: home.hero.heading,
    crumb: breadcrumbCopy.home,
  },
  aboutGrounding: {
    path: '/about-grounding',
    title: `Apa Itu Grounding? Manfaat & Sainsnya | ${brand.name}`,
    description: `Cara kerja grounding (earthing), temuan ${claims.studies} studi tentang tidur, nyeri, dan sirkulasi, serta cara grounding di dalam ruangan dengan seprai dan alas.`,
    heading: about.hero.heading,
    crumb: 'Tentang Grounding',
    article: { section: 'Sains', tags: ['grounding', 'earthing', 'tidur', 'penelitian'] },
  },
  faq: {
    path: '/faq',
    title: `FAQ Grounding: Jawaban atas Pertanyaan Anda | ${brand.name}`,
    description: 'Jawaban seputar grounding, keamanan, pemasangan, pemakaian sehari-hari, dan sains di balik seprai, alas, serta aksesori kami.',
    heading: 'Pertanyaan yang Sering Diajukan',
    crumb: 'FAQ',
    intro: 'Semua yang ingin Anda ketahui tentang grounding, produk kami, dan pesanan Anda.',
    article: { section: 'Bantuan', tags: ['grounding', 'FAQ'] },
  },
  contact: {
    path: '/contact',
    title: `Hubungi Kami | ${brand.name}`,
    description: `Tanya soal grounding atau pesanan? Hubungi ${contact.email} atau ${contact.phone} (${hours(contact.phoneHours)}). Dibalas dalam ${units(contact.responseTime)}.`,
    heading: 'Hubungi Kami',
    crumb: 'Kontak',
    intro: `Kami membalas dalam ${units(contact.responseTime)}.`,
  },
  testimonials: {
    path: '/testimonials',
    title: `Ulasan & Cerita Pelanggan | ${brand.name}`,
    description: `Rating ${claims.ratingText} dari ${claims.reviewCountText}+ ulasan. Cerita nyata pelanggan yang tidur lebih nyenyak, nyeri berkurang, dan lebih berenergi.`,
    heading: 'Cerita dan Ulasan Pelanggan',
    crumb: 'Testimoni',
    article: { section: 'Ulasan', tags: ['ulasan', 'testimoni'] },
  },
  shippingPolicy: {
    path: '/shipping-policy',
    title: `Kebijakan Pengiriman | ${brand.name}`,
    description: `Pengiriman di Singapura dalam ${units(shipping.domesticDelivery)}, gratis di atas $${shipping.domesticFreeThreshold}. Pengiriman internasional dalam ${units(shipping.internationalDelivery)}.`,
    heading: 'Kebijakan Pengiriman',
    crumb: 'Kebijakan Pengiriman',
    intro: `Pengiriman terlacak ke seluruh Singapura dalam ${units(shipping.domesticDelivery)}, dan ke seluruh dunia dalam ${units(shipping.internationalDelivery)}.`,
    article: { section: 'Kebijakan', tags: ['pengiriman', 'pengantaran'] },
  },
  returnPolicy: {
    path: '/return-policy',
    title: `Kebijakan Pengembalian & Garansi | ${brand.name}`,
    description: `Cara kerja pengembalian barang, pengembalian dana, dan garansi produksi ${returns.warrantyMonths} bulan kami, langkah demi langkah.`,
    heading: 'Kebijakan Pengembalian',
    crumb: 'Kebijakan Pengembalian',
    intro: `Kembalikan barang yang belum dibuka dalam ${returns.unopenedDays} hari, dan setiap produk dilindungi garansi produksi ${returns.warrantyMonths} bulan.`,
    article: { section: 'Kebijakan', tags: ['pengembalian', 'pengembalian dana', 'garansi'] },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: `Kebijakan Privasi | ${brand.name}`,
    description: 'Informasi apa yang dikumpulkan toko kami, untuk apa, siapa yang memprosesnya, dan pilihan yang Anda miliki.',
    heading: 'Kebijakan Privasi',
    crumb: 'Kebijakan Privasi',
    article: { section: 'Kebijakan', tags: ['privasi'] },
  },
  limitedOffers: {
    path: '/limited-offers',
    title: `Penawaran Terbatas Produk Grounding | ${brand.name}`,
    description: `Belanja semua produk grounding kami: seprai, alas, paket, dan aksesori, dengan gratis ongkir domestik di atas $${cart.freeShippingThreshold}.`,
    heading: 'Penawaran Terbatas',
    crumb: 'Penawaran Terbatas',
    intro: `Semua produk kami dalam satu tempat, dengan gratis ongkir domestik untuk pesanan di atas $${cart.freeShippingThreshold}.`,
  },
  sleepProducts: {
    path: '/sleep-products',
    title: `Seprai Grounding & Topper Kasur | ${brand.name}`,
    description: 'Seprai datar, seprai pas, dan topper kasur grounding untuk tidur yang ter-grounding, setiap malam.',
    heading: 'Seprai Grounding',
    crumb: 'Seprai Grounding',
    intro: 'Tidur ter-grounding: seprai dan topper yang menghubungkan Anda dengan bumi saat Anda beristirahat.',
  },
  matsProducts: {
    path: '/mats-products',
    title: `Alas Grounding untuk Meja, Lantai & Yoga | ${brand.name}`,
    description: 'Alas grounding untuk meja kerja, lantai, dan latihan yoga Anda.',
    heading: 'Alas Grounding',
    crumb: 'Alas Grounding',
    intro: 'Tetap ter-grounding saat bekerja, bersantai, atau berlatih.',
  },
  shopAll: {
    path: '/shop-all',
    title: `Semua Produk Grounding | ${brand.name}`,
    description: 'Semua seprai, alas, paket, dan aksesori grounding yang kami jual, dalam satu tempat.',
    heading: 'Semua Produk',
    crumb: 'Semua Produk',
    intro: 'Semua produk grounding buatan kami, dalam satu tempat.',
  },
  accessories: {
    path: '/accessories',
    title: `Aksesori Grounding: Kabel, Adaptor & Penguji | ${brand.name}`,
    description: 'Kabel grounding pengganti, adaptor steker, dan penguji stopkontak untuk produk grounding Anda.',
    heading: 'Aksesori',
    crumb: 'Aksesori',
    intro: 'Kabel, adaptor, dan penguji untuk memasang dan memeriksa produk grounding Anda.',
  },
  notFound: {
    path: '',
    title: errorCopy.notFoundTitle,
    description: 'Halaman yang Anda cari tidak ada.',
    heading: errorCopy.notFoundHeading,
    crumb: 'Halaman tidak ditemukan',
  },
}

import { shipping } from '#shared/shop'
import type * as en from '../../catalogue'
import type { Translation } from '../translation'
import { cardCopy, gridCopy } from './product-cards'
import { message } from '#shared/message'

export { priceCopy, storeNoticeCopy } from './product-cards'

/** Listing rules, matched against the store's English titles: not copy. */
export { accessoryTitleWords, listingTitles } from '../../catalogue'
export type { AccessoryCategory } from '../../catalogue'

/** The keywords stay English: they are matched against the store's own product titles. */
export const accessoryCategories: Translation<typeof en.accessoryCategories> = [
  {
    id: 'cords-adapters',
    title: 'Kord & Penyesuai',
    description: 'Kord pembumian, kord sambungan dan penyesuai palam untuk sampai ke soket anda.',
    keywords: ['cord', 'cable', 'connection', 'adapter', 'plug', 'converter'],
    exactMatch: false,
  },
  {
    id: 'outlet-testers',
    title: 'Penguji Soket',
    description: 'Pastikan pembumian soket dinding anda bersambung.',
    keywords: ['Conductivity Tester Pen'],
    exactMatch: true,
  },
  {
    id: 'other-accessories',
    title: 'Aksesori Lain',
    description: 'Pastikan cadar atau tikar anda mengalirkan arus dari hujung ke hujung.',
    keywords: ['Conductivity Tester'],
    exactMatch: true,
  },
]

/** Shop All as a crumb between Home and a listing or a product: the page's trail and its BreadcrumbList both. */
const shopCrumb = { label: 'Kedai', to: '/shop-all' }

export const listingCopy: Translation<typeof en.listingCopy> = {
  shopCrumb,
  categoriesLabel: 'Kategori',
  resultsFor: message('Hasil carian untuk {q}'),
  ...gridCopy,
  ...cardCopy,
  activeFilter: 'Penapis Aktif',
  filterHeading: 'Beli mengikut kategori',
  productsHeading: 'Produk',
  clearFilter: 'Tunjuk semua aksesori',
  searchResults: message('{count, number} hasil untuk “{query}”'),
  clearSearch: 'Kosongkan carian',
  searching: message('Mencari “{q}”'),
  count: message('{more, select, yes {{count, number}+ produk} other {{count, number} produk}}'),
  sortLabel: 'Susun mengikut',
  sortApply: 'Susun',
  relevance: 'Paling berkaitan',
  sortNames: {
    featured: 'Pilihan',
    'best-selling': 'Paling laris',
    'price-asc': 'Harga, rendah ke tinggi',
    'price-desc': 'Harga, tinggi ke rendah',
    newest: 'Terbaharu',
  },
  pagesLabel: 'Halaman',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman seterusnya',
  limitedOffersBanner: {
    eyebrow: 'Tawaran terhad',
    heading: 'Jimat untuk kit permulaan selagi stok masih ada',
    body: 'Setiap kit menggabungkan cadar atau tikar dengan kord, penyesuai palam dan penguji pembumian, pada harga lebih rendah daripada membelinya satu per satu.',
  },
}

/** The shop's English durations ('1-2 business days') in Malay, their figures as the rules give them. */
const inMalay = (value: string) =>
  value
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bdays?\b/g, 'hari')
    .replace(/\bhours?\b/g, 'jam')

export const productCopy: Translation<typeof en.productCopy> = {
  shopCrumb,
  notFound: 'Produk tidak ditemui',
  notFoundBody: 'Produk ini mungkin sudah habis dijual untuk selamanya atau telah dipindahkan. Lihat produk lain di kedai kami.',
  returnToShop: 'Kembali ke Kedai',
  selectVariant: 'Pilih Varian',
  addToCart: 'Tambah ke Troli',
  outOfStock: 'Kehabisan Stok',
  inStock: `Ada stok, dihantar dalam ${inMalay(shipping.processingDays)}`,
  soldOut: 'Habis dijual',
  notOffered: 'Tidak ditawarkan',
  imageOf: message('Tunjuk imej {n} daripada {total}'),
  featuresHeading: 'Kenapa anda pasti suka',
  learnMoreHeading: 'Ketahui Lebih Lanjut',
  learnMore: [
    { label: 'Sains di sebalik grounding', to: '/about-grounding' },
    { label: 'Kisah pelanggan', to: '/testimonials' },
    { label: 'Soalan dan jawapan', to: '/faq' },
  ],
}

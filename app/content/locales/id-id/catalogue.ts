import { shipping } from '#shared/shop'
import type * as en from '../../catalogue'
import type { Translation } from '../translation'
import { cardCopy, gridCopy } from './product-cards'
import { message } from '#shared/message'

export { priceCopy, storeNoticeCopy } from './product-cards'

/** Matched against the store's product titles: logic, not copy. */
export { accessoryTitleWords, listingTitles } from '../../catalogue'
export type { AccessoryCategory } from '../../catalogue'

export const accessoryCategories: Translation<typeof en.accessoryCategories> = [
  {
    id: 'cords-adapters',
    title: 'Kabel & Adaptor',
    description: 'Kabel earthing, kabel perpanjangan, dan adaptor steker agar sampai ke stopkontak Anda.',
    // Matched against the store's titles, as in English.
    keywords: ['cord', 'cable', 'connection', 'adapter', 'plug', 'converter'],
    exactMatch: false,
  },
  {
    id: 'outlet-testers',
    title: 'Penguji Stopkontak',
    description: 'Pastikan arde stopkontak Anda terhubung.',
    keywords: ['Conductivity Tester Pen'],
    exactMatch: true,
  },
  {
    id: 'other-accessories',
    title: 'Aksesori Lainnya',
    description: 'Pastikan seprai atau alas Anda menghantarkan listrik dari ujung ke ujung.',
    keywords: ['Conductivity Tester'],
    exactMatch: true,
  },
]

const shopCrumb = { label: 'Belanja', to: '/shop-all' }

export const listingCopy: Translation<typeof en.listingCopy> = {
  shopCrumb,
  categoriesLabel: 'Kategori',
  resultsFor: message('Hasil untuk {q}'),
  ...gridCopy,
  ...cardCopy,
  activeFilter: 'Filter Aktif',
  filterHeading: 'Belanja per kategori',
  productsHeading: 'Produk',
  clearFilter: 'Tampilkan semua aksesori',
  searchResults: message('{count, number} hasil untuk “{query}”'),
  clearSearch: 'Hapus pencarian',
  searching: message('Mencari “{q}”'),
  count: message('{more, select, yes {{count, number}+ produk} other {{count, number} produk}}'),
  sortLabel: 'Urutkan',
  sortApply: 'Urutkan',
  relevance: 'Paling relevan',
  sortNames: {
    featured: 'Unggulan',
    'best-selling': 'Terlaris',
    'price-asc': 'Harga terendah',
    'price-desc': 'Harga tertinggi',
    newest: 'Terbaru',
  },
  pagesLabel: 'Halaman',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman berikutnya',
  limitedOffersBanner: {
    eyebrow: 'Penawaran terbatas',
    heading: 'Hemat untuk paket pemula, selama persediaan masih ada',
    body: 'Setiap paket berisi seprai atau alas beserta kabel, adaptor steker, dan penguji arde, dengan harga lebih hemat daripada membeli satu per satu.',
  },
}

export const productCopy: Translation<typeof en.productCopy> = {
  shopCrumb,
  notFound: 'Produk tidak ditemukan',
  notFoundBody: 'Produk ini mungkin sudah habis permanen atau dipindahkan. Silakan lihat produk lain di toko kami.',
  returnToShop: 'Kembali ke Toko',
  selectVariant: 'Pilih Varian',
  addToCart: 'Tambah ke Keranjang',
  outOfStock: 'Stok Habis',
  inStock: `Tersedia, dikirim dalam ${shipping.processingDays.replace(/business days?/, 'hari kerja').replace(/days?/, 'hari')}`,
  soldOut: 'Habis',
  notOffered: 'Tidak tersedia',
  imageOf: message('Tampilkan gambar {n} dari {total}'),
  featuresHeading: 'Kenapa Anda akan menyukainya',
  learnMoreHeading: 'Pelajari Lebih Lanjut',
  learnMore: [
    { label: 'Sains di balik grounding', to: '/about-grounding' },
    { label: 'Cerita pelanggan', to: '/testimonials' },
    { label: 'Tanya jawab', to: '/faq' },
  ],
}

import type * as en from '../../navigation'
import type { Translation } from '../translation'

export const shopLinks: Translation<typeof en.shopLinks> = [
  { label: 'Tawaran Terhad', to: '/limited-offers', description: 'Tawaran musim ini untuk semua produk' },
  { label: 'Cadar Grounding', to: '/sleep-products', description: 'Cadar dan topper untuk tidur sambil grounding' },
  { label: 'Tikar Grounding', to: '/mats-products', description: 'Tikar untuk meja, lantai dan yoga' },
  { label: 'Aksesori', to: '/accessories', description: 'Kord, penyesuai dan penguji' },
  { label: 'Semua Produk', to: '/shop-all', description: 'Semua produk di satu tempat' },
]

export const learnLinks: Translation<typeof en.learnLinks> = [
  { label: 'Tentang Grounding', to: '/about-grounding', description: 'Manfaat dan sainsnya' },
  { label: 'Testimoni', to: '/testimonials', description: 'Kisah dan ulasan daripada pelanggan' },
  { label: 'FAQ', to: '/faq', description: 'Jawapan kepada soalan biasa' },
]

export const supportLinks: Translation<typeof en.supportLinks> = [
  { label: 'Hubungi Kami', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Dasar Penghantaran', to: '/shipping-policy' },
  { label: 'Dasar Pemulangan', to: '/return-policy' },
  { label: 'Dasar Privasi', to: '/privacy-policy' },
]

/** Each entry once: the FAQ is listed under Learn, so Support leaves it out. */
export const mainMenu: Translation<typeof en.mainMenu> = [
  { label: 'Kedai', links: shopLinks },
  { label: 'Ketahui', links: learnLinks },
  { label: 'Bantuan', links: supportLinks.filter((link) => !learnLinks.some((l) => l.to === link.to)) },
]

export const footerGroups: Translation<typeof en.footerGroups> = [
  { label: 'Kedai', links: shopLinks },
  // The FAQ is listed once, under Support.
  { label: 'Ketahui', links: [{ label: 'Laman Utama', to: '/' }, ...learnLinks.filter((link) => !supportLinks.some((s) => s.to === link.to))] },
  { label: 'Bantuan', links: supportLinks },
]

export { paymentMethods } from '../../navigation'

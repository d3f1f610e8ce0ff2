import type * as en from '../../navigation'
import type { Translation } from '../translation'

export type { NavGroup, NavLink } from '../../navigation'

export const shopLinks: Translation<typeof en.shopLinks> = [
  { label: 'Penawaran Terbatas', to: '/limited-offers', description: 'Penawaran musim ini untuk semua produk' },
  { label: 'Seprai Grounding', to: '/sleep-products', description: 'Seprai dan topper untuk tidur yang ter-grounding' },
  { label: 'Alas Grounding', to: '/mats-products', description: 'Alas untuk meja kerja, lantai, dan yoga' },
  { label: 'Aksesori', to: '/accessories', description: 'Kabel, adaptor, dan penguji' },
  { label: 'Semua Produk', to: '/shop-all', description: 'Semua produk dalam satu tempat' },
]

export const learnLinks: Translation<typeof en.learnLinks> = [
  { label: 'Tentang Grounding', to: '/about-grounding', description: 'Manfaat dan sainsnya' },
  { label: 'Testimoni', to: '/testimonials', description: 'Cerita dan ulasan pelanggan' },
  { label: 'FAQ', to: '/faq', description: 'Jawaban atas pertanyaan umum' },
]

export const supportLinks: Translation<typeof en.supportLinks> = [
  { label: 'Hubungi Kami', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Kebijakan Pengiriman', to: '/shipping-policy' },
  { label: 'Kebijakan Pengembalian', to: '/return-policy' },
  { label: 'Kebijakan Privasi', to: '/privacy-policy' },
]

/** Each entry once: the FAQ is listed under Learn, so Support leaves it out. */
export const mainMenu: Translation<typeof en.mainMenu> = [
  { label: 'Belanja', links: shopLinks },
  { label: 'Pelajari', links: learnLinks },
  { label: 'Bantuan', links: supportLinks.filter((link) => !learnLinks.some((l) => l.to === link.to)) },
]

export const footerGroups: Translation<typeof en.footerGroups> = [
  { label: 'Belanja', links: shopLinks },
  // The FAQ is listed once, under Support.
  {
    label: 'Pelajari',
    links: [{ label: 'Beranda', to: '/' }, ...learnLinks.filter((link) => !supportLinks.some((s) => s.to === link.to))],
  },
  { label: 'Bantuan', links: supportLinks },
]

export { paymentMethods } from '../../navigation'

import { brand } from '#shared/identity'
import type * as en from '../../layout'
import type { Translation } from '../translation'
import { message } from '#shared/message'

/** The home page's name: the phone menu's first link and the breadcrumbs' first item. */
const home = 'Laman Utama'

export const skipLinkCopy: Translation<typeof en.skipLinkCopy> = 'Langkau ke kandungan'

export const headerCopy: Translation<typeof en.headerCopy> = {
  shopNow: 'Beli Sekarang',
  shopNowShort: 'Beli',
  logo: `Laman utama ${brand.name}`,
}

export const menuCopy: Translation<typeof en.menuCopy> = {
  main: 'Utama',
  mobile: 'Mudah alih',
  open: 'Buka menu',
  close: 'Tutup menu',
  description: 'Navigasi laman',
  home,
}

export const breadcrumbCopy: Translation<typeof en.breadcrumbCopy> = {
  label: 'Jejak navigasi',
  home,
}

export const footerCopy: Translation<typeof en.footerCopy> = {
  about: 'Cadar, tikar dan kit grounding yang direka di Singapura untuk membantu anda kembali berhubung dengan bumi, walaupun di dalam rumah.',
  contactHeading: 'Hubungi',
  group: message('{label} (kaki halaman)'),
  paymentsHeading: 'Kami terima',
  paymentMethods: 'Kaedah pembayaran',
  // The legal name may end in its own full stop ('Pte. Ltd.'): never two.
  rights: message(`© {year} ${brand.legalName.replace(/\.$/, '')}. Hak cipta terpelihara.`),
}

export const backToTopCopy: Translation<typeof en.backToTopCopy> = 'Kembali ke Atas'

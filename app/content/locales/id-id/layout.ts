import { brand } from '#shared/identity'
import type * as en from '../../layout'
import type { Translation } from '../translation'
import { message } from '#shared/message'

const home = 'Beranda'

export const skipLinkCopy: Translation<typeof en.skipLinkCopy> = 'Langsung ke konten'

export const headerCopy: Translation<typeof en.headerCopy> = {
  shopNow: 'Belanja Sekarang',
  shopNowShort: 'Belanja',
  logo: `Beranda ${brand.name}`,
}

export const menuCopy: Translation<typeof en.menuCopy> = {
  main: 'Utama',
  mobile: 'Seluler',
  open: 'Buka menu',
  close: 'Tutup menu',
  description: 'Navigasi situs',
  home,
}

export const breadcrumbCopy: Translation<typeof en.breadcrumbCopy> = {
  label: 'Breadcrumb',
  home,
}

export const footerCopy: Translation<typeof en.footerCopy> = {
  about: 'Seprai, alas, dan paket grounding yang dirancang di Singapura untuk membantu Anda kembali terhubung dengan bumi, di dalam rumah.',
  contactHeading: 'Kontak',
  group: message('{label} (bagian bawah halaman)'),
  paymentsHeading: 'Kami menerima',
  paymentMethods: 'Metode pembayaran',
  rights: message(`© {year} ${brand.legalName.replace(/\.$/, '')}. Hak cipta dilindungi undang-undang.`),
}

export const backToTopCopy: Translation<typeof en.backToTopCopy> = 'Kembali ke Atas'

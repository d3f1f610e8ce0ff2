import type * as en from '../../cookie-preferences'
import type { Translation } from '../translation'

export const cookiePreferencesCopy: Translation<typeof en.cookiePreferencesCopy> = {
  pageTitle: 'Tetapan kuki',
  pageDescription: 'Pilih kuki yang boleh digunakan oleh kedai: analitik, pemasaran, keutamaan dan penjualan data.',
  heading: 'Tetapan kuki',
  intro:
    'Kedai ini sentiasa menggunakan kuki yang diperlukan untuk berfungsi (troli dan negara anda). Pilih apa lagi yang dibenarkan; anda boleh mengubahnya pada bila-bila masa melalui pautan di bahagian bawah setiap halaman.',
  necessary: { label: 'Benar-benar perlu', description: 'Troli anda, negara anda dan pilihan ini. Sentiasa aktif.' },
  purposes: {
    analytics: {
      label: 'Analitik',
      description: 'Halaman dan produk yang dilihat serta apa yang ditambah ke troli, untuk menambah baik kedai.',
    },
    marketing: { label: 'Pemasaran', description: 'Mengukur dan memperibadikan tawaran serta pengiklanan kami.' },
    preferences: { label: 'Keutamaan', description: 'Mengingati pilihan anda supaya lawatan seterusnya lebih mudah.' },
    saleOfData: {
      label: 'Penjualan atau perkongsian data',
      description: 'Berkongsi data dengan rakan pengiklanan, yang dikira sebagai penjualan oleh sesetengah undang-undang.',
    },
  },
  gpc: 'Pelayar anda menghantar isyarat Global Privacy Control: pemasaran dan penjualan atau perkongsian data anda kekal dimatikan.',
  save: 'Simpan tetapan',
  saved: 'Tetapan anda telah disimpan.',
  privacyLink: 'Cara kami menggunakan data anda: Dasar Privasi',
}

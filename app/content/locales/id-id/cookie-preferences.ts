import type * as en from '../../cookie-preferences'
import type { Translation } from '../translation'

export const cookiePreferencesCopy: Translation<typeof en.cookiePreferencesCopy> = {
  pageTitle: 'Preferensi cookie',
  pageDescription: 'Pilih cookie yang boleh digunakan toko ini: analitik, pemasaran, preferensi, dan penjualan data.',
  heading: 'Preferensi cookie',
  intro:
    'Toko ini selalu menggunakan cookie yang diperlukan agar dapat berfungsi (keranjang dan negara Anda). Pilih apa lagi yang boleh dilakukannya; Anda dapat mengubahnya kapan saja melalui tautan di bagian bawah setiap halaman.',
  necessary: { label: 'Sangat diperlukan', description: 'Keranjang Anda, negara Anda, dan pilihan ini. Selalu aktif.' },
  purposes: {
    analytics: {
      label: 'Analitik',
      description: 'Halaman dan produk yang dilihat serta apa yang ditambahkan ke keranjang, untuk meningkatkan toko.',
    },
    marketing: { label: 'Pemasaran', description: 'Mengukur dan menyesuaikan penawaran serta iklan kami.' },
    preferences: { label: 'Preferensi', description: 'Mengingat pilihan Anda agar kunjungan berikutnya lebih mudah.' },
    saleOfData: {
      label: 'Penjualan atau pembagian data',
      description: 'Membagikan data kepada mitra periklanan, yang oleh sebagian hukum dianggap sebagai penjualan.',
    },
  },
  gpc: 'Browser Anda mengirim sinyal Global Privacy Control: pemasaran serta penjualan atau pembagian data Anda tetap nonaktif.',
  save: 'Simpan preferensi',
  saved: 'Preferensi Anda telah disimpan.',
  privacyLink: 'Cara kami menggunakan data Anda: Kebijakan Privasi',
}

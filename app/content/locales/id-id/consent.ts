import type * as en from '../../consent'
import type { Translation } from '../translation'

export const consentCopy: Translation<typeof en.consentCopy> = {
  bannerLabel: 'Pilihan cookie',
  banner:
    'Kami menggunakan cookie untuk memahami cara toko ini digunakan dan menampilkan penawaran yang relevan bagi Anda. Pilih Terima untuk mengizinkan, Tolak untuk menolak, atau atur sendiri di preferensi.',
  accept: 'Terima',
  decline: 'Tolak',
  preferences: 'Preferensi',
  footerLink: 'Preferensi cookie',
}

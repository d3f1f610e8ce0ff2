import type * as en from '../../consent'
import type { Translation } from '../translation'

export const consentCopy: Translation<typeof en.consentCopy> = {
  bannerLabel: 'Pilihan kuki',
  banner:
    'Kami menggunakan kuki untuk melihat cara kedai ini digunakan dan untuk menunjukkan tawaran yang berkaitan kepada anda. Terima untuk membenarkannya, tolak untuk menolaknya, atau buat pilihan dalam tetapan anda.',
  accept: 'Terima',
  decline: 'Tolak',
  preferences: 'Tetapan',
  footerLink: 'Tetapan kuki',
}

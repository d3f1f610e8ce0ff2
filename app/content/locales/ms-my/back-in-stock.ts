import type * as en from '../../back-in-stock'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { newsletterCopy } from './newsletter'

export const backInStockCopy: Translation<typeof en.backInStockCopy> = {
  heading: 'E-melkan saya apabila stok kembali',
  body: message('{option} telah habis dijual. Tinggalkan e-mel anda dan kami akan memaklumkan sekali sahaja, apabila stok kembali.'),
  soldOut: 'Habis dijual buat masa ini. Tinggalkan e-mel anda dan kami akan memaklumkan sekali sahaja, apabila stok kembali.',
  emailLabel: 'Alamat e-mel',
  placeholder: 'Masukkan e-mel anda',
  submit: 'Maklumkan saya',
  submitting: 'Menghantar...',
  consent:
    'Kami menggunakan alamat anda hanya untuk memaklumkan bahawa item ini kembali, sekali sahaja; kemudian permintaan itu kami padamkan. Tiada buletin melainkan anda melanggannya.',
  privacyLink: { label: 'Dasar Privasi', to: '/privacy-policy' },
  outcomes: {
    success: {
      title: 'Anda dalam senarai',
      description: message('Kami akan e-mel {email} sekali sahaja, apabila stok kembali.'),
    },
    invalid: { title: 'E-mel Tidak Sah' },
    forSale: 'Berita baik: pilihan ini boleh dibeli semula. Tambahkannya ke troli anda di atas.',
    unknown: 'Pilih pilihan produk yang telah habis dijual.',
    failed: { title: 'Permintaan Gagal' },
    error: { title: 'Ralat', description: 'Kami tidak dapat menyimpan permintaan anda. Sila cuba lagi nanti.' },
  },
  /** The e-mail field's messages: the newsletter's, the same field's. */
  errors: newsletterCopy.errors,
  page: {
    title: 'Stok kembali',
    back: 'Kembali ke produk',
  },
}

import type * as en from '../../back-in-stock'
import type { Translation } from '../translation'
import { message } from '#shared/message'
import { newsletterCopy } from './newsletter'

export const backInStockCopy: Translation<typeof en.backInStockCopy> = {
  heading: 'Kabari saya saat tersedia kembali',
  body: message('{option} sedang habis. Tinggalkan e-mail Anda dan kami akan mengabari sekali saja, saat stoknya tersedia kembali.'),
  soldOut: 'Sedang habis. Tinggalkan e-mail Anda dan kami akan mengabari sekali saja, saat stoknya tersedia kembali.',
  emailLabel: 'Alamat email',
  placeholder: 'Masukkan email Anda',
  submit: 'Kabari saya',
  submitting: 'Mengirim...',
  consent:
    'Alamat Anda hanya kami gunakan untuk memberi tahu sekali bahwa barang ini tersedia kembali; setelah itu permintaan Anda kami hapus. Tidak ada buletin kecuali Anda mendaftar sendiri.',
  privacyLink: { label: 'Kebijakan Privasi', to: '/privacy-policy' },
  outcomes: {
    success: {
      title: 'Anda sudah terdaftar',
      description: message('Kami akan mengirim e-mail sekali ke {email}, saat stoknya tersedia kembali.'),
    },
    invalid: { title: 'Email Tidak Valid' },
    forSale: 'Kabar baik: opsi ini sudah dijual kembali. Tambahkan ke keranjang di atas.',
    unknown: 'Pilih opsi produk yang sedang habis.',
    failed: { title: 'Permintaan Gagal' },
    error: { title: 'Terjadi Kesalahan', description: 'Permintaan Anda gagal disimpan. Silakan coba lagi nanti.' },
  },
  /** The e-mail field's messages: the newsletter's, the same field's. */
  errors: newsletterCopy.errors,
  page: {
    title: 'Tersedia kembali',
    back: 'Kembali ke produk',
  },
}

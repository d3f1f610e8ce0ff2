import { newsletter } from '#shared/shop'
import type * as en from '../../newsletter'
import type { Translation } from '../translation'

const pct = `${newsletter.discountPercent}%`

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  eyebrow: 'Buletin',
  heading: `Diskon ${pct} untuk Pesanan Pertama Anda`,
  body: `Berlangganan untuk mendapatkan tips grounding, kabar produk baru, dan penawaran khusus pelanggan, lalu kami kirimkan kode diskon ${pct} ke e-mail Anda.`,
  emailLabel: 'Alamat email',
  placeholder: 'Masukkan email Anda',
  submit: 'Berlangganan',
  submitting: 'Mendaftarkan...',
  note: 'Satu kode diskon per alamat, dikirim ke kotak masuk Anda.',
  outcomes: {
    success: {
      title: 'Berhasil Berlangganan!',
      description: `Terima kasih telah berlangganan buletin kami. Pantau kotak masuk Anda untuk tips grounding eksklusif dan kode diskon ${pct} Anda.`,
    },
    invalid: { title: 'Email Tidak Valid' },
    failed: { title: 'Gagal Berlangganan' },
    error: { title: 'Terjadi Kesalahan', description: 'Gagal berlangganan. Silakan coba lagi nanti.' },
  },
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts). */
  errors: { invalid: 'Alamat email tidak valid', tooLong: 'Email terlalu panjang' },
  page: {
    title: 'Buletin',
    heading: 'Buletin',
    back: 'Lanjut belanja',
  },
}

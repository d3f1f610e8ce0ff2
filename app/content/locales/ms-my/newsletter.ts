import { newsletter } from '#shared/shop'
import type * as en from '../../newsletter'
import type { Translation } from '../translation'

const pct = `${newsletter.discountPercent}%`

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  eyebrow: 'Buletin',
  heading: `Dapatkan Diskaun ${pct} untuk Pesanan Pertama Anda`,
  body: `Langgan untuk petua grounding, produk baharu dan tawaran khas ahli, dan kami akan e-melkan kod diskaun ${pct} kepada anda.`,
  emailLabel: 'Alamat e-mel',
  placeholder: 'Masukkan e-mel anda',
  submit: 'Langgan',
  submitting: 'Melanggan...',
  note: 'Satu kod diskaun bagi setiap alamat, dihantar ke peti masuk anda.',
  outcomes: {
    success: {
      title: 'Berjaya Dilanggan!',
      description: `Terima kasih kerana melanggan buletin kami. Nantikan petua grounding eksklusif dan kod diskaun ${pct} anda dalam peti masuk.`,
    },
    invalid: { title: 'E-mel Tidak Sah' },
    failed: { title: 'Langganan Gagal' },
    error: { title: 'Ralat', description: 'Langganan tidak berjaya. Sila cuba lagi nanti.' },
  },
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts). */
  errors: { invalid: 'Alamat e-mel tidak sah', tooLong: 'E-mel terlalu panjang' },
  page: {
    title: 'Buletin',
    heading: 'Buletin',
    back: 'Teruskan melayari',
  },
}

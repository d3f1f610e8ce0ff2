import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: 'Pembelian terverifikasi',
  photosLabel: message('Foto dari {name}'),
  photoAlt: message('Foto {n} dari {of} oleh {name} (buka ukuran penuh)'),
  response: `Tanggapan dari ${brand.name}`,
  /** A review's benefit (its filter value) in words. */
  benefits: { Sleep: 'Tidur', 'Pain Relief': 'Pereda Nyeri', Energy: 'Energi', Recovery: 'Pemulihan' },
}

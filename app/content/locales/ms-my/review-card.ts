import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: 'Pembelian disahkan',
  photosLabel: message('Foto daripada {name}'),
  photoAlt: message('Foto {n} daripada {of} oleh {name} (buka saiz penuh)'),
  response: `Maklum balas daripada ${brand.name}`,
  /** A review's benefit (its filter value) in words. */
  benefits: { Sleep: 'Tidur', 'Pain Relief': 'Lega Sakit', Energy: 'Tenaga', Recovery: 'Pemulihan' },
}

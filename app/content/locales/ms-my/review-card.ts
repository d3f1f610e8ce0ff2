import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: 'Pembelian disahkan',
  photosLabel: (name: string) => `Foto daripada ${name}`,
  photoAlt: (name: string, n: number, of: number) => `Foto ${n} daripada ${of} oleh ${name} (buka saiz penuh)`,
  response: `Maklum balas daripada ${brand.name}`,
}

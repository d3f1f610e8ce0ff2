import { brand } from '#shared/identity'
import type * as en from '../../review-card'
import type { Translation } from '../translation'

export const reviewCardCopy: Translation<typeof en.reviewCardCopy> = {
  verified: 'Pembelian terverifikasi',
  photosLabel: (name: string) => `Foto dari ${name}`,
  photoAlt: (name: string, n: number, of: number) => `Foto ${n} dari ${of} oleh ${name} (buka ukuran penuh)`,
  response: `Tanggapan dari ${brand.name}`,
}

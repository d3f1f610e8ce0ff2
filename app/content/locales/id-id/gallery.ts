import type * as en from '../../gallery'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: 'Galeri produk',
  carouselRole: 'korsel',
  slideRole: 'slide',
  label: 'Gambar produk',
  slide: message('Gambar {n} dari {total}'),
  zoom: message('Perbesar gambar {n} dari {total}'),
  zoomDialog: 'Gambar produk diperbesar',
  close: 'Tutup zoom',
  previous: 'Gambar sebelumnya',
  next: 'Gambar berikutnya',
}

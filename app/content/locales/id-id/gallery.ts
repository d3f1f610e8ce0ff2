import type * as en from '../../gallery'
import type { Translation } from '../translation'

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: 'Galeri produk',
  carouselRole: 'korsel',
  slideRole: 'slide',
  label: 'Gambar produk',
  slide: (n: number, total: number) => `Gambar ${n} dari ${total}`,
  zoom: (n: number, total: number) => `Perbesar gambar ${n} dari ${total}`,
  zoomDialog: 'Gambar produk diperbesar',
  close: 'Tutup zoom',
  previous: 'Gambar sebelumnya',
  next: 'Gambar berikutnya',
}

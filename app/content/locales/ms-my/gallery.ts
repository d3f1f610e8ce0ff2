import type * as en from '../../gallery'
import type { Translation } from '../translation'

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: 'Galeri produk',
  carouselRole: 'karusel',
  slideRole: 'slaid',
  label: 'Imej produk',
  slide: (n: number, total: number) => `Imej ${n} daripada ${total}`,
  zoom: (n: number, total: number) => `Zum imej ${n} daripada ${total}`,
  zoomDialog: 'Imej produk dizum',
  close: 'Tutup zum',
  previous: 'Imej sebelumnya',
  next: 'Imej seterusnya',
}

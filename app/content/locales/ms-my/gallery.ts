import type * as en from '../../gallery'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  carousel: 'Galeri produk',
  carouselRole: 'karusel',
  slideRole: 'slaid',
  label: 'Imej produk',
  slide: message('Imej {n} daripada {total}'),
  zoom: message('Zum imej {n} daripada {total}'),
  zoomDialog: 'Imej produk dizum',
  close: 'Tutup zum',
  previous: 'Imej sebelumnya',
  next: 'Imej seterusnya',
}

import { message } from '#shared/message'

/** The product gallery's copy and its zoom's, a module of its own: the zoom's code, loaded on first use, takes only this. */
export const galleryCopy = {
  carousel: 'Product gallery',
  /** What a screen reader calls the gallery and each of its slides. */
  carouselRole: 'carousel',
  slideRole: 'slide',
  /** The thumbnails' list. */
  label: 'Product images',
  slide: message<{ n: number; total: number }>('Image {n} of {total}'),
  zoom: message<{ n: number; total: number }>('Zoom image {n} of {total}'),
  zoomDialog: 'Zoomed product image',
  close: 'Close zoom',
  previous: 'Previous image',
  next: 'Next image',
}

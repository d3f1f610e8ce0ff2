import { Icon } from '~/components/icon'
import { productCopy } from '~/content/catalogue'
import { galleryCopy } from '~/content/gallery'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { arrowButton } from './gallery-controls'
import { ProductImage } from './product-image'
import type { ProductImage as Image } from '~/lib/storefront/types'

const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw'
/** The zoomed image: 1600 px wide, for a sharp close-up on any screen, or the image's own width if less (never enlarged). */
const ZOOM_WIDTH = 1600
const zoomWidth = (image: Image) => Math.min(ZOOM_WIDTH, image.width ?? ZOOM_WIDTH)

/** The first image's preload: the page's likely LCP, in the head with high priority. */
export const galleryLcp = (images: readonly Image[]) => images[0] && { image: images[0], sizes: MAIN_SIZES }

/**
 * The product's images as a row of slides that snap into place, as server-only markup: swiped on a
 * phone (the browser's own scrolling), stepped with the arrow buttons, the arrow keys or the
 * thumbnails, and opened large in a dialog by `gallery.ts`, which the data attributes here guide. A
 * slide names its zoomed image's address (`data-zoom`). Without JavaScript the slides still swipe.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const total = images.length
  if (total === 0) return <div className="aspect-square rounded-2xl border border-stone-200 bg-earth-50" />

  return (
    <div className="flex flex-col gap-3">
      <section aria-label={galleryCopy.carousel} aria-roledescription="carousel" className="relative">
        <ul
          data-gallery-track=""
          data-testid="gallery-track"
          className="scrollbar-none flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-stone-200 bg-earth-50"
        >
          {images.map((image, index) => (
            <li key={image.url} aria-roledescription="slide" aria-label={galleryCopy.slide(index + 1, total)} className="relative size-full shrink-0 snap-center">
              <button
                type="button"
                data-zoom={imageUrl(image.url, { width: zoomWidth(image) })}
                aria-haspopup="dialog"
                aria-label={galleryCopy.zoom(index + 1, total)}
                className="group block size-full cursor-zoom-in"
              >
                <ProductImage
                  image={image}
                  sizes={MAIN_SIZES}
                  priority={index === 0 ? 'high' : false}
                  alt={image.altText ?? title}
                  className="size-full object-cover"
                />
                <Icon
                  name="zoom-in"
                  className="absolute right-3 bottom-3 size-9 rounded-full bg-white/90 p-2 text-stone-800 shadow-sm group-hover:bg-white"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <>
            <button type="button" data-step="-1" aria-label={galleryCopy.previous} className={cn(arrowButton, 'left-3')}>
              <Icon name="chevron-left" className="size-5" aria-hidden="true" />
            </button>
            <button type="button" data-step="1" aria-label={galleryCopy.next} className={cn(arrowButton, 'right-3')}>
              <Icon name="chevron-right" className="size-5" aria-hidden="true" />
            </button>
            <p data-gallery-count="" className="absolute bottom-3 left-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-stone-800 md:hidden" aria-hidden="true">
              1 / {total}
            </p>
          </>
        ) : null}
      </section>

      {total > 1 ? (
        <ul className="grid grid-cols-5 gap-2 md:gap-3" aria-label={galleryCopy.label}>
          {images.map((image, index) => (
            <li key={image.url}>
              {/* The current one's border follows `aria-pressed`, which the script moves. */}
              <button
                type="button"
                data-thumb=""
                aria-label={productCopy.imageOf(index + 1, total)}
                aria-pressed={index === 0}
                className="block aspect-square w-full overflow-hidden rounded-xl border-2 border-transparent bg-earth-50 not-aria-pressed:hover:border-stone-300 aria-pressed:border-brand-600"
              >
                <img src={imageUrl(image.url, { width: 200 })} alt="" width={200} height={200} loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

import { Icon } from '~/components/icon'
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react'
import { productCopy } from '~/content/catalogue'
import { galleryCopy } from '~/content/product-page'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { arrowButton, onArrowKey } from './gallery-controls'
import { ProductImage } from './product-image'
import type { ProductImage as Image } from '~/lib/storefront/types'

/** The zoom's code loads on the first zoom, not with the page (see the size budget). */
const ProductZoom = lazy(() => import('./product-zoom'))

const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw'

/**
 * The product's images as a row of slides that snap into place: swiped on a phone (the browser's
 * own scrolling), stepped with the arrow buttons, the arrow keys or the thumbnails. A slide opens
 * the image large in a native modal dialog (Escape closes it, focus returns to the slide), where
 * the arrows step too.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const [current, setCurrent] = useState(0)
  const trackRef = useRef<HTMLUListElement>(null)
  const [zoomed, setZoomed] = useState<number | null>(null)
  const total = images.length
  const alt = (image: Image) => image.altText ?? title
  /** The arrows go round: past the last image is the first. */
  const wrap = (index: number) => (index + total) % total

  /** Scrolls the track to a slide; the scroll handler then records it as current. */
  const show = (index: number) => {
    const track = trackRef.current
    const target = wrap(index)
    if (!track) return
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    setCurrent(target)
  }
  const onScroll = () => {
    const track = trackRef.current
    if (track && track.clientWidth) setCurrent(Math.round(track.scrollLeft / track.clientWidth))
  }

  // The arrow keys step wherever focus is in the gallery: on a slide, an arrow or a thumbnail.
  const slideKeys = { onKeyDown: (e: KeyboardEvent) => onArrowKey(e, (d) => show(current + d)) }

  const openZoom = (index: number) => setZoomed(index)
  const preloadZoom = () => void import('./product-zoom')

  if (total === 0) return <div className="aspect-square rounded-2xl border border-stone-200 bg-earth-50" />

  return (
    <div className="flex flex-col gap-3">
      <section aria-label={galleryCopy.carousel} aria-roledescription="carousel" className="relative">
        <ul
          ref={trackRef}
          onScroll={onScroll}
          data-testid="gallery-track"
          className="scrollbar-none flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-stone-200 bg-earth-50"
        >
          {images.map((image, index) => (
            <li key={image.url} aria-roledescription="slide" aria-label={galleryCopy.slide(index + 1, total)} className="relative size-full shrink-0 snap-center">
              <button
                type="button"
                onClick={() => openZoom(index)}
                onPointerEnter={preloadZoom}
                {...slideKeys}
                aria-haspopup="dialog"
                aria-label={galleryCopy.zoom(index + 1, total)}
                className="group block size-full cursor-zoom-in"
              >
                <ProductImage image={image} sizes={MAIN_SIZES} priority={index === 0 ? 'high' : false} alt={alt(image)} className="size-full object-cover" />
                <Icon name="zoom-in"
                  className="absolute right-3 bottom-3 size-9 rounded-full bg-white/90 p-2 text-stone-800 shadow-sm group-hover:bg-white"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <>
            <button type="button" {...slideKeys} onClick={() => show(current - 1)} aria-label={galleryCopy.previous} className={cn(arrowButton, 'left-3')}>
              <Icon name="chevron-left" className="size-5" aria-hidden="true" />
            </button>
            <button type="button" {...slideKeys} onClick={() => show(current + 1)} aria-label={galleryCopy.next} className={cn(arrowButton, 'right-3')}>
              <Icon name="chevron-right" className="size-5" aria-hidden="true" />
            </button>
            <p className="absolute bottom-3 left-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-stone-800 md:hidden" aria-hidden="true">
              {current + 1} / {total}
            </p>
          </>
        ) : null}
      </section>

      {total > 1 ? (
        <ul className="grid grid-cols-5 gap-2 md:gap-3" aria-label={galleryCopy.label}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => show(index)}
                {...slideKeys}
                aria-label={productCopy.imageOf(index + 1, total)}
                aria-pressed={index === current}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-earth-50',
                  index === current ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
                )}
              >
                <img src={imageUrl(image.url, { width: 200 })} alt="" width={200} height={200} loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {zoomed !== null ? (
        <Suspense fallback={null}>
          <ProductZoom images={images} title={title} index={zoomed} onIndex={setZoomed} onClose={() => setZoomed(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}

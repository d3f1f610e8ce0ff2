import { ChevronLeft, ChevronRight, X, ZoomIn } from 'lucide-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { productCopy } from '~/content/catalogue'
import { galleryCopy } from '~/content/product-page'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { ProductImage } from './product-image'
import type { ProductImage as Image } from '~/lib/storefront/types'

const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw'
/** The zoomed image: as wide as the store serves it, for a sharp close-up on any screen. */
const ZOOM_WIDTH = 1600

const arrowButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white'

/**
 * The product's images as a row of slides that snap into place: swiped on a phone (the browser's
 * own scrolling), stepped with the arrow buttons, the arrow keys or the thumbnails. A slide opens
 * the image large in a native modal dialog (Escape closes it, focus returns to the slide), where
 * the arrows step too.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const [current, setCurrent] = useState(0)
  const trackRef = useRef<HTMLUListElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
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
  const onArrows = (event: KeyboardEvent, step: (delta: number) => void) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  // The arrow keys step wherever focus is in the gallery: on a slide, an arrow or a thumbnail.
  const slideKeys = { onKeyDown: (e: KeyboardEvent) => onArrows(e, (d) => show(current + d)) }
  const zoomKeys = { onKeyDown: (e: KeyboardEvent) => onArrows(e, (d) => stepZoom(d)) }

  const openZoom = (index: number) => setZoomed(index)
  // Opened once its content is rendered, so focus lands on its first button (and the arrow keys work).
  useEffect(() => {
    const dialog = dialogRef.current
    if (zoomed !== null && dialog && !dialog.open) dialog.showModal()
  }, [zoomed])
  const stepZoom = (delta: number) => setZoomed((z) => (z === null ? z : wrap(z + delta)))
  const closeZoom = () => dialogRef.current?.close()

  if (total === 0) return <div className="aspect-square rounded-2xl border border-stone-200 bg-earth-50" />
  const zoomImage = zoomed === null ? null : images[zoomed]

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
                {...slideKeys}
                aria-haspopup="dialog"
                aria-label={galleryCopy.zoom(index + 1, total)}
                className="group block size-full cursor-zoom-in"
              >
                <ProductImage image={image} sizes={MAIN_SIZES} priority={index === 0 ? 'high' : false} alt={alt(image)} className="size-full object-cover" />
                <ZoomIn
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
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" {...slideKeys} onClick={() => show(current + 1)} aria-label={galleryCopy.next} className={cn(arrowButton, 'right-3')}>
              <ChevronRight className="size-5" aria-hidden="true" />
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

      <dialog
        ref={dialogRef}
        aria-label={galleryCopy.zoomDialog}
        onClose={() => setZoomed(null)}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-stone-950/85"
      >
        {zoomImage ? (
          <div className="relative flex h-dvh w-screen items-center justify-center p-4 md:p-10">
            <img
              src={imageUrl(zoomImage.url, { width: ZOOM_WIDTH })}
              alt={alt(zoomImage)}
              width={zoomImage.width ?? ZOOM_WIDTH}
              height={zoomImage.height ?? ZOOM_WIDTH}
              className="max-h-full max-w-full rounded-xl bg-earth-50 object-contain"
            />
            <button type="button" {...zoomKeys} onClick={closeZoom} aria-label={galleryCopy.close} className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow">
              <X className="size-5" aria-hidden="true" />
            </button>
            {total > 1 ? (
              <>
                <button type="button" {...zoomKeys} onClick={() => stepZoom(-1)} aria-label={galleryCopy.previous} className={cn(arrowButton, 'left-4')}>
                  <ChevronLeft className="size-5" aria-hidden="true" />
                </button>
                <button type="button" {...zoomKeys} onClick={() => stepZoom(1)} aria-label={galleryCopy.next} className={cn(arrowButton, 'right-4')}>
                  <ChevronRight className="size-5" aria-hidden="true" />
                </button>
                <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-900" aria-live="polite">
                  {galleryCopy.slide((zoomed ?? 0) + 1, total)}
                </p>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </div>
  )
}

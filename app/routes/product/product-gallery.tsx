import { type KeyboardEvent, Suspense, useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import type { ProductImage as Image } from '~/lib/storefront/types'
import { arrowButton, onArrowKey } from './gallery-controls'
import { ProductImage } from '~/features/catalog/product-image'
import { lazyWithPreload } from '~/rendering/lazy'
import { useIdle } from '~/lib/idle'

/**
 * The zoom's code: not above the fold, loaded as the pointer or focus comes to a slide, or,
 * on a touch screen, which shows no intent before the tap, once the page is idle (it is under 1 KB).
 */
const ProductZoom = lazyWithPreload(() => import('./product-zoom'))
const preloadZoom = () => void ProductZoom.preload().catch(() => {})

const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw'

/**
 * The browser would load every slide of the row at once (on a slow link it counts anything within
 * thousands of pixels as near). The first loads with the page; the one a swipe brings next once the
 * page is interactive and idle, so it does not share the link with the page's scripts yet is there
 * by the first swipe; the others when the shopper reaches for the gallery. Without JavaScript they
 * are in `<noscript>`, lazy.
 */
const slidesLoaded = (reached: boolean, idle: boolean) => (reached ? Infinity : idle ? 2 : 1)

/** The images with `shown` first (Dawn moves a variant's image to the front the same way). */
export function withShownFirst(images: Image[], shown: Image | null): Image[] {
  if (!shown) return images
  return [shown, ...images.filter((image) => image.url !== shown.url)]
}

/**
 * The product's images as a row of slides that snap into place: swiped on a phone (the browser's
 * own scrolling, so it works before and without JavaScript), stepped with the arrow buttons, the
 * arrow keys or the thumbnails. A slide opens the image large in a dialog. `shown`: the chosen
 * variant's image, which leads the row, so choosing a colour shows that colour, server-rendered
 * for the variant in the URL and brought to the front as another one is chosen.
 */
export function ProductGallery({ images: all, title, shown = null }: { images: Image[]; title: string; shown?: Image | null }) {
  const { productCopy } = useCopy('catalogue')
  const { galleryCopy } = useCopy('gallery')
  const images = withShownFirst(all, shown)
  const [current, setCurrent] = useState(0)
  // The image shown large, or null while the zoom is closed.
  const [zoom, setZoom] = useState<number | null>(null)
  // The shopper has touched, pointed at, focused or scrolled the gallery: every slide's image may load.
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const track = useRef<HTMLUListElement>(null)
  const total = images.length

  // Another variant's image has come to the front: show it.
  const shownUrl = shown?.url
  const firstShown = useRef(shownUrl)
  useEffect(() => {
    if (shownUrl === firstShown.current) return
    firstShown.current = shownUrl
    track.current?.scrollTo({ left: 0 })
    setCurrent(0)
  }, [shownUrl])

  const idle = useIdle()
  // Loading twice, or after the page has gone, is harmless.
  useEffect(() => {
    if (idle && window.matchMedia('(hover: none)').matches) preloadZoom()
  }, [idle])
  const loaded = slidesLoaded(reached, idle)

  /** Scrolls the track to a slide, going round past either end; the scroll then marks it too. */
  const show = (index: number) => {
    const list = track.current
    const target = (index + total) % total
    if (!list) return
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollTo({ left: target * list.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    setCurrent(target)
  }
  // A swipe (or a smooth scroll on its way) marks the slide it comes to.
  const onScroll = () => {
    reach()
    const list = track.current
    if (list?.clientWidth) setCurrent(Math.round(list.scrollLeft / list.clientWidth))
  }
  // The arrow keys step wherever focus is in the gallery: on a slide, an arrow or a thumbnail.
  const keys = { onKeyDown: (event: KeyboardEvent) => onArrowKey(event, (step) => show(current + step)) }

  if (total === 0) return <div className="aspect-square rounded-2xl border border-stone-200 bg-earth-50" />

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={galleryCopy.carousel}
        aria-roledescription={galleryCopy.carouselRole}
        className="relative"
        onPointerDownCapture={reach}
        onPointerEnter={reach}
        onFocusCapture={reach}
      >
        <ul
          ref={track}
          onScroll={onScroll}
          data-testid="gallery-track"
          className="scrollbar-none flex aspect-[4/3] snap-x snap-mandatory md:aspect-square overflow-x-auto overscroll-x-contain rounded-2xl border border-stone-200 bg-earth-50"
        >
          {images.map((image, index) => (
            <li
              key={image.url}
              aria-roledescription={galleryCopy.slideRole}
              aria-label={galleryCopy.slide({ n: index + 1, total })}
              className="relative size-full shrink-0 snap-center"
            >
              <button
                type="button"
                onClick={() => setZoom(index)}
                onPointerEnter={preloadZoom}
                onFocus={preloadZoom}
                {...keys}
                aria-haspopup="dialog"
                aria-label={galleryCopy.zoom({ n: index + 1, total })}
                className="group block size-full cursor-zoom-in"
              >
                {index < loaded ? (
                  <ProductImage
                    image={image}
                    sizes={MAIN_SIZES}
                    priority={index === 0 ? 'high' : 'low'}
                    alt={image.altText ?? title}
                    className="size-full object-cover"
                  />
                ) : (
                  <noscript>
                    <ProductImage image={image} sizes={MAIN_SIZES} priority="low" alt={image.altText ?? title} className="size-full object-cover" />
                  </noscript>
                )}
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
            <button type="button" {...keys} onClick={() => show(current - 1)} aria-label={galleryCopy.previous} className={cn(arrowButton, 'left-3')}>
              <Icon name="chevron-left" className="size-5" aria-hidden="true" />
            </button>
            <button type="button" {...keys} onClick={() => show(current + 1)} aria-label={galleryCopy.next} className={cn(arrowButton, 'right-3')}>
              <Icon name="chevron-right" className="size-5" aria-hidden="true" />
            </button>
            <p className="absolute bottom-3 left-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-stone-800 md:hidden" aria-hidden="true">
              {current + 1} / {total}
            </p>
          </>
        ) : null}
      </section>

      {total > 1 ? (
        // A phone swipes or uses the arrows; the thumbnails would push the price down a screen.
        <ul className="hidden grid-cols-5 gap-3 md:grid" aria-label={galleryCopy.label}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => show(index)}
                {...keys}
                aria-label={productCopy.imageOf({ n: index + 1, total })}
                aria-pressed={index === current}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-earth-50',
                  index === current ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
                )}
              >
                <img
                  src={imageUrl(image.url, { width: 200 })}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {zoom !== null ? (
        <Suspense>
          <ProductZoom images={images} title={title} index={zoom} onIndex={setZoom} onClose={() => setZoom(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}

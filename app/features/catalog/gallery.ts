/** A slide's zoomed image, as its markup names it (`ProductGallery`). */
export type ZoomImage = { src: string; alt: string; width: number; height: number }

/**
 * What the gallery's server-only markup (`ProductGallery`) does, as listeners on the element around
 * it, so they hold through any new markup: the arrow buttons, the thumbnails and the arrow keys
 * (wherever focus is in the gallery) scroll the track to a slide, smoothly unless the shopper prefers
 * reduced motion; a scroll (a swipe) moves the thumbnails' `aria-pressed` and the counter; a slide
 * opens its image large (`onZoom`); pointing at a slide loads the zoom's code (`onIntent`). Returns
 * a function that stops listening.
 */
export function runGallery(root: HTMLElement, onZoom: (images: ZoomImage[], index: number) => void, onIntent: () => void) {
  const listening = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) =>
    root.addEventListener(type, listener, { signal: listening.signal, capture })
  const all = (selector: string) => [...root.querySelectorAll(selector)]
  const track = () => root.querySelector<HTMLElement>('[data-gallery-track]')
  const thumbs = () => all('[data-thumb]')
  const current = () => Math.max(0, thumbs().findIndex((thumb) => thumb.getAttribute('aria-pressed') === 'true'))

  /** Marks a slide as the one shown: its thumbnail pressed, its number in the counter. */
  const mark = (index: number) => {
    const list = thumbs()
    list.forEach((thumb, i) => thumb.setAttribute('aria-pressed', String(i === index)))
    const count = root.querySelector('[data-gallery-count]')
    if (count) count.textContent = `${index + 1} / ${list.length}`
  }
  /** Scrolls to a slide, going round past either end; the scroll then marks it too. */
  const show = (index: number) => {
    const list = track()
    const total = thumbs().length
    if (!list || total < 2) return
    const target = (index + total) % total
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollTo({ left: target * list.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    mark(target)
  }

  on('click', (event) => {
    const button = (event.target as Element).closest('button')
    if (!button || !root.contains(button)) return
    if (button.hasAttribute('data-step')) return show(current() + Number(button.dataset.step))
    if (button.hasAttribute('data-thumb')) return show(thumbs().indexOf(button))
    const slides = all('[data-zoom]')
    const index = slides.indexOf(button)
    if (index < 0) return
    const images = slides.map((slide) => {
      const img = slide.querySelector('img')!
      return { src: slide.getAttribute('data-zoom')!, alt: img.alt, width: Number(img.getAttribute('width')), height: Number(img.getAttribute('height')) }
    })
    onZoom(images, index)
  })
  on('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    show(current() + (event.key === 'ArrowRight' ? 1 : -1))
  })
  // A scroll does not bubble: listened for on the way down.
  on(
    'scroll',
    (event) => {
      const list = event.target as HTMLElement
      if (list.hasAttribute?.('data-gallery-track') && list.clientWidth) mark(Math.round(list.scrollLeft / list.clientWidth))
    },
    true,
  )
  on('pointerover', (event) => {
    if ((event.target as Element).closest('[data-zoom]')) onIntent()
  })
  return () => listening.abort()
}

/** The zoom's code loads on the first zoom, or as the pointer comes to a slide; not with the page. */
const loadZoom = () => import('./product-zoom')

/** The product page's gallery: `runGallery` with its zoom. */
export const runProductGallery = (root: HTMLElement) =>
  runGallery(root, (images, index) => void loadZoom().then(({ openZoom }) => openZoom(images, index)), () => void loadZoom())

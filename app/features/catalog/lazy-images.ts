/**
 * The lazy card images of server-only markup (`MarkupLazyImage`): each loads once it comes within
 * `marginPx` of the viewport (50 px, SPEC §9, sent by the server from `catalogue`) and is marked
 * loaded when it has, which fades it in, as `LazyImage` does for a card React renders. Returns a
 * function that stops watching.
 */
export function loadImagesWhenNear(root: Element, marginPx: number) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const image = entry.target as HTMLImageElement
        observer.unobserve(image)
        image.addEventListener('load', () => (image.dataset.loaded = 'true'), { once: true })
        image.srcset = image.dataset.srcset ?? ''
        image.src = image.dataset.src ?? ''
      }
    },
    { rootMargin: `${marginPx}px` },
  )
  for (const image of root.querySelectorAll('img[data-src]')) observer.observe(image)
  return () => observer.disconnect()
}

/** The round previous/next buttons over an image, in the gallery and its zoom. */
export const arrowButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md hover:bg-white'

/** Steps on the left and right arrow keys, and keeps them from scrolling the page. */
export function onArrowKey(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>, step: (delta: number) => void) {
  if (event.key === 'ArrowRight') step(1)
  else if (event.key === 'ArrowLeft') step(-1)
  else return
  event.preventDefault()
}

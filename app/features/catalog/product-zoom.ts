import type { IconName } from '~/components/icon'
import { spriteIcon } from '~/components/sprite-icon'
import { galleryCopy } from '~/content/gallery'
import { cn } from '~/lib/cn'
import type { ZoomImage } from './gallery'
import { arrowButton, onArrowKey } from './gallery-controls'

/** A button over the image, its icon from the sprite as `Icon` draws it. */
function button(label: string, icon: IconName, className: string, onClick: () => void) {
  const element = document.createElement('button')
  element.type = 'button'
  element.setAttribute('aria-label', label)
  element.className = className
  element.append(spriteIcon(icon, 'size-5'))
  element.addEventListener('click', onClick)
  return element
}

/**
 * Opens one product image large, at `index` of `images`, in a native modal dialog at the end of the
 * body: Escape or the close button closes it and focus returns to the slide that opened it; the
 * arrows and arrow keys step round the images. Plain DOM, not React: the page keeps no state for
 * it, so none of its code is in the page's chunk, and a root of its own (`createRoot`) would take
 * code into the framework's file that no page loads today (decision 080). Leaving the page with the
 * browser's back button closes it too.
 */
export function openZoom(images: ZoomImage[], index: number) {
  const total = images.length
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-label', galleryCopy.zoomDialog)
  // The backdrop's colour is written out: ::backdrop does not inherit the theme's variables in every browser.
  dialog.className = 'm-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-[rgb(12_10_9/0.85)]'
  const frame = dialog.appendChild(document.createElement('div'))
  frame.className = 'relative flex h-dvh w-screen items-center justify-center p-4 md:p-10'
  const img = frame.appendChild(document.createElement('img'))
  img.className = 'h-auto max-h-full w-auto max-w-full rounded-xl bg-earth-50 object-contain'
  const count = document.createElement('p')
  count.className = 'absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-900'
  count.setAttribute('aria-live', 'polite')
  const show = (to: number) => {
    index = (to + total) % total
    const image = images[index]!
    Object.assign(img, { src: image.src, alt: image.alt, width: image.width, height: image.height })
    count.textContent = galleryCopy.slide(index + 1, total)
  }
  const step = (delta: number) => show(index + delta)
  frame.append(button(galleryCopy.close, 'x', 'absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow', () => dialog.close()))
  if (total > 1) {
    frame.append(
      button(galleryCopy.previous, 'chevron-left', cn(arrowButton, 'left-4'), () => step(-1)),
      button(galleryCopy.next, 'chevron-right', cn(arrowButton, 'right-4'), () => step(1)),
      count,
    )
    frame.addEventListener('keydown', (event) => onArrowKey(event, step))
  }
  const close = () => dialog.close()
  dialog.addEventListener('close', () => {
    removeEventListener('popstate', close)
    dialog.remove()
  })
  addEventListener('popstate', close)
  show(index)
  document.body.append(dialog)
  // Opened once in the page, so focus lands on its first button, where the arrow keys work.
  dialog.showModal()
}

import { Icon } from '~/components/icon'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { galleryCopy } from '~/content/product-page'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { arrowButton, onArrowKey } from './gallery-controls'
import type { ProductImage as Image } from '~/lib/storefront/types'

/** The zoomed image: as wide as the store serves it, for a sharp close-up on any screen. */
const ZOOM_WIDTH = 1600

type Props = { images: Image[]; title: string; index: number; onIndex: (index: number) => void; onClose: () => void }

/**
 * One product image, large, in a native modal dialog: Escape or the close button closes it and
 * focus returns to the slide that opened it; the arrows and arrow keys step round the images.
 */
export default function ProductZoom({ images, title, index, onIndex, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const total = images.length
  const step = (delta: number) => onIndex((index + delta + total) % total)
  const keys = { onKeyDown: (e: KeyboardEvent) => onArrowKey(e, step) }
  const image = images[index]

  // Opened once rendered, so focus lands on its first button, where the arrow keys work.
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  // The backdrop's colour is written out: ::backdrop does not inherit the theme's variables in every browser.
  return (
    <dialog ref={dialogRef} aria-label={galleryCopy.zoomDialog} onClose={onClose} className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-[rgb(12_10_9/0.85)]">
      {image ? (
        <div className="relative flex h-dvh w-screen items-center justify-center p-4 md:p-10">
          <img
            src={imageUrl(image.url, { width: ZOOM_WIDTH })}
            alt={image.altText ?? title}
            width={image.width ?? ZOOM_WIDTH}
            height={image.height ?? ZOOM_WIDTH}
            className="h-auto max-h-full w-auto max-w-full rounded-xl bg-earth-50 object-contain"
          />
          <button
            type="button"
            {...keys}
            onClick={() => dialogRef.current?.close()}
            aria-label={galleryCopy.close}
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow"
          >
            <Icon name="x" className="size-5" aria-hidden="true" />
          </button>
          {total > 1 ? (
            <>
              <button type="button" {...keys} onClick={() => step(-1)} aria-label={galleryCopy.previous} className={cn(arrowButton, 'left-4')}>
                <Icon name="chevron-left" className="size-5" aria-hidden="true" />
              </button>
              <button type="button" {...keys} onClick={() => step(1)} aria-label={galleryCopy.next} className={cn(arrowButton, 'right-4')}>
                <Icon name="chevron-right" className="size-5" aria-hidden="true" />
              </button>
              <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-900" aria-live="polite">
                {galleryCopy.slide(index + 1, total)}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}

import { type KeyboardEvent, useEffect, useRef } from 'react'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import type { ProductImage as Image } from '~/lib/storefront/types'
import { arrowButton, onArrowKey } from './gallery-controls'

/** The zoomed image: 1600 px wide, for a sharp close-up on any screen, or the image's own width if less (never enlarged). */
const ZOOM_WIDTH = 1600

type Props = { images: Image[]; title: string; index: number; onIndex: (index: number) => void; onClose: () => void }

/**
 * One product image, large, in a native modal dialog: Escape or the close button closes it and
 * focus returns to the slide that opened it; the arrows and arrow keys step round the images.
 */
export default function ProductZoom({ images, title, index, onIndex, onClose }: Props) {
  const { galleryCopy } = useCopy('gallery')
  const dialog = useRef<HTMLDialogElement>(null)
  const total = images.length
  const step = (delta: number) => onIndex((index + delta + total) % total)
  const keys = { onKeyDown: (event: KeyboardEvent) => onArrowKey(event, step) }
  const image = images[index]!
  const width = Math.min(ZOOM_WIDTH, image.width ?? ZOOM_WIDTH)

  // Opened once rendered, so focus lands on its first button, where the arrow keys work.
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  // The backdrop's colour is written out: ::backdrop does not inherit the theme's variables in every browser.
  return (
    <dialog
      ref={dialog}
      aria-label={galleryCopy.zoomDialog}
      onClose={onClose}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-[rgb(12_10_9/0.85)]"
    >
      <div className="relative flex h-dvh w-screen items-center justify-center p-4 md:p-10">
        <img
          src={imageUrl(image.url, { width })}
          alt={image.altText ?? title}
          width={image.width ?? ZOOM_WIDTH}
          height={image.height ?? ZOOM_WIDTH}
          className="h-auto max-h-full w-auto max-w-full rounded-xl bg-earth-50 object-contain"
        />
        <button
          type="button"
          {...keys}
          onClick={() => dialog.current?.close()}
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
              {galleryCopy.slide({ n: index + 1, total })}
            </p>
          </>
        ) : null}
      </div>
    </dialog>
  )
}

import { useCallback, useState } from 'react'
import { preload } from 'react-dom'
import { cn } from '~/lib/cn'
import { imageUrl, srcSet } from '~/lib/image'
import type { ProductImage as Image } from '~/lib/storefront/types'

type Props = {
  image: Image
  sizes: string
  /**
   * Above the fold: loaded at once; 'high' for the page's likely LCP, preloaded with high priority.
   * 'low': lazy and fetched after the page's other images, for a slide beside the first one in a
   * row the shopper swipes (the browser loads it early, as near the screen, and at high priority
   * if it peeks in, taking the link from the first slide).
   */
  priority?: 'high' | 'eager' | 'low' | false
  className?: string
  alt?: string
}

/**
 * A product image. Above the fold it loads at once, without a fade, so it can be the LCP; below
 * it the browser loads it as it comes near (native `loading="lazy"`) and it fades in once loaded.
 * The loading hints serve the page's first load: they are kept from the image's first render, so
 * a new sort that moves a card into or out of the first row moves its image and changes nothing
 * on it (a lazy image brought into view loads as any image coming into view does).
 */
const FETCH_PRIORITY = { high: 'high', eager: 'auto', low: 'low' } as const

export function ProductImage({ image, sizes, priority: asked = false, className, alt }: Props) {
  const [priority] = useState(asked)
  const src = imageUrl(image.url, { width: 600 })
  const set = srcSet(image.url)
  const [loaded, setLoaded] = useState(false)
  // An image that loaded before the page hydrated fired its load event before React listened.
  const seen = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth > 0) setLoaded(true)
    },
    [setLoaded],
  )
  if (priority === 'high') preload(src, { as: 'image', imageSrcSet: set, imageSizes: sizes, fetchPriority: 'high' })
  const lazy = !priority || priority === 'low'
  return (
    <img
      ref={seen}
      src={src}
      srcSet={set}
      sizes={sizes}
      width={image.width ?? 600}
      height={image.height ?? 600}
      decoding="async"
      alt={alt ?? image.altText ?? ''}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? FETCH_PRIORITY[priority] : undefined}
      onLoad={() => setLoaded(true)}
      data-loaded={lazy ? loaded : undefined}
      // Hidden until loaded only where a script can show it: without JavaScript it simply appears.
      className={cn(lazy && 'transition-opacity duration-500', lazy && !loaded && '[@media(scripting:enabled)]:opacity-0', className)}
    />
  )
}

import { type ComponentProps, useCallback, useState } from 'react'
import { preload } from 'react-dom'
import { cn } from '~/lib/cn'
import { imageUrl, srcSet } from '~/lib/image'
import type { ProductImage as Image } from '~/lib/storefront/types'

type Props = {
  image: Image
  sizes: string
  /** Above the fold: loaded at once; 'high' for the page's likely LCP, preloaded with high priority. */
  priority?: 'high' | 'eager' | false
  className?: string
  alt?: string
}

/**
 * A product image. Above the fold it loads at once, without a fade, so it can be the LCP; below
 * it the browser loads it as it comes near (native `loading="lazy"`) and it fades in once loaded.
 */
export function ProductImage({ image, sizes, priority = false, className, alt }: Props) {
  const src = imageUrl(image.url, { width: 600 })
  const set = srcSet(image.url)
  const text = alt ?? image.altText ?? ''
  const shared = { src, srcSet: set, sizes, width: image.width ?? 600, height: image.height ?? 600, decoding: 'async' as const }

  if (!priority) return <LazyImage {...shared} alt={text} className={className} />
  if (priority === 'high') preload(src, { as: 'image', imageSrcSet: set, imageSizes: sizes, fetchPriority: 'high' })
  return <img {...shared} alt={text} fetchPriority={priority === 'high' ? 'high' : 'auto'} className={className} />
}

function LazyImage({ className, alt, ...image }: ComponentProps<'img'> & { alt: string }) {
  const [loaded, setLoaded] = useState(false)
  // An image that loaded before the page hydrated fired its load event before React listened.
  const seen = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth > 0) setLoaded(true)
  }, [])
  return (
    <img
      ref={seen}
      {...image}
      alt={alt}
      loading="lazy"
      onLoad={() => setLoaded(true)}
      data-loaded={loaded}
      // Hidden until loaded only where a script can show it: without JavaScript it simply appears.
      className={cn('transition-opacity duration-500', !loaded && '[@media(scripting:enabled)]:opacity-0', className)}
    />
  )
}

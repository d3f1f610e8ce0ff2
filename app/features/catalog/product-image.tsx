import { use, useEffect, useRef, useState } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { catalogue } from '#shared/shop'
import { cn } from '~/lib/cn'
import { imageUrl, srcSet } from '~/lib/image'
import type { ProductImage as Image } from '~/lib/storefront/types'
import { CardsAsMarkup } from './cards-as-markup'

type Props = {
  image: Image
  sizes: string
  /** Above the fold: loaded at once; 'high' for the page's likely LCP, preloaded with high priority. */
  priority?: 'high' | 'eager' | false
  className?: string
  alt?: string
}

/**
 * A product image. Below the fold it loads once it comes within 50 px of the viewport
 * (SPEC §9) and fades in; above the fold it loads at once, without the fade, so it can be the LCP.
 */
export function ProductImage({ image, sizes, priority = false, className, alt }: Props) {
  const src = imageUrl(image.url, { width: 600 })
  const set = srcSet(image.url)
  const text = alt ?? image.altText ?? ''
  const size = { width: image.width ?? 600, height: image.height ?? 600 }
  // Server-only markup: its page preloads the image and loads the lazy ones (decision 074).
  const asMarkup = import.meta.env.SSR && use(CardsAsMarkup)

  if (priority === 'high' && !asMarkup) preload(src, { as: 'image', imageSrcSet: set, imageSizes: sizes, fetchPriority: 'high' })
  if (asMarkup && !priority) return <MarkupLazyImage src={src} srcSet={set} sizes={sizes} alt={text} size={size} className={className} />

  if (priority) {
    return (
      <img
        src={src}
        srcSet={set}
        sizes={sizes}
        alt={text}
        {...size}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    )
  }
  return <LazyImage src={src} srcSet={set} sizes={sizes} alt={text} size={size} className={className} />
}

/**
 * The preload of an image loaded at once, for a page whose cards are server-only markup (the
 * high-priority one is `ProductImage`'s own preload, spelled out there to keep the browser's
 * code small): the same address and sizes as its `<img>`.
 */
export function imagePreload(image: Image, sizes: string, fetchPriority: 'high' | 'auto' = 'high'): { href: string; options: PreloadOptions } {
  return { href: imageUrl(image.url, { width: 600 }), options: { as: 'image', imageSrcSet: srcSet(image.url), imageSizes: sizes, fetchPriority } }
}

type LazyProps = { src: string; srcSet: string; sizes: string; alt: string; size: { width: number; height: number }; className?: string }

function LazyImage({ src, srcSet: set, sizes, alt, size, className }: LazyProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${catalogue.lazyImageMarginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <>
      <img
        ref={ref}
        src={near ? src : undefined}
        srcSet={near ? set : undefined}
        sizes={sizes}
        alt={alt}
        {...size}
        decoding="async"
        onLoad={() => setLoaded(true)}
        data-loaded={loaded}
        className={cn('transition-opacity duration-500', loaded ? 'opacity-100' : 'opacity-0', className)}
      />
      <noscript>
        <img src={src} alt={alt} {...size} loading="lazy" className={className} />
      </noscript>
    </>
  )
}

/**
 * `LazyImage` as server-only markup: the addresses wait in data attributes, which `MarkupCards`
 * (`lazy-images.ts`) moves into place when the image comes near and marks it loaded,
 * as `LazyImage` does.
 */
function MarkupLazyImage({ src, srcSet: set, sizes, alt, size, className }: LazyProps) {
  return (
    <>
      <img
        data-src={src}
        data-srcset={set}
        sizes={sizes}
        alt={alt}
        {...size}
        decoding="async"
        data-loaded="false"
        className={cn('opacity-0 transition-opacity duration-500 data-[loaded=true]:opacity-100', className)}
      />
      <noscript>
        <img src={src} alt={alt} {...size} loading="lazy" className={className} />
      </noscript>
    </>
  )
}

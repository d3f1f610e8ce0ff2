import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { catalogue } from '#shared/shop'
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
 * A product image. Below the fold it loads once it comes within 50 px of the viewport
 * (SPEC §9) and fades in; above the fold it loads at once, without the fade, so it can be the LCP.
 */
export function ProductImage({ image, sizes, priority = false, className, alt }: Props) {
  const src = imageUrl(image.url, { width: 600 })
  const set = srcSet(image.url)
  const text = alt ?? image.altText ?? ''
  const size = { width: image.width ?? 600, height: image.height ?? 600 }

  if (priority === 'high') preload(src, { as: 'image', imageSrcSet: set, imageSizes: sizes, fetchPriority: 'high' })

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

function LazyImage({ src, srcSet: set, sizes, alt, size, className }: { src: string; srcSet: string; sizes: string; alt: string; size: { width: number; height: number }; className?: string }) {
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

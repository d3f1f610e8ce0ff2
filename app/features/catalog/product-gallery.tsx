import { useState } from 'react'
import { productCopy } from '~/content/catalogue'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { ProductImage } from './product-image'
import type { ProductImage as Image } from '~/lib/storefront/types'

const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw'

/** Main image plus, when there is more than one, a 4-column thumbnail strip that switches it. */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const [selected, setSelected] = useState(0)
  const current = images[selected] ?? images[0]
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-stone-200 bg-earth-50">
        {current ? (
          <ProductImage key={current.url} image={current} sizes={MAIN_SIZES} priority="high" alt={current.altText ?? title} className="size-full object-cover" />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={productCopy.imageOf(index + 1, images.length)}
                aria-pressed={index === selected}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-earth-50',
                  index === selected ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
                )}
              >
                <img src={imageUrl(image.url, { width: 200 })} alt="" width={200} height={200} loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

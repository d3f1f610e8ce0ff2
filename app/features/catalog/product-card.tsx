import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { listingCopy } from '~/content/catalogue'
import { addToCart } from '~/features/cart/add-to-cart'
import { formatMoney } from '~/lib/money'
import { ProductImage } from './product-image'
import type { Product } from '~/lib/storefront/types'

export const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw'

/** A product card: the whole card opens the product; 'Add' adds quantity 1 of the first variant. */
export function ProductCard({ product, priority }: { product: Product; priority: 'high' | 'eager' | false }) {
  const image = product.images[0]
  const first = product.variants[0]
  const canAdd = Boolean(first?.availableForSale)
  const prices = new Set(product.variants.map((v) => v.price.amount))

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-square overflow-hidden bg-earth-50">
        {image ? (
          <ProductImage
            image={image}
            sizes={CARD_SIZES}
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base leading-snug font-semibold text-stone-900">
          <Link to={`/product/${product.handle}`} prefetch="intent" className="after:absolute after:inset-0 after:content-['']">
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          {prices.size > 1 ? 'From ' : ''}
          <span className="font-semibold text-stone-900">{formatMoney(product.priceRange.minVariantPrice)}</span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {!product.availableForSale ? <span className="text-xs font-semibold text-accent-600 uppercase">{listingCopy.soldOut}</span> : <span />}
          <button
            type="button"
            disabled={!canAdd}
            onClick={() => first && addToCart(product, first)}
            aria-label={canAdd ? listingCopy.addLabel(product.title) : `${product.title}: ${listingCopy.soldOut}`}
            className="relative z-10 inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            <ShoppingBag className="size-4" aria-hidden="true" />
            {canAdd ? listingCopy.add : listingCopy.soldOut}
          </button>
        </div>
      </div>
    </article>
  )
}

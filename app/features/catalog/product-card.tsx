import { memo } from 'react'
import { Link } from '~/components/link'
import { CardAction } from './card-action'
import { Price } from './price'
import { ProductImage } from './product-image'
import type { ProductSummary } from '~/lib/storefront/types'
import { useCopy } from '~/i18n/use-copy'

export const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw'

type Props = { product: ProductSummary; priority: 'high' | 'eager' | false }

/**
 * A product card: the whole card opens the product; its action adds it or leads to its options.
 * A listing's new data (another sort, a filter) brings new objects for the same products: a card
 * renders again only if what it shows changed, so a sort only moves the cards.
 */
export const ProductCard = memo(function ProductCard({ product, priority }: Props) {
  const { cardCopy } = useCopy('product-cards')
  const { image } = product

  return (
    <article className="group product-card">
      <div className="product-card-media">
        {/* Only a sale the price below shows, its saving beside it (a card's action says when it is sold out). */}
        {product.onSale ? <span className="product-card-badge">{cardCopy.onSale}</span> : null}
        {image ? (
          <ProductImage
            image={image}
            sizes={CARD_SIZES}
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <Link to={`/product/${product.handle}`} prefetch="intent" className="product-card-link">
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          <Price price={product.price} compareAt={product.compareAt} from={product.from} priceClassName="font-semibold text-stone-900" />
        </p>
        <div className="mt-auto flex items-center gap-2 pt-2">
          <CardAction product={product} />
        </div>
      </div>
    </article>
  )
}, sameCard)

/**
 * Whether a card would show the same: its data compared as the JSON it came as (a card's is small).
 * Its priority counts only for its first render (ProductImage keeps the hints it was first given).
 */
function sameCard(before: Props, after: Props) {
  return before.product === after.product || JSON.stringify(before.product) === JSON.stringify(after.product)
}

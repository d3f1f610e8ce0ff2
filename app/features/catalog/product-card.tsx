import { Link } from '~/components/link'
import { cardCopy } from '~/content/product-cards'
import { CardAction } from './card-action'
import { Price } from './price'
import { ProductImage } from './product-image'
import type { ProductSummary } from '~/lib/storefront/types'

export const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw'

/** A product card: the whole card opens the product; its action adds it or leads to its options. */
export function ProductCard({ product, priority }: { product: ProductSummary; priority: 'high' | 'eager' | false }) {
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
}

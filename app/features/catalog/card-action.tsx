import { Icon } from '~/components/icon'
import { Link } from 'react-router'
import { cardCopy } from '~/content/product-cards'
import { addToCart } from '~/features/cart/add-to-cart'
import type { ProductSummary } from '~/lib/storefront/types'

/**
 * What a card offers (decision 035): 'Add' when there is one variant to buy, 'Choose options' on
 * the product page when there are several (a card never picks a size for the shopper), and a
 * plain 'Sold out' when nothing can be bought.
 */
export function cardAction(product: Pick<ProductSummary, 'availableForSale' | 'variants'>): 'add' | 'choose' | 'sold-out' {
  const available = product.variants.filter((v) => v.availableForSale)
  if (!product.availableForSale || available.length === 0) return 'sold-out'
  return product.variants.length > 1 ? 'choose' : 'add'
}

// One line at every width (`.card-action` in app.css): a phone's two-column card is about 140 px wide inside.
const actionClass = 'card-action'

export function CardAction({ product }: { product: ProductSummary }) {
  const action = cardAction(product)
  if (action === 'sold-out') return <span className="ml-auto text-sm font-semibold text-accent-600">{cardCopy.soldOut}</span>
  if (action === 'choose') {
    return (
      <Link to={`/product/${product.handle}`} aria-label={cardCopy.chooseLabel(product.title)} className={actionClass}>
        {cardCopy.choose}
      </Link>
    )
  }
  return (
    <button type="button" onClick={() => addToCart(product, product.variants[0]!)} aria-label={cardCopy.addLabel(product.title)} className={actionClass}>
      <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
      {cardCopy.add}
    </button>
  )
}

import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { cartItem } from '~/features/cart/add-to-cart'
import { useCartStore } from '~/features/cart/store'
import type { ProductSummary } from '~/lib/storefront/types'
import { useCopy } from '~/i18n/use-copy'

// One line at every width (`.card-action` in app.css): a phone's two-column card is about 140 px wide inside.
const actionClass = 'card-action'

/** A card's action (decision 035): Add its one variant, choose among several on the product page, or say it is sold out. */
export function CardAction({ product }: { product: ProductSummary }) {
  const { cardCopy } = useCopy('product-cards')
  const { action } = product
  if (action === 'sold-out') return <span className="ml-auto text-sm font-semibold text-accent-600">{cardCopy.soldOut}</span>
  if (action === 'choose') {
    return (
      <Link to={`/product/${product.handle}`} prefetch="intent" aria-label={cardCopy.chooseLabel({ title: product.title })} className={actionClass}>
        {cardCopy.choose}
      </Link>
    )
  }
  const add = () => useCartStore.getState().addAndShow(cartItem({ ...product, images: product.image ? [product.image] : [] }, action.add))
  return (
    <button type="button" onClick={add} aria-label={cardCopy.addLabel({ title: product.title })} className={actionClass}>
      <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
      {cardCopy.add}
    </button>
  )
}

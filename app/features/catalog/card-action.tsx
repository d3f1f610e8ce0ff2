import { Icon } from '~/components/icon'
import { use } from 'react'
import { Link } from 'react-router'
import { cardCopy } from '~/content/product-cards'
import { addToCart } from '~/features/cart/add-to-cart'
import type { ProductSummary } from '~/lib/storefront/types'
import { ADD_ATTRIBUTE } from './add-attribute'
import { CardsAsMarkup } from './cards-as-markup'

// One line at every width (`.card-action` in app.css): a phone's two-column card is about 140 px wide inside.
const actionClass = 'card-action'

export function CardAction({ product }: { product: ProductSummary }) {
  const { action } = product
  if (action === 'sold-out') return <span className="ml-auto text-sm font-semibold text-accent-600">{cardCopy.soldOut}</span>
  if (action === 'choose') {
    return (
      <Link to={`/product/${product.handle}`} aria-label={cardCopy.chooseLabel(product.title)} className={actionClass}>
        {cardCopy.choose}
      </Link>
    )
  }
  // In server-only markup the page's listener adds it (the handler below is not in its HTML).
  const named = import.meta.env.SSR && use(CardsAsMarkup) ? { [ADD_ATTRIBUTE]: product.handle } : null
  return (
    <button type="button" {...named} onClick={() => addToCart({ ...product, images: product.image ? [product.image] : [] }, action.add)} aria-label={cardCopy.addLabel(product.title)} className={actionClass}>
      <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
      {cardCopy.add}
    </button>
  )
}

import type * as layout from '~/content/layout'
import type * as navigation from '~/content/navigation'
import type * as consent from '~/content/consent'
import type * as claims from '~/content/claims'
import type * as search from '~/content/search'
import type * as markets from '~/content/markets'
import type * as cart from '~/content/cart'
import type * as shop from '~/content/shop'
import type * as product_cards from '~/content/product-cards'
import type * as catalogue from '~/content/catalogue'
import type * as market_shipping from '~/content/market-shipping'

/**
 * The copy modules a page may be sent (their English text is the source; `app/content/locales`
 * holds each translation), by name: what `pageCopy` sends and `useCopy` reads. Types only, so
 * no language's copy is in the browser's scripts.
 */
export type Catalogue = {
  layout: typeof layout
  navigation: typeof navigation
  consent: typeof consent
  claims: typeof claims
  search: typeof search
  markets: typeof markets
  cart: typeof cart
  shop: typeof shop
  'product-cards': typeof product_cards
  catalogue: typeof catalogue
  'market-shipping': typeof market_shipping
}

export type CopyName = keyof Catalogue

import type { ReactElement } from 'react'
import type { AppLoadContext } from 'react-router'
import type { ListingPageData } from './listing-page'
import type { ListingResult } from './listing.server'
import { markupCards } from './markup-cards.server'
import { CARD_SIZES } from './product-card'
import { cardPriority } from './product-grid'
import { imagePreload } from './product-image'

/**
 * A listing page rendered for one request as server-only markup (decisions 074, 075, 079): `page` at
 * the address `request` asked for, with what the browser needs beside the HTML (`markupCards`)
 * and the preloads of its likely LCP images. `listing` is the page's own listing, whose first
 * cards hold those images; `others` are any further cards on the page (a failed search's best
 * sellers), whose Add must work too.
 */
export function listingPage(
  context: Pick<AppLoadContext, 'documentMarkup'>,
  request: Request,
  page: ReactElement,
  listing: ListingResult,
  others: ListingResult[] = [],
): ListingPageData {
  const preloads = listing.products.flatMap((product, index) => {
    const priority = cardPriority(index)
    return product.image && priority ? [imagePreload(product.image, CARD_SIZES, priority === 'high' ? 'high' : 'auto')] : []
  })
  return { ...markupCards(context, request, 'listing', page, [listing, ...others]), preloads }
}

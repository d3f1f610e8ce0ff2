import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { catalogue } from '#shared/shop'
import { storeNoticeToast } from '~/content/product-cards'
import { cartItem } from '~/features/cart/add-to-cart'
import { CardsAsMarkup } from './cards-as-markup'
import type { ListingPageData } from './listing-page'
import type { ListingResult } from './listing.server'
import { CARD_SIZES } from './product-card'
import { cardPriority } from './product-grid'
import { imagePreload } from './product-image'

/**
 * A listing page rendered for one request as server-only markup (decision 074): `page` at the
 * address `location` (its links and forms read it), with what the browser needs beside the HTML.
 * `listing` is the page's own listing, whose first cards hold the likely LCP image; `others` are
 * any further cards on the page (a failed search's best sellers), whose Add must work too.
 */
export function listingPage(location: string, page: ReactElement, listing: ListingResult, others: ListingResult[] = []): ListingPageData {
  // React puts the preloads of the images it renders at once before the markup: the page's head
  // has them instead (`preloads`), where the browser finds them first.
  const html = renderToStaticMarkup(
    <StaticRouter location={location}>
      <CardsAsMarkup value>{page}</CardsAsMarkup>
    </StaticRouter>,
  ).replace(/^(<link rel="preload"[^>]*>)+/, '')
  const adds: ListingPageData['adds'] = {}
  for (const product of [listing, ...others].flatMap((l) => l.products)) {
    if (typeof product.action === 'object') adds[product.handle] = cartItem({ ...product, images: product.image ? [product.image] : [] }, product.action.add)
  }
  const preloads = listing.products.flatMap((product, index) => {
    const priority = cardPriority(index)
    return product.image && priority ? [imagePreload(product.image, CARD_SIZES, priority === 'high' ? 'high' : 'auto')] : []
  })
  return { html, adds, preloads, notice: storeNoticeToast(listing.notice), imageMarginPx: catalogue.lazyImageMarginPx }
}

/** The address a listing page was asked for, as its links and forms see it. */
export const locationOf = (request: Request) => {
  const url = new URL(request.url)
  return url.pathname + url.search
}

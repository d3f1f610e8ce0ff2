import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { type AppLoadContext, StaticRouter } from 'react-router'
import { catalogue } from '#shared/shop'
import { storeNoticeToast } from '~/content/product-cards'
import { cartItem } from '~/features/cart/add-to-cart'
import { renderForInput } from '~/features/server-markup/render.server'
import { requestMarkup } from '~/features/server-markup/request-markup.server'
import type { ProductSummary } from '~/lib/storefront/types'
import { CardsAsMarkup } from './cards-as-markup'
import type { ListingResult } from './listing.server'
import type { MarkupCardsData } from './markup-cards'

/** The address a page was asked for, as its links and forms see it. */
function locationOf(request: Request) {
  const url = new URL(request.url)
  return url.pathname + url.search
}

/**
 * Part of a page rendered for one request as server-only markup, kept by its input (decision
 * 079), its cards as markup (their Add named, their lazy images waiting for `MarkupCards`), at the
 * address `request` asked for (its links and forms read it). React puts the preloads of the images
 * it renders at once before the markup: a page that wants them sends them for its head instead
 * (the data's `preloads`), where the browser finds them first.
 */
export function pageMarkup(request: Request, page: ReactElement): string {
  const location = locationOf(request)
  return renderForInput(page, location, () =>
    renderToStaticMarkup(
      <StaticRouter location={location}>
        <CardsAsMarkup value>{page}</CardsAsMarkup>
      </StaticRouter>,
    ).replace(/^(<link rel="preload"[^>]*>)+/, ''),
  )
}

/** The cart line each addable card's Add makes, by the handle its button names (`ADD_ATTRIBUTE`). */
export function cardLines(products: readonly ProductSummary[]): MarkupCardsData['adds'] {
  const adds: MarkupCardsData['adds'] = {}
  for (const product of products) {
    if (typeof product.action === 'object') adds[product.handle] = cartItem({ ...product, images: product.image ? [product.image] : [] }, product.action.add)
  }
  return adds
}

/**
 * `page`, holding product cards, rendered for one request as server-only markup `id` (decisions
 * 074, 075, 079) with what the browser needs beside the HTML (`MarkupCards`). The HTML goes with
 * the data only to a client-side visit (`requestMarkup`). `listings` are the lists of the cards
 * shown, whose Add must work; the first one's notice is the page's.
 */
export function markupCards(
  context: Pick<AppLoadContext, 'documentMarkup'>,
  request: Request,
  id: string,
  page: ReactElement,
  [listing, ...others]: [ListingResult, ...ListingResult[]],
): MarkupCardsData {
  const html = pageMarkup(request, page)
  const adds = cardLines([listing, ...others].flatMap((l) => l.products))
  return { html: requestMarkup(context, id, html), adds, notice: storeNoticeToast(listing.notice), imageMarginPx: catalogue.lazyImageMarginPx }
}

import { useEffect, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { loadImagesWhenNear } from '~/features/catalog/lazy-images'
import { MarkupCards, type MarkupCardsData } from '~/features/catalog/markup-cards'
import type { NewCartItem } from '~/features/cart/store'
import { listenOnFirstUse } from '~/features/islands/listeners-on-first-use'
import { ServerMarkup } from '~/features/server-markup/server-markup'
import { showBuyBar } from './buy-bar'
import { PRODUCT_PAGE_END_ID } from './buy-box-names'
import { useKeptMarkup, type Section } from './kept-markup'
import { followVariantLinks } from './variant-links'

export type { Section }
export type SectionId = 'product-crumbs' | 'product-gallery' | 'product-title' | 'product-options' | 'product-buy' | 'product-about'

/** What runs beside the buy box's markup, worked out on the server. */
export type ProductBuy = {
  /** The chosen variant's cart line, or null when it cannot be bought. */
  line: NewCartItem | null
  /** The price as the page shows it (`Price`'s markup), repeated in the phone's buy bar. */
  price: string
}

/** A product page as the server rendered it for this request (`product-page.server.tsx`). */
export type ProductPageData = {
  sections: Record<SectionId, Section>
  /** The reviews and related products, with their cards' lines. */
  more: MarkupCardsData & Section
  buy: ProductBuy
  /** In stock or not, as the page says it. */
  stock: string
}

/** What the gallery and the buy box answer: such events before their code has arrived are held for it (decision 080). */
const GALLERY_EVENTS = ['click', 'keydown', 'scroll', 'pointerover']
const BUY_BOX_EVENTS = ['click', 'keydown', 'focusout']

/**
 * The product page (decision 078): its sections are server-only markup, and React renders the price
 * and the stock. Listeners on the markup do the rest: the gallery (`gallery.ts`) and the buy box
 * (`buy-box-actions.ts`), whose code loads on first use, the buy bar (`buy-bar.ts`), the variant
 * picker's links (`variant-links.ts`), the related cards' Add and lazy images (`MarkupCards`). A section new
 * data leaves unchanged is kept as it is (`useKeptMarkup`).
 */
export function ProductPage({ page }: { page: ProductPageData }) {
  const navigate = useNavigate()
  const gallery = useRef<HTMLDivElement>(null)
  const options = useRef<HTMLDivElement>(null)
  const buy = useRef<HTMLDivElement>(null)
  const price = useRef<HTMLDivElement>(null)
  // The chosen variant's line, for the buy box's code whenever it adds.
  const line = useRef(page.buy.line)
  // The picker's link to give focus back to once a new variant's markup has replaced the old.
  const refocus = useRef<number | null>(null)
  const html = {
    crumbs: useKeptMarkup(page.sections['product-crumbs']),
    gallery: useKeptMarkup(page.sections['product-gallery']),
    title: useKeptMarkup(page.sections['product-title']),
    options: useKeptMarkup(page.sections['product-options']),
    buy: useKeptMarkup(page.sections['product-buy']),
    about: useKeptMarkup(page.sections['product-about']),
    more: useKeptMarkup(page.more),
  }
  const more = useMemo(() => ({ ...page.more, html: html.more }), [page.more, html.more])
  const forSale = page.buy.line !== null

  useEffect(
    () =>
      listenOnFirstUse(gallery.current!, GALLERY_EVENTS, () => import('~/features/catalog/gallery').then((gallery) => gallery.runProductGallery)),
    [],
  )
  useEffect(() => loadImagesWhenNear(gallery.current!, page.more.imageMarginPx), [html.gallery, page.more.imageMarginPx])
  useEffect(() => {
    line.current = page.buy.line
  }, [page.buy.line])
  useEffect(
    () =>
      listenOnFirstUse(buy.current!, BUY_BOX_EVENTS, () =>
        import('./buy-box-actions').then((box) => (root) => box.runBuyBox(root, () => line.current)),
      ),
    [],
  )
  useEffect(() => showBuyBar(buy.current!, price.current!), [html.buy, page.buy.price])
  useEffect(() => followVariantLinks(options.current!, navigate, (index) => (refocus.current = index)), [navigate])
  useEffect(() => {
    if (refocus.current !== null) options.current!.querySelectorAll<HTMLElement>('a, [role="link"]')[refocus.current]?.focus()
    refocus.current = null
  }, [html.options])

  return (
    <>
      <ServerMarkup id="product-crumbs" html={html.crumbs} />
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <div className="grid gap-8 py-8 md:grid-cols-2 md:gap-12 md:py-12">
          {/* Sticky beside the longer column, so the gallery never leaves a blank column under it. */}
          <div ref={gallery} className="md:sticky md:top-28 md:self-start">
            <ServerMarkup id="product-gallery" html={html.gallery} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <div>
              <ServerMarkup id="product-title" html={html.title} />
              <div ref={price} className="mt-3 text-2xl" aria-live="polite" data-testid="product-price" dangerouslySetInnerHTML={{ __html: page.buy.price }} />
              <p className={`mt-1 text-sm font-medium ${forSale ? 'text-brand-700' : 'text-accent-600'}`}>{page.stock}</p>
            </div>
            <div ref={options} className="contents">
              <ServerMarkup id="product-options" html={html.options} />
            </div>
            <div ref={buy} className="contents">
              <ServerMarkup id="product-buy" html={html.buy} />
            </div>
            <ServerMarkup id="product-about" html={html.about} />
          </div>
        </div>
        <MarkupCards id="product-more" cards={more} />
        <div id={PRODUCT_PAGE_END_ID} />
      </div>
    </>
  )
}

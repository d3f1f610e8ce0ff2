import { useEffect, useRef, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { type NewCartItem, useCartStore } from '~/features/cart/store'
import { ServerMarkup } from '~/features/server-markup/server-markup'
import { toast } from '~/lib/toast'
import { ADD_ATTRIBUTE } from './add-attribute'
import { loadImagesWhenNear } from './lazy-images'

/**
 * Product cards rendered by the server for this request as server-only markup (decisions 074, 075,
 * 076), with what the browser needs beside the HTML: the cart line each card's Add makes, the
 * store's notice and how near a lazy image must come to load.
 */
export type MarkupCardsData = {
  /** Null on the page's own request: the document has it (`requestMarkup`). */
  html: string | null
  adds: Record<string, NewCartItem>
  notice: { title: string; description: string } | null
  imageMarginPx: number
}

/**
 * Server-only markup holding product cards (a listing page, the home page's best sellers): no card
 * component or copy is in the browser's script, and hydration keeps the HTML. `ServerMarkup` makes
 * its links navigate in place; the listeners here do what the cards did as components: Add puts
 * the card's line in the cart, product links prefetch on intent, lazy images load as they come
 * near, and the store's notice is toasted.
 */
export function MarkupCards({ id, cards }: { id: string; cards: MarkupCardsData }) {
  const ref = useRef<HTMLDivElement>(null)
  const [intent, setIntent] = useState<string | null>(null)
  const { notice } = cards

  useEffect(() => {
    if (notice) toast.error(notice.title, { description: notice.description })
  }, [notice])

  // Taken in again with each new page of cards (new HTML, new lines, new images).
  useEffect(() => {
    const element = ref.current!
    const listening = new AbortController()
    const { signal } = listening
    // Before `ServerMarkup`'s own listener, which follows every link.
    const add = (event: MouseEvent) => {
      const line = cards.adds[(event.target as Element).closest(`[${ADD_ATTRIBUTE}]`)?.getAttribute(ADD_ATTRIBUTE) ?? '']
      if (line) useCartStore.getState().addAndShow(line)
    }
    element.addEventListener('click', add, { signal, capture: true })
    // Prefetch a product's page as the shopper points at or focuses its link, as `<Link prefetch="intent">` does.
    const prefetch = (event: Event) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href')
      if (href?.startsWith('/product/')) setIntent(href)
    }
    element.addEventListener('mouseover', prefetch, { signal })
    element.addEventListener('focusin', prefetch, { signal })
    const stopImages = loadImagesWhenNear(element, cards.imageMarginPx)
    return () => {
      listening.abort()
      stopImages()
    }
  }, [cards])

  return (
    <div ref={ref} className="contents">
      <ServerMarkup id={id} html={cards.html} />
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </div>
  )
}

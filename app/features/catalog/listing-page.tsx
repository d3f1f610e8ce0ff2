import { useEffect, useRef, useState } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { PrefetchPageLinks, useNavigate, useSubmit } from 'react-router'
import { type NewCartItem, useCartStore } from '~/features/cart/store'
import { ServerMarkup, ServerMarkupContext } from '~/features/server-markup/server-markup'
import { toast } from '~/lib/toast'
import { ADD_ATTRIBUTE } from './add-attribute'
import { loadImagesWhenNear } from './lazy-images'

/**
 * A listing page as the server rendered it for this request (decision 074): its HTML, the cart
 * line each card's Add makes, the images to preload (the likely LCP first), the store's notice
 * and how near a lazy image must come to load.
 */
export type ListingPageData = {
  html: string
  adds: Record<string, NewCartItem>
  preloads: { href: string; options: PreloadOptions }[]
  notice: { title: string; description: string } | null
  imageMarginPx: number
}

/** Marks a link that changes only the listing (the accessory filters): it keeps the scroll position. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll'

/**
 * A listing page (header, filters, order, cards, page links) as server-only markup: no component
 * or copy of it is in the browser's script, and hydration keeps its HTML. `ServerMarkup` makes its
 * links navigate in place; a few listeners here do the rest of what its parts did as components:
 * a new order is applied as it is chosen, Add puts the card's line in the cart, a filter keeps the
 * scroll position, product links prefetch on intent, lazy images load as they come near. Without
 * JavaScript it is a whole page: GET forms and plain links.
 */
export function ListingPage({ page }: { page: ListingPageData }) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const submit = useSubmit()
  // The lines of the cards shown now, for the one click listener.
  const adds = useRef(page.adds)
  // The control to give focus back to once a new order's markup has replaced the old.
  const refocus = useRef<string | null>(null)
  const [intent, setIntent] = useState<string | null>(null)
  for (const { href, options } of page.preloads) preload(href, options)

  useEffect(() => {
    if (page.notice) toast.error(page.notice.title, { description: page.notice.description })
  }, [page.notice])

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listening = new AbortController()
    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) =>
      element.addEventListener(type, listener, { signal: listening.signal, capture })
    const applyOrder = (form: HTMLFormElement | null) => {
      if (!form) return
      refocus.current = document.activeElement?.id || null
      void submit(form, { preventScrollReset: true })
    }
    // Before `ServerMarkup`'s own listener, which follows every other link.
    on(
      'click',
      (event) => {
        const target = event.target as Element
        const add = target.closest(`[${ADD_ATTRIBUTE}]`)
        const line = add && adds.current[add.getAttribute(ADD_ATTRIBUTE)!]
        if (line) return useCartStore.getState().addAndShow(line)
        const filter = target.closest(`a[${KEEP_SCROLL_ATTRIBUTE}]`)
        if (!filter || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate(filter.getAttribute('href')!, { preventScrollReset: true })
      },
      true,
    )
    on('change', (event) => {
      const select = event.target as HTMLSelectElement
      if (select.name === 'sort') applyOrder(select.form)
    })
    on('submit', (event) => {
      event.preventDefault()
      applyOrder(event.target as HTMLFormElement)
    })
    // Prefetch a product's page as the shopper points at or focuses its link, as `<Link prefetch="intent">` does.
    const prefetch = (event: Event) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href')
      if (href?.startsWith('/product/')) setIntent(href)
    }
    on('mouseover', prefetch)
    on('focusin', prefetch)
    return () => listening.abort()
  }, [navigate, submit])

  useEffect(() => {
    adds.current = page.adds
    const element = ref.current
    if (!element) return
    if (refocus.current) document.getElementById(refocus.current)?.focus()
    refocus.current = null
    return loadImagesWhenNear(element, page.imageMarginPx)
  }, [page])

  const { html } = page
  return (
    <div ref={ref} className="contents">
      {/* This request's markup stands in for a fragment kept for the life of the process. */}
      <ServerMarkupContext value={() => html}>
        <ServerMarkup id="listing" />
      </ServerMarkupContext>
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </div>
  )
}

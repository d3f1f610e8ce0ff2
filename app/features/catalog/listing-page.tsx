import { useEffect, useRef } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { useNavigate, useSubmit } from 'react-router'
import { MarkupCards, type MarkupCardsData } from './markup-cards'

/**
 * A listing page as the server rendered it for this request (decision 074): its cards as markup
 * (`MarkupCardsData`) and the images to preload (the likely LCP first).
 */
export type ListingPageData = MarkupCardsData & { preloads: { href: string; options: PreloadOptions }[] }

/** Marks a link that changes only the listing (the accessory filters): it keeps the scroll position. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll'

/**
 * A listing page (header, filters, order, cards, page links) as server-only markup: no component
 * or copy of it is in the browser's script, and hydration keeps its HTML. `MarkupCards` brings its
 * cards to life; the listeners here do the rest of what its parts did as components: a new order
 * is applied as it is chosen and a filter keeps the scroll position. Without JavaScript it is a
 * whole page: GET forms and plain links.
 */
export function ListingPage({ page }: { page: ListingPageData }) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const submit = useSubmit()
  // The control to give focus back to once a new order's markup has replaced the old.
  const refocus = useRef<string | null>(null)
  for (const { href, options } of page.preloads) preload(href, options)

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
        const filter = (event.target as Element).closest(`a[${KEEP_SCROLL_ATTRIBUTE}]`)
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
    return () => listening.abort()
  }, [navigate, submit])

  // After the new page's markup is in (a child's effects run first).
  useEffect(() => {
    if (refocus.current) document.getElementById(refocus.current)?.focus()
    refocus.current = null
  }, [page])

  return (
    <div ref={ref} className="contents">
      <MarkupCards id="listing" cards={page} />
    </div>
  )
}

import { useEffect, useId, useState } from 'react'
import { Icon } from '~/components/icon'
import { freeShippingProgress, marketForCountry } from '#shared/markets'
import { Price } from '~/features/catalog/price'
import { imageUrl } from '~/lib/image'
import { inPageMarket } from '~/lib/market-path'
import type { ProductSummary } from '~/lib/storefront/types'
import { cartItem } from './add-to-cart'
import { type CartItem, cartTotal, useCartStore } from './store'
import { moneyAmount } from '#shared/money'
import { useCopy } from '~/i18n/use-copy'

/** Answers already fetched in this page, by query: reopening the drawer asks nothing again. */
const answers = new Map<string, Promise<ProductSummary[]>>()

function fetchSuggestions(query: string): Promise<ProductSummary[]> {
  let answer = answers.get(query)
  if (!answer) {
    answer = fetch(inPageMarket(`/api/cart-suggestions?${query}`))
      .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: ProductSummary[] }>) : { suggestions: [] }))
      .then((body) => body.suggestions)
      .catch(() => {
        answers.delete(query)
        return []
      })
    answers.set(query, answer)
  }
  return answer
}

/** The request for these lines: their products, the last added last, and what they lack for free shipping. */
export function suggestionsQuery(items: readonly CartItem[], gap: number): string {
  const params = new URLSearchParams()
  for (const id of new Set(items.map((i) => i.product.id))) params.append('product', id)
  params.set('gap', moneyAmount(gap))
  return params.toString()
}

/**
 * The next answer's products with those already shown kept where they were and the new ones after
 * them: a quantity changed asks again, and a shopper reaching for an Add button must not find
 * another product's row under the finger.
 */
export function inPlace(shown: readonly ProductSummary[], next: readonly ProductSummary[]): ProductSummary[] {
  const kept = shown.flatMap((p) => next.find((n) => n.id === p.id) ?? [])
  return [...kept, ...next.filter((p) => !kept.includes(p))]
}

type Props = {
  /** Fetch only while shown (the drawer open, the page there): a closed drawer asks for nothing. */
  active: boolean
  /** In the drawer an add opens on it as a card's does; on /cart the line simply joins the list. */
  addMode: 'show' | 'quiet'
}

/**
 * Under the free-shipping threshold, up to three products that would close the gap (issue 34),
 * each added with one tap. Loaded when shown, never before the drawer opens; they appear below
 * the lines and the note, so nothing already on screen moves.
 */
export function CartSuggestions({ active, addMode }: Props) {
  const { cartSuggestionsCopy } = useCopy('cart')
  const items = useCartStore((s) => s.items)
  // What the cart lacks for free shipping in its own market (none where shipping is never free).
  const gap = freeShippingProgress(marketForCountry(useCartStore((s) => s.country)), cartTotal(items))?.remaining
  const query = active && items.length > 0 && gap ? suggestionsQuery(items, gap) : null
  const [shown, setShown] = useState<{ query: string; products: ProductSummary[] } | null>(null)
  const titleId = useId()

  useEffect(() => {
    if (!query) return
    let current = true
    void fetchSuggestions(query).then((products) => {
      if (current) setShown((last) => ({ query, products: inPlace(last?.products ?? [], products) }))
    })
    return () => {
      current = false
    }
  }, [query])

  if (!query || !shown) return null
  // While the next answer loads (a quantity changed), the last one stays, less what is now in the cart.
  const held = new Set(items.map((i) => i.product.id))
  const products = shown.products.filter((p) => !held.has(p.id))
  if (products.length === 0) return null

  const add = (product: ProductSummary) => {
    if (typeof product.action !== 'object') return
    const line = cartItem({ ...product, images: product.image ? [product.image] : [] }, product.action.add)
    if (addMode === 'show') useCartStore.getState().addAndShow(line)
    else useCartStore.getState().addItem(line)
  }

  return (
    <section aria-labelledby={titleId} className="border-t border-stone-100 px-5 py-4" data-testid="cart-suggestions">
      <h2 id={titleId} className="text-sm font-semibold text-stone-900">
        {cartSuggestionsCopy.title}
      </h2>
      <ul className="mt-2 space-y-2">
        {products.map((product) => (
          <li key={product.id} className="flex items-center gap-3">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-earth-50">
              {product.image ? (
                <img src={imageUrl(product.image.url, { width: 112 })} alt="" width={56} height={56} loading="lazy" className="size-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-stone-900">{product.title}</p>
              <p className="text-sm text-stone-700">
                <Price price={product.price} compareAt={product.onSale ? product.compareAt : null} />
              </p>
            </div>
            <button
              type="button"
              onClick={() => add(product)}
              aria-label={cartSuggestionsCopy.addLabel({ title: product.title })}
              className="flex min-h-11 shrink-0 items-center gap-1 rounded-full border border-brand-700 px-3.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Icon name="plus" className="size-4" aria-hidden="true" />
              {cartSuggestionsCopy.add}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The module's one export for `lazyWithPreload` (the drawer loads it apart from the page). */
export default CartSuggestions

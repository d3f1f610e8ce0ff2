import { cartWords } from './words'
import { toast } from '~/lib/toast'
import type { CartStatusResponse } from './api-types'
import { type CartItem, linesChanged, type Persisted, useCartStore } from './store'

/**
 * Asks the store about the stored cart: once an order is placed the store no longer returns
 * the cart, so it is emptied here; variants the store no longer has are dropped.
 */
export async function verifyCart(fetchStatus: (query: string) => Promise<CartStatusResponse>, { cartId, items }: Pick<Persisted, 'cartId' | 'items'>) {
  const params = new URLSearchParams()
  if (cartId) params.set('cart', cartId)
  for (const item of items) params.append('variant', item.variantId)
  const status = await fetchStatus(params.toString()).catch(() => null)
  if (!status) return
  const state = useCartStore.getState()
  if (status.cart === 'gone' && cartId) {
    // The lines asked about were ordered. Unchanged since, the cart is emptied; changed since (an
    // add before the answer came), the ordered quantities leave and what was added stays.
    if (state.cartId === cartId) state.clearCart()
    else useCartStore.setState({ items: withoutOrdered(state.items, items), ...linesChanged })
  } else if (status.missing.length) {
    status.missing.forEach((variantId) => state.removeItem(variantId))
    toast.message(cartWords().cartCopy.removedUnavailable)
  }
}

/** `items` less the quantities of the `ordered` lines; a line left with none goes. */
function withoutOrdered(items: CartItem[], ordered: readonly CartItem[]) {
  return items.flatMap((line) => {
    const quantity = line.quantity - (ordered.find((o) => o.variantId === line.variantId)?.quantity ?? 0)
    return quantity > 0 ? [{ ...line, quantity }] : []
  })
}

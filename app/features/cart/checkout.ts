import { inPageMarket } from '~/lib/market-path'
import { toast } from '~/lib/toast'
import type { CheckoutResponse } from './api-types'
import { cartWords } from './words'
import { keepStoreCart, storeCartBody, storeCartSettled } from './store-cart'
import { forSaleLines, useCartStore } from './store'

/** Opens a URL in the tab opened for it, or in this tab when no tab could be opened. */
function go(tab: Window | null, url: string) {
  if (tab && !tab.closed) {
    tab.opener = null
    tab.location.href = url
  } else {
    window.location.assign(url)
  }
}

/**
 * The checkout (docs/product.md#checkout). Must be called inside the click: the new tab is opened at once, before
 * any await, so no popup blocker stops it. An unchanged cart reuses its checkout; a changed
 * cart (the store forgets the URL on any change) gets a new one.
 */
export async function startCheckout(onDone: () => void) {
  const { items, isLoading, setLoading } = useCartStore.getState()
  // Lines flagged as not sold in the cart's market stay behind (the drawer says so).
  if (forSaleLines(items).length === 0 || isLoading) return
  const tab = window.open('', '_blank')
  // Loading from here: the cart's rates are not asked for while checkout makes its cart.
  setLoading(true)
  try {
    // The store may be making this cart now (for its rates): that is the one to open.
    await storeCartSettled()
    const state = useCartStore.getState()
    const { checkoutUrl, checkoutNote, note } = state
    // A checkout made before the note was last changed would lose it: a new one is made.
    if (checkoutUrl && checkoutNote === note) {
      go(tab, checkoutUrl)
      onDone()
      return
    }
    const response = await fetch(inPageMarket('/api/checkout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(storeCartBody(state)),
    })
    const body = (await response.json().catch(() => ({ error: '' }))) as CheckoutResponse
    if ('checkoutUrl' in body && response.ok) {
      // The code and the gift cards went with this cart: its verdict is this cart's, so it is not checked again.
      keepStoreCart(body, note)
      go(tab, body.checkoutUrl)
      onDone()
      return
    }
    tab?.close()
    const failure = body as Extract<CheckoutResponse, { error: string }>
    console.error('[checkout] failed:', failure.error || response.status)
    const { cartCopy, storeNoticeCopy } = cartWords()
    if (failure.notice === 'payment-required') {
      toast.error(storeNoticeCopy.paymentRequiredTitle, { description: storeNoticeCopy.paymentRequiredBody })
    } else {
      toast.error(cartCopy.checkoutError, { description: failure.error || cartCopy.checkoutFallback })
    }
  } catch (error) {
    tab?.close()
    console.error('[checkout] failed:', error)
    const { cartCopy } = cartWords()
    toast.error(cartCopy.checkoutFailed, { description: cartCopy.checkoutLater })
  } finally {
    setLoading(false)
  }
}

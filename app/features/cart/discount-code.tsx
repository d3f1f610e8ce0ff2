import { Icon } from '~/components/icon'
import { inPageMarket } from '~/lib/market-path'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { controlClass } from '~/components/ui/field'
import { buttonClass } from '~/components/ui/button'
import { discountCodeMessages, normaliseDiscountCode } from '#shared/discount-code'
import { formatMoney } from '~/lib/money'
import { inPageLanguage } from '~/lib/field-messages'
import type { CheckoutResponse } from './api-types'
import { useDiscountStore } from './discount-store'
import { keepStoreCart, storeCartBody } from './store-cart'
import { type CartItem, forSaleLines, useCartStore } from './store'
import { useCopy, useLocale } from '~/i18n/use-copy'
import { cartWords } from './words'

/** The shopper's words for the store's reason a code does not apply (ours where it gave none we know). */
const refusalOf = (reason: string | null) => {
  const { refused } = cartWords().discountCopy
  return refused[reason ?? 'default'] ?? refused.default!
}

type Outcome = { error: string | null; keep: string }

/**
 * Sends the lines with the code to the store and keeps what it answered: the cart (checkout opens
 * this very cart) and whether the code applies. `keep` is what the field should then hold: a
 * refused code stays for the shopper to correct.
 */
async function applyCode(raw: string, lines: CartItem[]): Promise<Outcome> {
  // The shop's own checks, in the page's words.
  const { errors } = cartWords().discountCopy
  if (forSaleLines(lines).length === 0) return { error: errors.emptyCart, keep: raw }
  const checked = normaliseDiscountCode(raw)
  if (!checked.ok) return { error: inPageLanguage({ error: checked.message }, discountCodeMessages, errors).error, keep: raw }
  try {
    const cart = useCartStore.getState()
    const response = await fetch(inPageMarket('/api/checkout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...storeCartBody({ ...cart, items: lines }), discountCode: checked.code }),
    })
    const body = (await response.json().catch(() => ({ error: '' }))) as CheckoutResponse
    if (!('cartId' in body) || !response.ok) return { error: ('error' in body && body.error) || cartWords().discountCopy.failed, keep: raw }
    const discount = body.discount ?? { code: checked.code, applicable: false, reason: null }
    // The verdict with the cart it belongs to (its gift cards and rates too): the cart's change then finds nothing to check again.
    keepStoreCart({ ...body, discount }, cart.note)
    return discount.applicable ? { error: null, keep: '' } : { error: refusalOf(discount.reason), keep: discount.code }
  } catch {
    return { error: cartWords().discountCopy.failed, keep: raw }
  }
}

/**
 * The drawer's discount-code field (decision 025). Applying sends the lines and the code to the
 * store (cartCreate with discountCodes): the store says whether the code applies and what the cart
 * then costs, and that cart is the one checkout opens. When the lines change, the code is checked
 * again for the new cart. A discount link's code is applied as if typed, once the cart has lines.
 */
export function DiscountCode() {
  const { discountCopy } = useCopy('cart')
  const locale = useLocale()
  const items = useCartStore((s) => s.items)
  const applied = useDiscountStore((s) => s.applied)
  const setApplied = useDiscountStore((s) => s.setApplied)
  const [typed, setTyped] = useState(applied && !applied.applicable ? applied.code : '')
  const [error, setError] = useState<string | null>(applied && !applied.applicable ? refusalOf(applied.reason) : null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const cartId = useCartStore((s) => s.cartId)

  async function apply(raw: string) {
    setBusy(true)
    const outcome = await applyCode(raw, items)
    setBusy(false)
    setError(outcome.error)
    setTyped(outcome.keep)
  }

  // The cart changed since the code was checked (new lines, an order placed): check it again for
  // the new cart; an emptied cart forgets it. A subscription, so the check runs from the change
  // itself rather than from a render.
  const stale = Boolean(applied?.applicable && applied.cartId !== cartId)
  useEffect(() => {
    const recheck = ({ items: lines, cartId: cartNow, hasHydrated }: { items: CartItem[]; cartId: string | null; hasHydrated: boolean }) => {
      const { applied: current, pending } = useDiscountStore.getState()
      if (hasHydrated && lines.length > 0 && pending) {
        useDiscountStore.getState().setPending(null)
        setTyped(pending)
        setBusy(true)
        void applyCode(pending, lines).then((outcome) => {
          setBusy(false)
          setError(outcome.error)
          setTyped(outcome.keep)
        })
        return
      }
      // Not before the stored cart is back; an emptied cart (an order placed) keeps the code for
      // the next lines, which the store is then asked about.
      if (!hasHydrated || lines.length === 0 || !current?.applicable || current.cartId === cartNow) return
      void applyCode(current.code, lines).then((outcome) => {
        setError(outcome.error)
        setTyped(outcome.keep)
      })
    }
    // Lines changed while the drawer was not there (an order placed, a product added) count too.
    recheck(useCartStore.getState())
    const linesChanged = useCartStore.subscribe((state, previous) => {
      if (state.items !== previous.items || state.cartId !== previous.cartId || state.hasHydrated !== previous.hasHydrated) recheck(state)
    })
    // A discount link's code that arrives while the cart is shown.
    const linked = useDiscountStore.subscribe((state, previous) => {
      if (state.pending && state.pending !== previous.pending) recheck(useCartStore.getState())
    })
    return () => {
      linesChanged()
      linked()
    }
  }, [])

  const remove = () => {
    setApplied(null)
    // The store's cart was made with the code: the next checkout makes one without it.
    useCartStore.setState({ cartId: null, checkoutUrl: null })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void apply(typed)
  }

  if (applied?.applicable) {
    const off = Number(applied.subtotal.amount) - Number(applied.total.amount)
    return (
      <div className="mb-3 space-y-1 text-sm" data-testid="cart-discount">
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800" role="status">
            <Icon name="tag" className="size-4" aria-hidden="true" />
            {discountCopy.applied({ code: applied.code })}
          </span>
          <button
            type="button"
            onClick={remove}
            aria-label={discountCopy.remove({ code: applied.code })}
            className="flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <Icon name="x" className="size-4" aria-hidden="true" />
          </button>
        </div>
        {stale || busy ? null : (
          <>
            <div className="flex justify-between text-stone-700">
              <span>{discountCopy.discount}</span>
              <span data-testid="cart-discount-amount">−{formatMoney({ amount: off, currencyCode: applied.total.currencyCode }, locale)}</span>
            </div>
            <div className="flex justify-between font-semibold text-stone-900">
              <span>{discountCopy.totalAfter}</span>
              <span data-testid="cart-discounted-total">{formatMoney(applied.total, locale)}</span>
            </div>
          </>
        )}
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} className="mb-3" noValidate>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {discountCopy.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={discountCopy.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClass(error ?? undefined) + ' h-10 min-w-0 flex-1 uppercase placeholder:normal-case'}
        />
        <button type="submit" disabled={busy} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'h-10' })}>
          {busy ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
          {busy ? discountCopy.applying : discountCopy.apply}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}

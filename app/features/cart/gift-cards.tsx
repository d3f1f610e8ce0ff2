import { type FormEvent, useId, useState } from 'react'
import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/field'
import { giftCardRules } from '#shared/cart-rules'
import { giftCardCodeMessages, lastCharactersOf, normaliseGiftCardCode } from '#shared/gift-card-code'
import { inPageLanguage } from '~/lib/field-messages'
import { inPageMarket } from '~/lib/market-path'
import { formatMoney } from '~/lib/money'
import type { GiftCardResponse } from './api-types'
import { forSaleLines, useCartStore } from './store'
import { currentView, keepStoreCart, storeCartBody, useStoreCart } from './store-cart'
import { useCopy, useLocale } from '~/i18n/use-copy'
import { cartWords } from './words'

type Outcome = { error: string | null; keep: string }

const post = (body: object) =>
  fetch(inPageMarket('/api/gift-card'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
    async (response) => ({ response, answer: (await response.json().catch(() => ({ error: '' }))) as GiftCardResponse }),
  )

/**
 * Sends the lines with the gift cards the store took and the typed code: the store makes the cart
 * and says what each card covers and what is left to pay, or why it refused the code. `keep` is what
 * the field then holds: a refused code stays for the shopper to correct.
 */
async function applyGiftCard(raw: string): Promise<Outcome> {
  const cart = useCartStore.getState()
  // The shop's own checks, in the page's words (the server's answers come worded).
  const { errors } = cartWords().giftCardCopy
  if (forSaleLines(cart.items).length === 0) return { error: errors.emptyCart, keep: raw }
  const checked = normaliseGiftCardCode(raw)
  if (!checked.ok) return { error: inPageLanguage({ error: checked.message }, giftCardCodeMessages, errors).error, keep: raw }
  const codes = useStoreCart.getState().giftCardCodes
  if (codes.includes(checked.code) && currentView(useStoreCart.getState().view, cart.cartId)) return { error: null, keep: '' }
  if (codes.length >= giftCardRules.maxPerCart) return { error: errors.tooMany, keep: raw }
  try {
    const { response, answer } = await post({ ...storeCartBody(cart), giftCardCode: raw })
    if (!('cartId' in answer)) return { error: answer.error || cartWords().giftCardCopy.failed, keep: raw }
    // The new code is kept once the store took it; a refused one leaves the codes as they were.
    if (!answer.giftCardError) useStoreCart.setState((s) => ({ giftCardCodes: [...s.giftCardCodes.filter((c) => c !== checked.code), checked.code] }))
    keepStoreCart(answer, cart.note)
    return answer.giftCardError || !response.ok ? { error: answer.giftCardError ?? cartWords().giftCardCopy.failed, keep: raw } : { error: null, keep: '' }
  } catch {
    return { error: cartWords().giftCardCopy.failed, keep: raw }
  }
}

/** Takes a card off: off the store's cart when it is the current one, else off the codes the next cart is sent. */
async function removeGiftCard(last: string, id: string | null) {
  const cart = useCartStore.getState()
  const forget = () => useStoreCart.setState((s) => ({ giftCardCodes: s.giftCardCodes.filter((c) => lastCharactersOf(c) !== last) }))
  const view = currentView(useStoreCart.getState().view, cart.cartId)
  if (view && id) {
    const { response, answer } = await post({ cartId: view.cartId, remove: id, country: cart.country }).catch(() => ({ response: null, answer: null }))
    forget()
    if (response?.ok && answer && 'cartId' in answer) return keepStoreCart(answer, cart.note)
  }
  forget()
  // The store's cart holds the card: the next checkout makes one without it.
  useCartStore.setState({ cartId: null, checkoutUrl: null })
}

/**
 * The cart's gift cards (drawer and /cart), as Shopify's checkout takes them: a field behind
 * 'Add a gift card', each card the store took with what it covers, and what is left to pay. The
 * store's cart is made with the cards, so checkout opens with them applied.
 */
export function GiftCards() {
  const { giftCardCopy } = useCopy('cart')
  const locale = useLocale()
  const cartId = useCartStore((s) => s.cartId)
  const codes = useStoreCart((s) => s.giftCardCodes)
  const view = currentView(
    useStoreCart((s) => s.view),
    cartId,
  )
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const outcome = await applyGiftCard(typed)
    setBusy(false)
    setError(outcome.error)
    setTyped(outcome.keep)
    // Taken: the card shows in the list above, and the field folds away again.
    if (!outcome.error) setOpen(false)
  }

  // The cards the store took for this very cart, or, while it makes the next one, the codes it will be sent.
  const cards = view
    ? view.giftCards.map((g) => ({ last: g.lastCharacters, id: g.id, card: g }))
    : codes.map((c) => ({ last: lastCharactersOf(c), id: null, card: null }))
  return (
    <div className="mt-3 text-sm" data-testid="cart-gift-cards">
      {cards.length ? (
        <ul className="space-y-1" aria-label={giftCardCopy.list}>
          {cards.map(({ last, id: cardId, card }) => (
            <li key={last} className="flex items-center justify-between gap-2 text-stone-700">
              <span className="flex min-w-0 items-start gap-1.5">
                <Icon name="tag" className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium whitespace-nowrap text-stone-900">{giftCardCopy.card({ last })}</span>
                  {card ? <span className="block text-xs text-stone-600">{giftCardCopy.balance({ amount: formatMoney(card.balance, locale) })}</span> : null}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {card ? <span data-testid="cart-gift-card-amount">−{formatMoney(card.amountUsed, locale)}</span> : null}
                <button
                  type="button"
                  onClick={() => void removeGiftCard(last, cardId)}
                  aria-label={giftCardCopy.remove({ last })}
                  className="flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
                >
                  <Icon name="x" className="size-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {view && view.giftCards.length ? (
        <div className="mt-1 flex justify-between text-base font-semibold text-stone-900">
          <span>{giftCardCopy.toPay}</span>
          <span data-testid="cart-left-to-pay">{formatMoney(view.total, locale)}</span>
        </div>
      ) : null}
      {codes.length < giftCardRules.maxPerCart ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {giftCardCopy.toggle}
          <Icon name="chevron-down" className={open ? 'size-4 rotate-180' : 'size-4'} aria-hidden="true" />
        </button>
      ) : null}
      {open ? (
        <form id={`${id}-panel`} method="post" action={inPageMarket('/api/gift-card')} onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor={id} className="mb-1 block font-medium text-stone-800">
            {giftCardCopy.label}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              name="giftCardCode"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={giftCardCopy.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={controlClass(error ?? undefined) + ' h-10 min-w-0 flex-1 uppercase placeholder:normal-case'}
            />
            <button
              type="submit"
              disabled={busy}
              aria-label={busy ? undefined : giftCardCopy.applyLabel}
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'h-10' })}
            >
              {busy ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
              {busy ? giftCardCopy.applying : giftCardCopy.apply}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1.5 font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}

import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { useLocalizedPath } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { cart } from '#shared/cart-rules'
import type { Localized } from '~/i18n/format'
import { useCopy } from '~/i18n/use-copy'
import type { quantityCopy as QuantityCopy } from '~/content/product-page'
import { cartItem } from '~/features/cart/add-to-cart'
import { codeForCheckout } from '~/features/cart/discount-store'
import { ShopPay } from '~/features/cart/shop-pay'
import { cartRoom } from '~/features/cart/limits'
import { useCartStore } from '~/features/cart/store'
import { cn } from '~/lib/cn'
import type { Product, ProductVariant } from '~/lib/storefront/types'
import { StickyBuyBar } from './buy-bar'
import { QUANTITY_MAX, QUANTITY_MIN, type QuantityProblem, readQuantity, stepQuantity } from './quantity'

const problemMessages = (quantityCopy: Localized<typeof QuantityCopy>): Record<QuantityProblem, string> => ({
  'not-a-number': quantityCopy.notANumber({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
  'too-low': quantityCopy.tooLow({ min: QUANTITY_MIN }),
  'too-high': quantityCopy.tooHigh({ max: QUANTITY_MAX }),
})

/**
 * A message under the quantity. `confirmFirst`: the quantity was just changed for the shopper, so the
 * next Add only shows them; `invalid`: the field holds no number, and nothing can be added.
 */
type Notice = { text: string; confirmFirst: boolean; invalid: boolean }

type Props = {
  product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>
  variant: ProductVariant | undefined
  /** The price as the page shows it, repeated in the phone's buy bar. */
  price: ReactNode
  /** The end of the page, where the phone's buy bar goes. */
  end: RefObject<HTMLElement | null>
}

/**
 * The quantity, Add to Cart, which adds the chosen variant and opens the cart drawer on it, and Buy
 * it now, which goes straight to checkout with them and leaves the cart as it was (a form post to
 * /buy-now, with or without JavaScript). What is typed stays in the field until it is used,
 * whichever variant is chosen: text that is no number keeps its message and adds nothing; a number
 * out of range, or more than the cart's limits let in, is clamped with a message, and the next Add
 * adds the clamped quantity.
 */
export function BuyBox({ product, variant, price, end }: Props) {
  const { productCopy } = useCopy('catalogue')
  const { buyNowCopy, quantityCopy } = useCopy('product-page')
  const [text, setText] = useState(String(QUANTITY_MIN))
  const [quantity, setQuantity] = useState(QUANTITY_MIN)
  const [notice, setNotice] = useState<Notice | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const fieldId = useId()
  const buyNowId = `${fieldId}-buy-now`
  const localized = useLocalizedPath()
  const [buying, setBuying] = useState(false)
  // Back from the checkout, the page may be the one left (the back-forward cache): Buy it now again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setBuying(false)
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])
  const forSale = Boolean(variant?.availableForSale)

  const set = (next: number, message?: string | null) => {
    setQuantity(next)
    setText(String(next))
    setNotice(message ? { text: message, confirmFirst: true, invalid: false } : null)
  }

  /**
   * Takes in what is typed: the quantity it comes to, and the notice the field shows from now on
   * (the one it has when nothing was changed).
   */
  const commit = (): { wanted: number; shown: Notice | null } => {
    if (text === String(quantity)) return { wanted: quantity, shown: notice }
    const read = readQuantity(text, quantity)
    if (read.problem === 'not-a-number') {
      const shown = { text: problemMessages(quantityCopy)[read.problem], confirmFirst: true, invalid: true }
      setNotice(shown)
      return { wanted: quantity, shown }
    }
    const shown = read.problem ? { text: problemMessages(quantityCopy)[read.problem], confirmFirst: true, invalid: false } : null
    set(read.quantity, shown?.text)
    return { wanted: read.quantity, shown }
  }

  const add = () => {
    const { wanted, shown } = commit()
    if (!variant || !forSale || shown?.invalid) return
    // A quantity just changed for the shopper: this Add shows them, the next one adds.
    if (shown?.confirmFirst) return setNotice({ ...shown, confirmFirst: false })
    const lines = useCartStore.getState().items.map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity }))
    const room = cartRoom(lines, variant.id)
    if (room === 0) return setNotice({ text: quantityCopy.cartFull({ max: QUANTITY_MAX, total: cart.maxCartQuantity }), confirmFirst: false, invalid: false })
    if (wanted > room) return set(room, quantityCopy.cartRoom({ room }))
    setNotice(null)
    useCartStore.getState().addAndShow(cartItem(product, variant, wanted))
  }

  /** The quantity as Add to Cart takes it, then the form's own post; nothing is sent while the field is wrong. */
  const buyNow = (event: FormEvent<HTMLFormElement>) => {
    const { wanted, shown } = commit()
    if (!forSale || shown?.invalid || shown?.confirmFirst) {
      event.preventDefault()
      if (shown?.confirmFirst) setNotice({ ...shown, confirmFirst: false })
      return
    }
    const field = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement | null
    if (field) field.value = String(wanted)
    // The cart's discount code (typed, or from a discount link) goes with it, as with the cart.
    const code = event.currentTarget.elements.namedItem('discountCode') as HTMLInputElement | null
    if (code) code.value = codeForCheckout() ?? ''
    setBuying(true)
  }

  return (
    <div>
      {/* The quantity beside Add to Cart, one row high: on a phone both are above the fold. */}
      <div className="flex items-end gap-3">
        <QuantityField
          id={fieldId}
          text={text}
          quantity={quantity}
          onType={(typed) => {
            setText(typed)
            // A correction clears the complaint about the text it replaces.
            if (notice?.invalid) setNotice(null)
          }}
          onCommit={commit}
          onStep={(step) => set(stepQuantity(quantity, step))}
          onEnter={add}
          described={notice ? `${fieldId}-message` : undefined}
          invalid={Boolean(notice?.invalid)}
          disabled={!forSale}
          form={buyNowId}
        />
        <button
          ref={button}
          type="button"
          disabled={!forSale}
          onClick={add}
          className={buttonClass({
            className: 'min-w-0 flex-1 text-center disabled:bg-stone-300 disabled:text-stone-700 max-[374px]:leading-tight max-[374px]:whitespace-normal',
          })}
        >
          <Icon name="shopping-bag" className="size-5 shrink-0" aria-hidden="true" />
          {forSale ? productCopy.addToCart : productCopy.outOfStock}
        </button>
      </div>
      <p id={`${fieldId}-message`} role="status" className={cn('mt-1.5 min-h-5 text-sm', notice?.invalid ? 'text-red-700' : 'text-stone-700')}>
        {notice?.text ?? null}
      </p>
      {forSale && variant ? (
        <form id={buyNowId} method="post" action={localized('/buy-now')} onSubmit={buyNow}>
          <input type="hidden" name="variantId" value={variant.id} />
          <input type="hidden" name="productHandle" value={product.handle} />
          <input type="hidden" name="discountCode" defaultValue="" />
          <button type="submit" disabled={buying} className={buttonClass({ variant: 'secondary', className: 'w-full' })}>
            {buying ? buyNowCopy.opening : buyNowCopy.label}
          </button>
        </form>
      ) : null}
      {forSale && variant ? <ShopPay lines={[{ id: variant.id, quantity }]} className="mt-3" /> : null}
      {forSale ? <StickyBuyBar watch={button} end={end} title={product.title} price={price} onAdd={add} /> : null}
    </div>
  )
}

type FieldProps = {
  id: string
  text: string
  quantity: number
  onType: (text: string) => void
  /** The shopper has finished typing (the field lost focus). */
  onCommit: () => void
  onStep: (step: 1 | -1) => void
  onEnter: () => void
  /** The id of the message about the quantity, while there is one. */
  described: string | undefined
  invalid: boolean
  disabled: boolean
  /** The form the typed quantity is posted with (Buy it now), outside which the field sits. */
  form: string
}

const stepButton = 'flex size-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:text-stone-400 disabled:hover:bg-transparent'

/** A quantity typed or stepped with - and +; its message is under the row it shares with Add to Cart. */
function QuantityField({ id, text, quantity, onType, onCommit, onStep, onEnter, described, invalid, disabled, form }: FieldProps) {
  const { quantityCopy } = useCopy('product-page')
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {quantityCopy.label}
      </label>
      <div
        className={cn(
          'mt-1.5 flex w-fit items-center overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand-500',
          invalid ? 'border-red-600' : 'border-stone-300',
        )}
      >
        <button
          type="button"
          onClick={() => onStep(-1)}
          disabled={disabled || quantity <= QUANTITY_MIN}
          aria-label={quantityCopy.decrease}
          className={stepButton}
        >
          <Icon name="minus" className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          name="quantity"
          form={form}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => onType(e.target.value)}
          onBlur={onCommit}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            onEnter()
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          className="h-11 w-14 border-x border-stone-200 text-center font-semibold text-stone-900 tabular-nums outline-none"
        />
        <button
          type="button"
          onClick={() => onStep(1)}
          disabled={disabled || quantity >= QUANTITY_MAX}
          aria-label={quantityCopy.increase}
          className={stepButton}
        >
          <Icon name="plus" className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}

import { Icon } from '~/components/icon'
import { type ReactNode, useRef, useState } from 'react'
import { buttonClass } from '~/components/ui/button'
import { productCopy } from '~/content/catalogue'
import { quantityCopy } from '~/content/product-page'
import { addToCart } from '~/features/cart/add-to-cart'
import { useCartStore } from '~/features/cart/store'
import type { Product, ProductVariant } from '~/lib/storefront/types'
import { QUANTITY_MAX, QUANTITY_MIN, type QuantityProblem, readQuantity, stepQuantity } from './quantity'
import { cartRoom } from '~/features/cart/limits'
import { QuantityField } from './quantity-field'
import { StickyBuyBar } from './sticky-buy-bar'

const problemMessages: Record<QuantityProblem, string> = {
  'not-a-number': quantityCopy.notANumber(QUANTITY_MIN, QUANTITY_MAX),
  'too-low': quantityCopy.tooLow(QUANTITY_MIN),
  'too-high': quantityCopy.tooHigh(QUANTITY_MAX),
}

/**
 * A message under the quantity. `holds`: the quantity was just changed for the shopper, so the
 * next Add only shows them; `invalid`: the field holds no number, and nothing can be added.
 */
type Notice = { text: string; holds: boolean; invalid: boolean }

type Props = {
  product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>
  variant: ProductVariant | undefined
  /** The price as the page shows it, repeated in the phone's buy bar. */
  price: ReactNode
}

/**
 * The quantity and Add to Cart. What is typed stays in the field until it is used: text that is
 * no number keeps its message and adds nothing; a number out of range, or more than the cart's
 * limits let in, is clamped with a message, and the next Add adds the clamped quantity.
 */
export function BuyBox({ product, variant, price }: Props) {
  const [text, setText] = useState(String(QUANTITY_MIN))
  const [quantity, setQuantity] = useState(QUANTITY_MIN)
  const [notice, setNotice] = useState<Notice | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const forSale = Boolean(variant?.availableForSale)

  const set = (next: number, message: string | null = null) => {
    setQuantity(next)
    setText(String(next))
    setNotice(message ? { text: message, holds: true, invalid: false } : null)
  }

  /** Reads what is typed; the quantity to add, or null when the shopper has a message to read first. */
  const commit = (): number | null => {
    if (text === String(quantity)) return quantity
    const read = readQuantity(text, quantity)
    if (read.problem === 'not-a-number') {
      setNotice({ text: problemMessages[read.problem], holds: true, invalid: true })
      return null
    }
    set(read.quantity, read.problem && problemMessages[read.problem])
    return read.problem ? null : read.quantity
  }

  const add = () => {
    const wanted = commit()
    if (!variant || wanted === null || notice?.invalid) return
    if (notice?.holds) return setNotice({ ...notice, holds: false })
    const lines = useCartStore.getState().items.map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity }))
    const room = cartRoom(lines, variant.id)
    if (room === 0) return setNotice({ text: quantityCopy.cartFull(QUANTITY_MAX), holds: false, invalid: false })
    if (wanted > room) return set(room, quantityCopy.cartRoom(room))
    setNotice(null)
    addToCart(product, variant, wanted)
  }

  return (
    <div className="flex flex-col gap-4">
      <QuantityField
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
        message={notice?.text ?? null}
        invalid={Boolean(notice?.invalid)}
        disabled={!forSale}
      />
      <button
        ref={buttonRef}
        type="button"
        disabled={!forSale || !variant}
        onClick={add}
        className={buttonClass({ size: 'lg', className: 'w-full disabled:bg-stone-300 disabled:text-stone-700' })}
      >
        <Icon name="shopping-bag" className="size-5" aria-hidden="true" />
        {forSale ? productCopy.addToCart : productCopy.outOfStock}
      </button>
      {forSale && variant ? <StickyBuyBar watch={buttonRef} title={product.title} price={price} onAdd={add} /> : null}
    </div>
  )
}

import { quantityCopy } from '~/content/product-page'
import { cartRoom } from '~/features/cart/limits'
import { type NewCartItem, useCartStore } from '~/features/cart/store'
import { QUANTITY_MAX, QUANTITY_MIN, type QuantityProblem, readQuantity, stepQuantity } from './quantity'

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

/**
 * What the buy box's markup (`BuyBox`) does, loaded on its first use (decision 080): the quantity
 * and Add to Cart, the buy bar's Add too. What is typed stays in the field until it is used: text
 * that is no number keeps its message and adds nothing; a number out of range, or more than the
 * cart's limits let in, is clamped with a message, and the next Add adds the clamped quantity.
 *
 * The state is the markup's own (the text in the field, the quantity it came to in `data-quantity`,
 * the message, `aria-invalid` while the text is no number), read at each event: it holds through
 * new markup, and takes in whatever the shopper did before the code arrived.
 * `line` is the chosen variant's cart line (null when it cannot be bought), asked for at each Add.
 */
export function runBuyBox(root: HTMLElement, line: () => NewCartItem | null) {
  const listening = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    root.addEventListener(type, listener, { signal: listening.signal })

  // The box's one field, and its message (`QuantityField`).
  const field = () => {
    const input = root.querySelector('input')!
    const message = document.getElementById(`${input.id}-message`)!
    const notice: Notice | null = message.textContent ? { text: message.textContent, holds: message.hasAttribute('data-holds'), invalid: input.hasAttribute('aria-invalid') } : null
    return { input, message, quantity: Number(input.dataset.quantity), notice }
  }

  const show = (notice: Notice | null) => {
    const { input, message } = field()
    message.textContent = notice?.text ?? ''
    message.toggleAttribute('data-holds', Boolean(notice?.holds))
    if (notice?.invalid) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
    if (notice) input.setAttribute('aria-describedby', message.id)
    else input.removeAttribute('aria-describedby')
  }

  const set = (next: number, message: string | null = null) => {
    const { input } = field()
    input.value = input.dataset.quantity = String(next)
    for (const step of root.querySelectorAll<HTMLButtonElement>('[data-step]')) step.disabled = next === (step.dataset.step === '1' ? QUANTITY_MAX : QUANTITY_MIN)
    show(message ? { text: message, holds: true, invalid: false } : null)
  }

  /** Reads what is typed; the quantity to add, or null when the shopper has a message to read first. */
  const commit = (): number | null => {
    const { input, quantity } = field()
    if (input.value === String(quantity)) return quantity
    const read = readQuantity(input.value, quantity)
    if (read.problem === 'not-a-number') {
      show({ text: problemMessages[read.problem], holds: true, invalid: true })
      return null
    }
    set(read.quantity, read.problem && problemMessages[read.problem])
    return read.problem ? null : read.quantity
  }

  const add = () => {
    const wanted = commit()
    const { notice } = field()
    const chosen = line()
    if (!chosen || wanted === null || notice?.invalid) return
    if (notice?.holds) return show({ ...notice, holds: false })
    const lines = useCartStore.getState().items.map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity }))
    const room = cartRoom(lines, chosen.variantId)
    if (room === 0) return show({ text: quantityCopy.cartFull(QUANTITY_MAX), holds: false, invalid: false })
    if (wanted > room) return set(room, quantityCopy.cartRoom(room))
    show(null)
    useCartStore.getState().addAndShow({ ...chosen, quantity: wanted })
  }

  on('click', (event) => {
    const button = (event.target as Element).closest('button')
    if (!button || button.disabled) return
    // The box's buttons are the quantity's steps and Adds (its own, and the buy bar's).
    const step = button.dataset.step
    if (step) set(stepQuantity(field().quantity, step === '1' ? 1 : -1))
    else add()
  })
  on('keydown', (event) => {
    if (event.key !== 'Enter' || (event.target as Element).tagName !== 'INPUT') return
    event.preventDefault()
    add()
  })
  // A correction clears the complaint about the text it replaces.
  on('input', () => {
    if (field().notice?.invalid) show(null)
  })
  // The shopper has finished typing.
  on('focusout', (event) => {
    if ((event.target as Element).tagName === 'INPUT') commit()
  })
  return () => listening.abort()
}

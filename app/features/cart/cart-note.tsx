import { useId, useState } from 'react'
import { Icon } from '~/components/icon'
import { controlClass } from '~/components/ui/field'
import { cart } from '#shared/cart-rules'
import { useCartStore } from './store'
import { useCopy } from '~/i18n/use-copy'

/**
 * The order note (decision 092), as Dawn has it: a link that opens a text box. What is typed is
 * kept with the cart and sent with the checkout; the box holds at most the shop's limit and says
 * so when it is reached.
 */
export function CartNote() {
  const { cartNoteCopy } = useCopy('cart')
  const note = useCartStore((s) => s.note)
  const setNote = useCartStore((s) => s.setNote)
  const [open, setOpen] = useState(note !== '')
  const id = useId()
  const max = cart.maxNoteLength
  const atLimit = note.length >= max
  return (
    <div className="border-t border-stone-100 px-5 py-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {note ? cartNoteCopy.toggleEdit : cartNoteCopy.toggle}
        <Icon name="chevron-down" className={open ? 'size-4 rotate-180' : 'size-4'} aria-hidden="true" />
      </button>
      {open ? (
        <div id={`${id}-panel`} className="mt-1">
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
            {cartNoteCopy.label}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600">
            {cartNoteCopy.hint}
          </p>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={3}
            maxLength={max}
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, max))}
            aria-describedby={`${id}-hint ${id}-count`}
            className={controlClass() + ' mt-1.5 py-2'}
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-600">
            {cartNoteCopy.count({ used: note.length, max })}
          </p>
          {/* Said once it is reached, not on every key. */}
          <p role="status" className="text-sm font-medium text-accent-600">
            {atLimit ? cartNoteCopy.atLimit({ max }) : null}
          </p>
        </div>
      ) : null}
    </div>
  )
}

import { Icon } from '~/components/icon'
import { useId } from 'react'
import { quantityCopy } from '~/content/product-page'
import { QUANTITY_MIN } from './quantity'

const stepButton = 'flex size-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:text-stone-400 disabled:hover:bg-transparent'

/**
 * A quantity typed or stepped with - and +, with its message below it: server-only markup, whose
 * elements hold the field's state once it is used (`buy-box-actions.ts`): the text typed, the
 * quantity it came to (`data-quantity`), the message, and whether the text is no number
 * (`aria-invalid`, which colours the border and the message).
 */
export function QuantityField({ disabled }: { disabled: boolean }) {
  const id = useId()
  return (
    <div className="group">
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {quantityCopy.label}
      </label>
      <div className="mt-1.5 flex w-fit items-center overflow-hidden rounded-xl border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-brand-500 has-aria-invalid:border-red-600">
        <button type="button" data-step="-1" disabled aria-label={quantityCopy.decrease} className={stepButton}>
          <Icon name="minus" className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(QUANTITY_MIN)}
          data-quantity={QUANTITY_MIN}
          disabled={disabled}
          className="h-11 w-14 border-x border-stone-200 text-center font-semibold text-stone-900 tabular-nums outline-none"
        />
        <button type="button" data-step="1" disabled={disabled} aria-label={quantityCopy.increase} className={stepButton}>
          <Icon name="plus" className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-message`} role="status" className="mt-1.5 min-h-5 text-sm text-stone-700 group-has-aria-invalid:text-red-700" />
    </div>
  )
}

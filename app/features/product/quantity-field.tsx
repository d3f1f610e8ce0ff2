import { Icon } from '~/components/icon'
import { useId } from 'react'
import { quantityCopy } from '~/content/product-page'
import { cn } from '~/lib/cn'
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity'

type Props = {
  text: string
  quantity: number
  onType: (text: string) => void
  /** The shopper has finished typing (the field lost focus). */
  onCommit: () => void
  onStep: (step: 1 | -1) => void
  onEnter: () => void
  message: string | null
  invalid: boolean
  disabled: boolean
}

const stepButton = 'flex size-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:text-stone-400 disabled:hover:bg-transparent'

/** A quantity typed or stepped with - and +, with its message below it. */
export function QuantityField({ text, quantity, onType, onCommit, onStep, onEnter, message, invalid, disabled }: Props) {
  const id = useId()
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
        <button type="button" onClick={() => onStep(-1)} disabled={disabled || quantity <= QUANTITY_MIN} aria-label={quantityCopy.decrease} className={stepButton}>
          <Icon name="minus" className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
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
          aria-describedby={message ? `${id}-message` : undefined}
          className="h-11 w-14 border-x border-stone-200 text-center font-semibold text-stone-900 tabular-nums outline-none"
        />
        <button type="button" onClick={() => onStep(1)} disabled={disabled || quantity >= QUANTITY_MAX} aria-label={quantityCopy.increase} className={stepButton}>
          <Icon name="plus" className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-message`} role="status" className={cn('mt-1.5 min-h-5 text-sm', invalid ? 'text-red-700' : 'text-stone-700')}>
        {message}
      </p>
    </div>
  )
}

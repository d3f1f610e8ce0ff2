import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** Ids of a field's hint and error, which its control names in `aria-describedby`. */
export const fieldIds = (name: string) => ({ id: `review-${name}`, hint: `review-${name}-hint`, error: `review-${name}-error` })

/** What a control needs to say it is invalid and which texts describe it. */
export function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = fieldIds(name)
  const describe = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describe || undefined } as const
}

export const controlClass = (error?: string) =>
  cn(
    'w-full rounded-xl border bg-white px-3 text-base text-stone-900 shadow-sm focus:ring-2 focus:outline-none',
    error ? 'border-red-600 focus:border-red-600 focus:ring-red-200' : 'border-stone-300 focus:border-brand-600 focus:ring-brand-200',
  )

/** The asterisk of a required field (its control says `required` to assistive technology). */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  )
}

/** The message under a field, when it has one. */
export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null
  return (
    <p id={fieldIds(name).error} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

/** A labelled control with its hint and message. */
export function Field({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  required?: boolean
  children: ReactNode
}) {
  const ids = fieldIds(name)
  return (
    <div>
      <label htmlFor={ids.id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="mt-1.5">{children}</div>
      <FieldError name={name} error={error} />
      {hint ? (
        <p id={ids.hint} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** The border and focus ring of a form control, red while it has an error. */
export const controlClass = (error?: string) =>
  cn(
    'w-full rounded-xl border bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:ring-2 focus:outline-none',
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

/**
 * The labelled fields of one form. Ids are `<form>-<field>` (with `-hint` and `-error` for the
 * texts its control names in `aria-describedby`), so two forms on a page never share one.
 */
export function formFields(form: string) {
  const fieldIds = (name: string) => ({ id: `${form}-${name}`, hint: `${form}-${name}-hint`, error: `${form}-${name}-error` })

  /** What a control needs to say it is invalid and which texts describe it. */
  function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
    const ids = fieldIds(name)
    const describe = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ')
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describe || undefined } as const
  }

  /** The message under a field, when it has one. */
  function FieldError({ name, error }: { name: string; error?: string }) {
    if (!error) return null
    return (
      <p id={fieldIds(name).error} className="mt-1.5 text-sm font-medium text-red-700">
        {error}
      </p>
    )
  }

  /** A labelled control with its hint and message. */
  function Field({
    name,
    label,
    hint,
    error,
    required,
    className,
    children,
  }: {
    name: string
    label: string
    hint?: string
    error?: string
    required?: boolean
    className?: string
    children: ReactNode
  }) {
    const ids = fieldIds(name)
    return (
      <div className={className}>
        <label htmlFor={ids.id} className="block text-sm font-semibold text-stone-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        <div className="mt-1.5">{children}</div>
        {hint ? (
          <p id={ids.hint} className="mt-1 text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
        <FieldError name={name} error={error} />
      </div>
    )
  }

  return { fieldIds, describedBy, Field, FieldError }
}

import { Icon } from '~/components/icon'
import { useLocalizedPath } from '~/components/link'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import type { ContactField } from '#shared/schemas/contact'
import { toast } from '~/lib/toast'
import { checkContact } from './check'
import type { ContactErrors, ContactResult, ContactValues } from './result'
import { controlClass, formFields } from '~/components/ui/field'

const contactTiming = {
  /** The Thank You panel replaces the form this long after a message is sent. */
  successPanelMs: 5000,
} as const

const { describedBy, Field, fieldIds } = formFields('contact')

export const CONTACT_ACTION = '/contact'

/**
 * The contact form (docs/product.md#contact). Without JavaScript it posts to the page's action, which
 * checks it with the same schema and answers with field errors, the failure message or the
 * Thank You panel (`result`). With JavaScript it checks at submit, shows each message under its
 * field at once, sends through its fetcher and toasts.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const { contactCopy: copy } = useCopy('contact')
  const fetcher = useFetcher<ContactResult>()
  const localize = useLocalizedPath()
  const busy = fetcher.state !== 'idle'
  // The answer to a post made without JavaScript (shown until the next submit).
  const [pageResult, setPageResult] = useState(result)
  const [errors, setErrors] = useState<ContactErrors>(result?.status === 'invalid' ? result.fieldErrors : {})
  const [thanking, setThanking] = useState(result?.status === 'done')
  const [formKey, setFormKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef(false)

  const values: ContactValues = pageResult && pageResult.status !== 'done' ? pageResult.values : {}

  // A fetcher answer is taken in once, while rendering (state), and toasted once (effect).
  const [answer, setAnswer] = useState<ContactResult | undefined>(undefined)
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data)
    if (fetcher.data.status === 'done') {
      setErrors({})
      setFormKey((k) => k + 1)
      setThanking(true)
    } else if (fetcher.data.status === 'invalid') {
      setErrors(fetcher.data.fieldErrors)
    }
  }

  useEffect(() => {
    if (answer?.status === 'done') toast.success(copy.success.title, { description: copy.success.description })
    else if (answer?.status === 'failed') toast.error(copy.failure.title, { description: copy.failure.description })
    // Once per answer: the copy is the page's, and a new copy object (the loader's data again) is no new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  // The Thank You panel stays for 5 seconds, then the (empty) form comes back.
  useEffect(() => {
    if (!thanking) return
    panelRef.current?.focus()
    const timer = setTimeout(() => {
      returnFocus.current = Boolean(panelRef.current?.contains(document.activeElement))
      setPageResult(undefined)
      setThanking(false)
    }, contactTiming.successPanelMs)
    return () => clearTimeout(timer)
  }, [thanking])

  useEffect(() => {
    if (thanking || !returnFocus.current) return
    returnFocus.current = false
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [thanking])

  // The check comes with the page (zod's mini build keeps it small), so Send's messages show in
  // the same event as the tap.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const found = checkContact(formData, copy.errors)
    setPageResult(undefined)
    setErrors(found)
    const first = (Object.keys(found) as ContactField[])[0]
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    void fetcher.submit(formData, { method: 'post', action: localize(CONTACT_ACTION) })
  }

  const clearError = (field: ContactField) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest)
  }

  if (thanking) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-2xl border border-brand-200 bg-brand-50 px-6 py-12 text-center focus:outline-none"
      >
        <Icon name="circle-check" className="size-12 text-brand-600" aria-hidden="true" />
        <h2 className="mt-4 font-display text-3xl font-bold text-stone-900">{copy.thankYou.heading}</h2>
        <p className="mt-3 font-semibold text-stone-900">{copy.success.title}</p>
        <p className="mt-1 text-stone-700">{copy.success.description}</p>
        <a
          href={localize(CONTACT_ACTION)}
          onClick={(event) => {
            event.preventDefault()
            returnFocus.current = true
            setPageResult(undefined)
            setThanking(false)
          }}
          className={buttonClass({ variant: 'secondary', className: 'mt-8' })}
        >
          {copy.thankYou.again}
        </a>
      </div>
    )
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-8">
      <h2 className="font-display text-2xl font-bold text-stone-900">{copy.form.heading}</h2>
      <p className="mt-1 text-sm text-stone-600">{copy.form.intro}</p>
      {pageResult?.status === 'failed' ? (
        <div role="alert" className="mt-5 flex gap-3 rounded-xl bg-red-50 p-4 text-red-900">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{copy.failure.title}</p>
            <p className="mt-1 text-sm">{copy.failure.description}</p>
          </div>
        </div>
      ) : null}
      <form
        key={formKey}
        ref={formRef}
        method="post"
        action={localize(CONTACT_ACTION)}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <ContactInput name="name" required autoComplete="name" error={errors.name} value={values.name} onEdit={clearError} />
        <ContactInput name="email" type="email" required autoComplete="email" error={errors.email} value={values.email} onEdit={clearError} />
        <ContactInput name="phone" type="tel" autoComplete="tel" error={errors.phone} value={values.phone} onEdit={clearError} />
        <ContactInput name="subject" required error={errors.subject} value={values.subject} onEdit={clearError} />
        <ContactInput
          name="message"
          multiline
          required
          hint={copy.form.messageHint}
          error={errors.message}
          value={values.message}
          onEdit={clearError}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {busy ? copy.form.submitting : copy.form.submit}
          </button>
        </div>
      </form>
    </div>
  )
}

type FieldProps = {
  name: ContactField
  type?: 'text' | 'email' | 'tel'
  required?: boolean
  multiline?: boolean
  autoComplete?: string
  hint?: string
  error?: string
  value?: string
  onEdit: (field: ContactField) => void
  className?: string
}

/** A contact field: the form's one kind of labelled control, as an input or a text area. */
function ContactInput({ name, type = 'text', required, multiline, autoComplete, hint, error, value, onEdit, className }: FieldProps) {
  const { contactCopy: copy } = useCopy('contact')
  const common = {
    id: fieldIds(name).id,
    name,
    required,
    autoComplete,
    defaultValue: value,
    placeholder: copy.form.placeholders[name],
    ...describedBy(name, { hint: Boolean(hint), error }),
    onChange: () => onEdit(name),
  }
  return (
    <Field name={name} label={copy.form.labels[name]} hint={hint} error={error} required={required} className={className}>
      {multiline ? (
        <textarea {...common} rows={6} className={cn(controlClass(error), 'py-3')} />
      ) : (
        <input {...common} type={type} className={cn(controlClass(error), 'h-12')} />
      )}
    </Field>
  )
}

import { Icon } from '~/components/icon'
import { useLocalizedPath } from '~/components/link'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'
import { inPageLanguage } from '~/lib/field-messages'
import { toast } from '~/lib/toast'
import { loadEmailMessages, loadNewsletterSchema, type NewsletterResult } from './result'

export const NEWSLETTER_ACTION = '/newsletter'

type Copy = ReturnType<typeof useCopy<'newsletter'>>['newsletterCopy']

/** The band's element ids: one band a page. */
const id = 'newsletter'

type SignupProps = {
  /** The page to come back to after a sign-up without JavaScript (an answer's own comes first). */
  returnTo: string
  /** The answer to a sign-up sent without JavaScript, on the page it lands on. */
  result?: NewsletterResult
  /** The band is the page (the answer page): its heading is the page's. */
  standalone?: boolean
  /** Shown under the note: the answer page's way back. */
  children?: ReactNode
}

/** The newsletter band of a page (docs/product.md#newsletter), e.g. `<NewsletterBand returnTo="/" />`. */
export function NewsletterBand({ returnTo }: { returnTo: string }) {
  return <NewsletterSignup returnTo={returnTo} />
}

/**
 * The newsletter sign-up: an e-mail field and a subscribe button. It posts to the /newsletter
 * action, so it works without JavaScript (the answer page, standalone, shows `result`); with
 * JavaScript it checks the address first, submits through its own fetcher and answers with
 * toasts. The check's schema (zod's mini build) is not needed to paint the band: it loads on intent
 * (pointer over the form, focus), well before the address is typed and sent.
 */
export function NewsletterSignup({ returnTo, result, standalone = false, children }: SignupProps) {
  const { newsletterCopy: copy } = useCopy('newsletter')
  const fetcher = useFetcher<NewsletterResult>()
  const localize = useLocalizedPath()
  const formRef = useRef<HTMLFormElement>(null)
  const handled = useRef<NewsletterResult | undefined>(undefined)
  const busy = fetcher.state !== 'idle'
  const preloadSchema = () => void loadNewsletterSchema().catch(() => {})

  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.status === 'done') {
      toast.success(copy.outcomes.success.title, { description: copy.outcomes.success.description })
      formRef.current?.reset()
    } else {
      const { title, description } = outcomeText(copy, data)
      toast.error(title, { description })
    }
  }, [fetcher.state, fetcher.data, copy])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      const [schema, english] = await Promise.all([loadNewsletterSchema(), loadEmailMessages()])
      const parsed = schema.safeParse({ email: form.get('email') })
      if (!parsed.success) {
        const { email } = inPageLanguage({ email: parsed.error.issues[0]?.message }, english, copy.errors)
        toast.error(copy.outcomes.invalid.title, { description: email })
        return
      }
    } catch (error) {
      console.error('Newsletter sign-up failed:', error)
      toast.error(copy.outcomes.error.title, { description: copy.outcomes.error.description })
      return
    }
    // A sign-up changes nothing a page shows: no loader runs again.
    void fetcher.submit(form, { method: 'post', action: localize(NEWSLETTER_ACTION), defaultShouldRevalidate: false })
  }

  const Heading = standalone ? 'h1' : 'h2'
  const keptEmail = result && result.status !== 'done' ? result.values.email : undefined

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-earth-50 px-4 py-12 md:py-16 lg:px-8">
      <div className="newsletter-panel">
        <div className="max-w-xl">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-brand-200 uppercase">
            <Icon name="mail" className="size-4" aria-hidden="true" />
            {copy.eyebrow}
          </p>
          <Heading id={`${id}-heading`} className="mt-2 font-display text-3xl font-bold tracking-tight md:text-4xl">
            {copy.heading}
          </Heading>
          <p className="mt-3 text-brand-100">{copy.body}</p>
        </div>
        <div className="w-full lg:max-w-md">
          {result ? <Outcome copy={copy} result={result} /> : null}
          <form
            ref={formRef}
            method="post"
            action={localize(NEWSLETTER_ACTION)}
            onSubmit={onSubmit}
            onFocus={preloadSchema}
            onPointerEnter={preloadSchema}
            className="flex flex-col gap-3 sm:flex-row"
            aria-describedby={`${id}-note`}
          >
            <input type="hidden" name="returnTo" value={result?.returnTo ?? returnTo} />
            <label htmlFor={`${id}-email`} className="sr-only">
              {copy.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={copy.placeholder}
              defaultValue={keptEmail}
              disabled={busy}
              className="newsletter-input"
            />
            <button type="submit" disabled={busy} className={buttonClass({ variant: 'accent', size: 'lg' })}>
              {busy ? copy.submitting : copy.submit}
            </button>
          </form>
          <p id={`${id}-note`} className="mt-3 text-sm text-brand-200">
            {copy.note}
          </p>
          {children}
        </div>
      </div>
    </section>
  )
}

/** The answer to a sign-up sent without JavaScript: the toast's title and text, in the page. */
function Outcome({ copy, result }: { copy: Copy; result: NewsletterResult }) {
  const ok = result.status === 'done'
  const { title, description } = outcomeText(copy, result)
  return (
    <div role={ok ? 'status' : 'alert'} className={`mb-4 flex gap-3 rounded-xl p-4 ${ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}>
      <Icon name={ok ? 'circle-check' : 'circle-exclamation-point'} className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{description}</p>
      </div>
    </div>
  )
}

/** The title and text of an answer: the function's error text as 'Subscription Failed', no usable answer as 'Error'. */
function outcomeText(copy: Copy, result: NewsletterResult): { title: string; description: string | undefined } {
  if (result.status === 'done') return copy.outcomes.success
  if (result.status === 'invalid') return { title: copy.outcomes.invalid.title, description: result.fieldErrors.email }
  if (result.message !== null) return { title: copy.outcomes.failed.title, description: result.message }
  return copy.outcomes.error
}

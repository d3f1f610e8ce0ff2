import { type FormEvent, type ReactNode, useState } from 'react'
import { useFetcher } from 'react-router'
import { Link, useLocalizedPath } from '~/components/link'
import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/field'
import type { backInStockCopy as BackInStockCopy } from '~/content/back-in-stock'
import type { Localized } from '~/i18n/format'
import { useCopy } from '~/i18n/use-copy'
import { inPageLanguage } from '~/lib/field-messages'
import type { ProductVariant } from '~/lib/storefront/types'
import { type BackInStockResult, loadBackInStockSchema, loadEmailMessages } from './result'

export const BACK_IN_STOCK_ACTION = '/back-in-stock'

/** One form a page: the product page's chosen variant. */
const id = 'back-in-stock'

type Props = {
  productHandle: string
  variant: Pick<ProductVariant, 'id'>
  /**
   * The sold-out option's name (the variant's title, in the page's language), where the product has
   * options to choose; null for a product without (its one variant, whatever the store calls it:
   * "Default Title", "預設標題"), which is sold out as a whole.
   */
  option: string | null
  /** The answer to a request sent without JavaScript, on the page it lands on. */
  result?: BackInStockResult
  /** Shown under the form: the answer page's way back. */
  children?: ReactNode
}

/**
 * "Email me when it's back", for a sold-out variant: an e-mail field, the consent line and a
 * button. It posts to the /back-in-stock action, so it works without JavaScript; with JavaScript it
 * checks the address first (the schema loads on intent) and answers in place through its own
 * fetcher. Give it `key={variant.id}`: another variant starts a request of its own.
 */
export function BackInStockForm({ productHandle, variant, option, result, children }: Props) {
  const { backInStockCopy: copy } = useCopy('back-in-stock')
  const fetcher = useFetcher<BackInStockResult>()
  const localize = useLocalizedPath()
  const [checked, setChecked] = useState<string | null>(null)
  const busy = fetcher.state !== 'idle'
  const answer = busy ? undefined : (fetcher.data ?? result)
  const preloadSchema = () => void loadBackInStockSchema().catch(() => {})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      const [schema, english] = await Promise.all([loadBackInStockSchema(), loadEmailMessages()])
      const parsed = schema.safeParse(Object.fromEntries(form))
      if (!parsed.success) {
        const { email } = inPageLanguage({ email: parsed.error.issues[0]?.message }, english, copy.errors)
        return setChecked(email ?? copy.outcomes.invalid.title)
      }
    } catch (error) {
      // The check could not load (offline): the action checks the address anyway.
      console.error('Back-in-stock check failed to load:', error)
    }
    setChecked(null)
    // A request changes nothing the page shows: no loader runs again.
    void fetcher.submit(form, { method: 'post', action: localize(BACK_IN_STOCK_ACTION), defaultShouldRevalidate: false })
  }

  if (answer?.status === 'done') {
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{copy.outcomes.success.title}</p>
          <p className="mt-1 text-sm">{copy.outcomes.success.description({ email: answer.email })}</p>
          {children}
        </div>
      </div>
    )
  }

  const error = checked ?? (answer ? errorText(answer, copy) : null)
  const keptEmail = answer?.values.email
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-stone-200 bg-earth-50 p-4">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-stone-900">
        <Icon name="mail" className="size-4 text-brand-700" aria-hidden="true" />
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{option ? copy.body({ option }) : copy.soldOut}</p>
      <form
        method="post"
        action={localize(BACK_IN_STOCK_ACTION)}
        onSubmit={onSubmit}
        onFocus={preloadSchema}
        onPointerEnter={preloadSchema}
        noValidate
        className="mt-3 flex flex-col gap-2 sm:flex-row"
      >
        <input type="hidden" name="variantId" value={variant.id} />
        <input type="hidden" name="productHandle" value={productHandle} />
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
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-consent`}
          className={`${controlClass(error ?? undefined)} h-11 min-w-0 sm:flex-1`}
        />
        <button type="submit" disabled={busy} className={buttonClass({ variant: 'secondary', size: 'md' })}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-consent`} className="mt-2 text-xs text-stone-700">
        {copy.consent}{' '}
        <Link to={copy.privacyLink.to} className="underline underline-offset-2 hover:text-stone-900">
          {copy.privacyLink.label}
        </Link>
      </p>
      {children}
    </section>
  )
}

/** What went wrong, in the form: the schema's message, the function's, or the shop's own. */
function errorText(result: Exclude<BackInStockResult, { status: 'done' }>, copy: Localized<typeof BackInStockCopy>): string {
  if (result.status === 'invalid') return result.fieldErrors.email ?? copy.outcomes.invalid.title
  return result.message ?? copy.outcomes.error.description
}

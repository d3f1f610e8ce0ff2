import { data, useLocation } from 'react-router'
import { Link } from '~/components/link'
import type { Route } from './+types/newsletter'
import { newsletterCopy } from '~/content/newsletter'
import { brand } from '#shared/identity'
import { NewsletterSignup } from '~/features/newsletter/newsletter-band'
import { loadNewsletterSchema, type NewsletterResult, safeReturnPath } from '~/features/newsletter/result'
import { failureStatus } from '~/lib/functions'
import { emailMessages } from '#shared/schemas/email'
import { readForm } from '~/lib/form-body'
import { settleFormAction } from '~/lib/form-action'

/**
 * The newsletter form's action. The band posts here from any page: with JavaScript through a
 * fetcher (the band shows toasts), without it as a plain form post that lands on this page,
 * which shows the same outcome and the form again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const raw = form.get('email')
  const email = typeof raw === 'string' ? raw : ''
  const returnTo = safeReturnPath(form.get('returnTo'))

  // The same lazily loaded schema as the band's, so it is a chunk of its own on the server too.
  const newsletterSchema = await loadNewsletterSchema()
  const parsed = newsletterSchema.safeParse({ email })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? emailMessages.invalid
    return data<NewsletterResult>({ status: 'invalid', fieldErrors: { email: message }, values: { email }, returnTo }, { status: 400 })
  }
  const outcome = await context.functions.invoke('newsletter-signup', parsed.data)
  if (outcome.ok) return data<NewsletterResult>({ status: 'done', returnTo })
  // Any error text of the function's is shown ('Subscription Failed' with that text).
  const message = outcome.error || null
  return data<NewsletterResult>({ status: 'failed', message, values: { email }, returnTo }, { status: failureStatus(outcome) })
}

/** With JavaScript: see settleFormAction. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  settleFormAction(serverAction, { status: 'failed', message: null, values: { email: '' }, returnTo: '/' } as NewsletterResult, 'Newsletter sign-up')

export const meta: Route.MetaFunction = () => [{ title: `${newsletterCopy.page.title} | ${brand.name}` }, { name: 'robots', content: 'noindex' }]

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation()
  return (
    <NewsletterSignup result={actionData} returnTo={pathname} standalone>
      {actionData ? (
        <Link to={actionData.returnTo} className="mt-6 inline-block font-semibold text-white underline underline-offset-4">
          {newsletterCopy.page.back}
        </Link>
      ) : null}
    </NewsletterSignup>
  )
}

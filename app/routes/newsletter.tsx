import { data } from 'react-router'
import type { Route } from './+types/newsletter'
import { newsletterCopy } from '~/content/newsletter'
import { brand } from '~/content/shop'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { loadNewsletterSchema, type NewsletterResult, safeReturnPath } from '~/features/newsletter/result'
import { readForm } from '~/lib/schemas/fields'

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
    const message = parsed.error.issues[0]?.message ?? 'Invalid email address'
    return data<NewsletterResult>({ status: 'invalid', message, email, returnTo }, { status: 400 })
  }
  const outcome = await context.functions.invoke('newsletter-signup', parsed.data)
  if (outcome.ok) return data<NewsletterResult>({ status: 'subscribed', returnTo })
  // A refusal (4xx, such as a rate limit) is the shopper's; anything else is ours.
  const log = outcome.status >= 400 && outcome.status < 500 ? console.warn : console.error
  log(`[newsletter] newsletter-signup failed (status ${outcome.status}): ${outcome.error ?? 'no answer'}`)
  const status = outcome.status >= 400 && outcome.status < 600 ? outcome.status : 502
  if (outcome.error) return data<NewsletterResult>({ status: 'failed', message: outcome.error, email, returnTo }, { status })
  return data<NewsletterResult>({ status: 'error', email, returnTo }, { status })
}

/**
 * With JavaScript: a network failure on the way to the action becomes the 'Error' toast. A
 * failure carries an error status, so the page's data is not reloaded (with the network down,
 * that would replace the page with the error page).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction()
    return result.status === 'subscribed' ? result : data(result, { status: 422 })
  } catch (error) {
    console.error('Newsletter sign-up failed:', error)
    return data<NewsletterResult>({ status: 'error', email: '', returnTo: '/' }, { status: 503 })
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `${newsletterCopy.page.title} | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return <NewsletterBand result={actionData} standalone />
}

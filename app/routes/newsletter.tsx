import { data, useLocation } from 'react-router'
import { Link } from '~/components/link'
import type { Route } from './+types/newsletter'
import { brand } from '#shared/identity'
import { NewsletterSignup } from '~/features/newsletter/newsletter-band'
import { loadNewsletterSchema, type NewsletterResult, safeReturnPath } from '~/features/newsletter/result'
import { failureStatus } from '~/lib/functions'
import { emailMessages } from '#shared/schemas/email'
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { inPageLanguage } from '~/lib/field-messages'
import { readForm } from '~/lib/form-body'
import { settleFormAction } from '~/lib/form-action'

/**
 * The newsletter form's action. The band posts here from any page: with JavaScript through a
 * fetcher (the band shows toasts), without it as a plain form post that lands on this page,
 * which shows the same outcome and the form again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const market = marketOf(context.storefront)
  const form = await readForm(request, (await copyModule(market, 'form-body')).formBodyCopy)
  const raw = form.get('email')
  const email = typeof raw === 'string' ? raw : ''
  const returnTo = safeReturnPath(form.get('returnTo'))

  // The same lazily loaded schema as the band's, so it is a chunk of its own on the server too.
  const newsletterSchema = await loadNewsletterSchema()
  const parsed = newsletterSchema.safeParse({ email, language: market.locale })
  if (!parsed.success) {
    // The message in the page's language, as the band shows it with or without JavaScript.
    const fieldErrors = inPageLanguage(
      { email: parsed.error.issues[0]?.message ?? emailMessages.invalid },
      emailMessages,
      (await copyModule(market, 'newsletter')).newsletterCopy.errors,
    )
    return data<NewsletterResult>({ status: 'invalid', fieldErrors, values: { email }, returnTo }, { status: 400 })
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

/** The answer page's copy in its language (the band's, and its title). */
export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  return { title: `${(await copyModule(market, 'newsletter')).newsletterCopy.page.title} | ${brand.name}`, copy: await pageCopy(market, ['newsletter']) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? brand.name }, { name: 'robots', content: 'noindex' }]

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <NewsletterAnswer actionData={actionData} />
    </CopyProvider>
  )
}

function NewsletterAnswer({ actionData }: Pick<Route.ComponentProps, 'actionData'>) {
  const { newsletterCopy } = useCopy('newsletter')
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

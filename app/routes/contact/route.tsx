import { data } from 'react-router'
import type { Route } from './+types/route'
import { contactFields, contactSchema } from '#shared/schemas/contact'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { ContactCards } from './contact-cards'
import { ContactForm } from './contact-form'
import { ContactTips } from './contact-tips'
import type { ContactResult, ContactValues } from './result'
import { failureStatus } from '~/lib/functions'
import { fieldErrors, formValues } from '#shared/schemas/fields'
import { readForm } from '~/lib/form-body'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { contactErrorsIn } from './check'

export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const { pages } = await copyModule(market, 'pages.server')
  return { head: pageHead(context.siteUrl, pages.contact), heading: pageHeading(pages.contact), copy: await pageCopy(market, ['contact']) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/** Checks the message with the form's schema and hands it to send-contact-email. */
export async function action({ request, context }: Route.ActionArgs) {
  const market = marketOf(context.storefront)
  const values = formValues(await readForm(request, (await copyModule(market, 'form-body')).formBodyCopy), contactFields) as ContactValues
  // The page's language goes with the message: the acknowledgement is written in it.
  const parsed = contactSchema.safeParse({ ...values, language: market.locale })
  if (!parsed.success) {
    // The messages in the page's language, as the page shows them with or without JavaScript.
    const fieldErrorsIn = contactErrorsIn(fieldErrors(parsed.error), (await copyModule(market, 'contact')).contactCopy.errors)
    return data<ContactResult>({ status: 'invalid', fieldErrors: fieldErrorsIn, values }, { status: 400 })
  }
  const outcome = await context.functions.invoke('send-contact-email', parsed.data)
  if (outcome.ok) return data<ContactResult>({ status: 'done' })
  return data<ContactResult>({ status: 'failed', message: null, values }, { status: failureStatus(outcome) })
}

/** With JavaScript: see settleFormAction. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  settleFormAction(serverAction, { status: 'failed', message: null, values: {} } as ContactResult, 'Contact')

/** The header, then the support cards, the form and the tips, in that order on every screen (the form beside them on a wide one). */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <PageHeader copy={loaderData.heading} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <ContactCards />
        </div>
        <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ContactForm result={actionData} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ContactTips />
        </div>
      </div>
    </CopyProvider>
  )
}

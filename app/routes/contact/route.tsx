import { data } from 'react-router'
import type { Route } from './+types/route'
import { contactFields, contactSchema } from '#shared/schemas/contact'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { ContactCards } from './contact-cards'
import { ContactForm } from './contact-form'
import { ContactTips } from './contact-tips'
import type { ContactResult, ContactValues } from './result'
import { failureStatus } from '~/lib/functions'
import { fieldErrors, formValues } from '#shared/schemas/fields'
import { readForm } from '~/lib/form-body'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'

export function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = pageCopyFor(marketOf(context.storefront), 'contact')
  return { head: pageHead(context.siteUrl, page), heading: pageHeading(page) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/** Checks the message with the form's schema and hands it to send-contact-email. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request), contactFields) as ContactValues
  const parsed = contactSchema.safeParse(values)
  if (!parsed.success) {
    return data<ContactResult>({ status: 'invalid', fieldErrors: fieldErrors(parsed.error), values }, { status: 400 })
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
    <>
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
    </>
  )
}

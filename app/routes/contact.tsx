import { data } from 'react-router'
import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { ContactCards } from '~/features/contact/contact-cards'
import { ContactForm } from '~/features/contact/contact-form'
import { ContactTips } from '~/features/contact/contact-tips'
import { type ContactResult, type ContactValues, loadContactSchema } from '~/features/contact/result'
import { fieldErrors, formValues, readForm } from '~/lib/schemas/fields'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.contact)

/** Checks the message with the form's schema and hands it to send-contact-email. */
export async function action({ request, context }: Route.ActionArgs) {
  // The same lazily loaded schema as the form's, so it is a chunk of its own on the server too.
  const { schema, fields } = await loadContactSchema()
  const values = formValues(await readForm(request), fields) as ContactValues
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    return data<ContactResult>({ status: 'invalid', fieldErrors: fieldErrors(parsed.error), values }, { status: 400 })
  }
  const outcome = await context.functions.invoke('send-contact-email', parsed.data)
  if (outcome.ok) return data<ContactResult>({ status: 'sent' })
  // A refusal (4xx, such as a rate limit) is the shopper's; anything else is ours.
  const log = outcome.status >= 400 && outcome.status < 500 ? console.warn : console.error
  log(`[contact] send-contact-email failed (status ${outcome.status}): ${outcome.error ?? 'no answer'}`)
  return data<ContactResult>({ status: 'failed', values }, { status: outcome.status >= 400 && outcome.status < 600 ? outcome.status : 502 })
}

/**
 * With JavaScript: a network failure on the way to the action becomes the failure toast. An
 * answer other than 'sent' carries an error status, so the page's data is not reloaded (which,
 * with the network down, would replace the form and its values with the error page).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const result = await serverAction()
    return result.status === 'sent' ? result : data(result, { status: 422 })
  } catch (error) {
    console.error('Contact form failed:', error)
    return data<ContactResult>({ status: 'failed', values: {} }, { status: 503 })
  }
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={pages.contact} />
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

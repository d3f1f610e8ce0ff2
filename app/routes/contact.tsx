import { data, useFetcher } from 'react-router'
import type { Route } from './+types/contact'
import { pages } from '~/content/pages'
import { type ContactResult, type ContactValues, loadContactSchema } from '~/features/contact/result'
import { defineIsland } from '~/features/islands/island'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { failureStatus } from '~/lib/functions'
import { fieldErrors, formValues, readForm } from '#shared/schemas/fields'
import { headTags, pageHead } from '~/lib/seo'
import { settleFormAction } from '~/lib/form-action'

/** The header, the support cards and the tips, server-only markup (`features/contact/sections.server.tsx`). */
const MARKUP = ['contact-header', 'contact-cards', 'contact-tips'] as const

/** The form, whose code loads when the shopper first reaches into it (decision 073). */
const contactForm = defineIsland('contact-form', () => import('~/features/contact/contact-form').then((m) => m.ContactForm))

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.contact) }
}

/** A client-side visit fetches the markup and the form's code with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP), contactForm.preload()])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

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
  if (outcome.ok) return data<ContactResult>({ status: 'done' })
  return data<ContactResult>({ status: 'failed', message: null, values }, { status: failureStatus(outcome) })
}

/** With JavaScript: see settleFormAction. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  settleFormAction(serverAction, { status: 'failed', message: null, values: {} } as ContactResult, 'Contact')

export default function Contact({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<ContactResult>()
  return (
    <>
      <ServerMarkup id={MARKUP[0]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-3 lg:px-8">
        <ServerMarkup id={MARKUP[1]} />
        <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <contactForm.Island result={actionData} fetcher={fetcher} />
        </div>
        <ServerMarkup id={MARKUP[2]} />
      </div>
    </>
  )
}

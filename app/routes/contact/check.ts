import { type ContactField, contactFields, contactMessages, contactSchema } from '#shared/schemas/contact'
import { fieldErrors } from '#shared/schemas/fields'
import { inPageLanguage } from '~/lib/field-messages'
import type { ContactErrors } from './result'

/** The fields' messages for what the form holds now, in the page's words (`contactCopy.errors`); none when it may be sent. */
export function checkContact(form: FormData, words: Readonly<Record<string, string>>): ContactErrors {
  const parsed = contactSchema.safeParse(Object.fromEntries(contactFields.map((f) => [f, String(form.get(f) ?? '')])))
  return parsed.success ? {} : contactErrorsIn(fieldErrors<ContactField>(parsed.error), words)
}

/** The schema's messages (English) in the page's words. */
export const contactErrorsIn = (errors: ContactErrors, words: Readonly<Record<string, string>>): ContactErrors => inPageLanguage(errors, contactMessages, words)

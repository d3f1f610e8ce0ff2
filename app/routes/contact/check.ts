import { type ContactField, contactFields, contactSchema } from '#shared/schemas/contact'
import { fieldErrors } from '#shared/schemas/fields'
import type { ContactErrors } from './result'

/** The fields' messages for what the form holds now; none when it may be sent. */
export function checkContact(form: FormData): ContactErrors {
  const parsed = contactSchema.safeParse(Object.fromEntries(contactFields.map((f) => [f, String(form.get(f) ?? '')])))
  return parsed.success ? {} : fieldErrors<ContactField>(parsed.error)
}

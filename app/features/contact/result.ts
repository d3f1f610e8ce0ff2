import type { ContactField } from '#shared/schemas/contact'

export type ContactValues = Partial<Record<ContactField, string>>
export type ContactErrors = Partial<Record<ContactField, string>>

/** What the contact action answers: the form shows it (and, with JavaScript, toasts it). */
export type ContactResult =
  | { status: 'sent' }
  | { status: 'invalid'; fieldErrors: ContactErrors; values: ContactValues }
  | { status: 'failed'; values: ContactValues }

/** The schema is loaded when the form is first used, so the page's first load stays small. */
export const loadContactSchema = () =>
  Promise.all([import('#shared/schemas/contact'), import('#shared/schemas/fields')]).then(([contact, fields]) => ({
    schema: contact.contactSchema,
    fields: contact.contactFields,
    fieldErrors: fields.fieldErrors<ContactField>,
  }))

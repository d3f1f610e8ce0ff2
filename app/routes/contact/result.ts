import type { ContactField } from '#shared/schemas/contact'
import type { FormResult } from '~/lib/form-result'

export type ContactValues = Partial<Record<ContactField, string>>
export type ContactErrors = Partial<Record<ContactField, string>>

/**
 * What the contact action answers: the form shows it (and, with JavaScript, toasts it). A failure
 * always shows the form's own copy, so its message is null.
 */
export type ContactResult = FormResult<ContactValues, ContactField>

import * as z from 'zod/mini'
import { contactForm } from '../shop'
import { formObject, languageField, textField } from './fields'

const { limits } = contactForm

/** The contact form's messages, word for word (docs/product.md#contact). */
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be less than ${limits.name} characters`,
  emailInvalid: 'Invalid email address',
  emailTooLong: `Email must be less than ${limits.email} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be less than ${limits.subject} characters`,
  messageTooShort: `Message must be at least ${limits.messageMin} characters`,
  messageTooLong: `Message must be less than ${limits.messageMax} characters`,
} as const

/** The contact form: the page's client check, its route action and the send-contact-email function. */
export const contactSchema = formObject({
  name: textField('name').check(
    z.trim(),
    z.minLength(1, { error: contactMessages.nameRequired }),
    z.maxLength(limits.name, { error: contactMessages.nameTooLong }),
  ),
  email: z.pipe(
    textField('email').check(z.trim()),
    z.email({ error: contactMessages.emailInvalid }).check(z.maxLength(limits.email, { error: contactMessages.emailTooLong })),
  ),
  phone: z.optional(textField('phone').check(z.trim())),
  subject: textField('subject').check(
    z.trim(),
    z.minLength(1, { error: contactMessages.subjectRequired }),
    z.maxLength(limits.subject, { error: contactMessages.subjectTooLong }),
  ),
  message: textField('message').check(
    z.trim(),
    z.minLength(limits.messageMin, { error: contactMessages.messageTooShort }),
    z.maxLength(limits.messageMax, { error: contactMessages.messageTooLong }),
  ),
  language: languageField,
})

export type ContactInput = z.infer<typeof contactSchema>
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number]

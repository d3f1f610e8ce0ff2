import type * as z from 'zod/mini'
import { emailSchema } from './email'
import { formObject, languageField } from './fields'

/** The newsletter form: the band's client check, the route action and the newsletter-signup function. */
export const newsletterSchema = formObject({ email: emailSchema, language: languageField })

export type NewsletterInput = z.infer<typeof newsletterSchema>

import type * as z from 'zod/mini'
import { emailSchema } from './email'
import { formObject } from './fields'

/** The newsletter form: the band's client check, the route action and the newsletter-signup function. */
export const newsletterSchema = formObject({ email: emailSchema })

export type NewsletterInput = z.infer<typeof newsletterSchema>

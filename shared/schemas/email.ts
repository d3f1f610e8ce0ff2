import * as z from 'zod/mini'
import { textField } from './fields'

export const emailMessages = {
  invalid: 'Invalid email address',
  tooLong: 'Email too long',
} as const

export const EMAIL_MAX = 255

/** The shared e-mail schema (docs/product.md#newsletter): trimmed, a valid shape, at most 255 characters. */
export const emailSchema = z.pipe(
  textField('email').check(z.trim()),
  z.email({ error: emailMessages.invalid }).check(z.maxLength(EMAIL_MAX, { error: emailMessages.tooLong })),
)

import { z } from 'zod'
import { textField } from './fields'

export const emailMessages = {
  invalid: 'Invalid email address',
  tooLong: 'Email too long',
} as const

export const EMAIL_MAX = 255

/** The shared e-mail schema (SPEC §5): trimmed, a valid shape, at most 255 characters. */
export const emailSchema = textField('email')
  .trim()
  .pipe(z.email({ error: emailMessages.invalid }).max(EMAIL_MAX, { error: emailMessages.tooLong }))

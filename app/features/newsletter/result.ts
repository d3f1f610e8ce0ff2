import type { FormResult } from '~/lib/form-result'
import { sameSitePath } from '~/lib/same-site-path'

/**
 * What the newsletter action answers; the band turns it into a toast (with JavaScript) or a
 * message (without). Every answer carries the page to go back to after a sign-up without
 * JavaScript. Invalid: the e-mail failed the shared schema (its first message). Failed: message
 * is the function's error text, null when there was no usable answer.
 */
export type NewsletterResult = FormResult<{ email: string }, 'email', { returnTo: string }, { returnTo: string }>

/** A path on this site to go back to after a sign-up without JavaScript (see sameSitePath); anything else is home. */
export const safeReturnPath = (value: unknown): string => sameSitePath(value) ?? '/'

/**
 * The e-mail check (zod's mini build): loaded on intent by the band, as the band is on nearly every
 * page and the fullest have no room for it within the JavaScript ceiling, and by the action.
 */
export const loadNewsletterSchema = () => import('#shared/schemas/newsletter').then((m) => m.newsletterSchema)

/** The schema's messages (English), by key, to word them in the page's language (`newsletterCopy.errors`); in the schema's chunk. */
export const loadEmailMessages = () => import('#shared/schemas/email').then((m) => m.emailMessages)

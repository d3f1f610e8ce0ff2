import type { FormResult } from '~/lib/form-result'

/**
 * What the newsletter action answers; the band turns it into a toast (with JavaScript) or a
 * message (without). Every answer carries the page to go back to after a sign-up without
 * JavaScript. Invalid: the e-mail failed the shared schema (its first message). Failed: message
 * is the function's error text, null when there was no usable answer.
 */
export type NewsletterResult = FormResult<{ email: string }, 'email', { returnTo: string }, { returnTo: string }>

const HERE = 'http://return.invalid'

/**
 * A path on this site to go back to after a sign-up without JavaScript; anything else becomes home.
 * The path is read as a browser reads it (which drops tabs and line breaks and takes `\\` for `/`,
 * so `/\t/evil.example` is `//evil.example`) and given back in its normalised form.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return '/'
  let url: URL
  try {
    url = new URL(value, HERE)
  } catch {
    return '/'
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== HERE || path.startsWith('//') || path.length > 200) return '/'
  return path
}

/**
 * The e-mail check (zod's mini build): loaded on intent by the band, as the band is on nearly every
 * page and the fullest have no room for it within the JavaScript ceiling, and by the action.
 */
export const loadNewsletterSchema = () => import('#shared/schemas/newsletter').then((m) => m.newsletterSchema)

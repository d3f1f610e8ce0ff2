/** What the newsletter action answers; the band turns it into a toast (with JavaScript) or a message (without). */
export type NewsletterResult =
  | { status: 'subscribed'; returnTo: string }
  /** The e-mail failed the shared schema; message is its first validation message. */
  | { status: 'invalid'; message: string; email: string; returnTo: string }
  /** The function answered with an error text of its own. */
  | { status: 'failed'; message: string; email: string; returnTo: string }
  /** No usable answer (transport failure, or an error without text). */
  | { status: 'error'; email: string; returnTo: string }

/** A path on this site to go back to after a sign-up without JavaScript; anything else becomes home. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value.slice(0, 200)
}

export const loadNewsletterSchema = () => import('~/lib/schemas/newsletter').then((m) => m.newsletterSchema)

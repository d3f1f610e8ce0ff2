import { data } from 'react-router'
import { formBodyCopy } from '~/content/form-body'

/**
 * The one reader of the shop's form routes' bodies (newsletter, contact, back-in-stock, the
 * country selector; the review form through readReviewForm): anything but a form is answered
 * here with a 4xx and a message saying why, never read as an empty form or left to throw.
 */

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** A refusal, thrown: React Router answers it with its status (the page's error view shows the message). */
const refusal = (status: 400 | 405 | 415, message: string, headers: Record<string, string> = {}) =>
  data(message, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** The refusals' words: English's, or a page's language's (`(await copyModule(market, 'form-body')).formBodyCopy`). */
type Words = { readonly [K in keyof typeof formBodyCopy]: string }

/** Throws a 405 unless the request is a POST, a 415 unless it says it carries a form (multipart only with its boundary). */
export function requireFormType(request: Request, copy: Words = formBodyCopy): void {
  // The form's page is there to GET; the form itself is only ever posted.
  if (request.method !== 'POST') throw refusal(405, copy.postOnly, { Allow: 'GET, HEAD, POST' })
  const header = request.headers.get('Content-Type') ?? ''
  const type = header.split(';')[0]!.trim().toLowerCase()
  const multipartWithoutBoundary = type === 'multipart/form-data' && !/;\s*boundary=/i.test(header)
  if (!FORM_TYPES.has(type) || multipartWithoutBoundary) throw refusal(415, copy.notAForm)
}

/** The posted form; throws 415 for a body that is not one, 400 for one cut short or malformed. */
export async function readForm(request: Request, copy: Words = formBodyCopy): Promise<FormData> {
  requireFormType(request, copy)
  try {
    return await request.formData()
  } catch {
    throw refusal(400, copy.unreadable)
  }
}

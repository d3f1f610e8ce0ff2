import { type core, safeParse } from 'zod'
import { readBodyWithin } from '../../shared/read-body'
import { fieldErrors } from '../../shared/schemas/fields'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text'

/** Largest request body the functions read. */
export const MAX_BODY_BYTES = 16 * 1024

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

export const errorResponse = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json({ error, ...extra }, status, headers)

// Not ECONNRESET: a database connection reset by its server has that code too, and is a fault of ours.
// A caller gone mid-body reads as Node's 'aborted' error or the request's aborted signal.
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'UND_ERR_ABORTED', 'ABORT_ERR'])

/**
 * Whether a failure is the caller's going away (a closed tab, a dropped connection, an upload
 * given up), not the function's: the request's signal has fired, or reading its body failed the
 * way Node's and undici's streams fail when the peer leaves.
 */
export function isClientAbort(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true
  let e = error as { name?: string; code?: string; message?: string; cause?: unknown } | undefined
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e) {
    if (e.name === 'AbortError' || (e.code && CLIENT_GONE.has(e.code)) || e.message === 'aborted') return true
  }
  return false
}

export class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Reads a JSON body of at most MAX_BODY_BYTES, refusing anything else with a 4xx. */
export async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') throw new BadRequest(415, 'Content-Type must be application/json')
  const body = await readBodyWithin(request, MAX_BODY_BYTES)
  if (!body) throw new BadRequest(413, 'Request body too large (at most 16 KB)')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    throw new BadRequest(400, 'Request body must be UTF-8 text')
  }
  if (!text.trim()) throw new BadRequest(400, 'Request body must be a JSON object')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BadRequest(400, 'Request body is not valid JSON')
  }
  // Refused here rather than failing when stored (shared/storable-text.ts).
  if (hasUnstorableText(value)) throw new BadRequest(400, UNSTORABLE_TEXT_MESSAGE)
  return value
}

/**
 * Validates with a form's schema, mini (the shared ones) or classic (the functions' own); the first
 * message becomes the error, with each field's first message.
 */
export function validate<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const parsed = safeParse(schema, value)
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  throw new BadRequest(400, parsed.error.issues[0]?.message ?? 'Invalid request', Object.keys(errors).length ? { fieldErrors: errors } : {})
}

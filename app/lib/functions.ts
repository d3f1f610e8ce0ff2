import {
  type FunctionInvokeOptions,
  FunctionsClient as SupabaseFunctions,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js'

/**
 * The one client of the backend functions, on the Supabase Edge Functions contract: `invoke` of
 * @supabase/functions-js, which is supabase-js's `functions` (`POST {url}/functions/v1/{name}`, the
 * anonymous key in `apikey` and `Authorization`), its answer read as an outcome. Not the whole of
 * supabase-js: its realtime client needs a WebSocket that Node 20 lacks, and the shop calls
 * functions only. The server gives it the hosted project's URL and the global `fetch`, or, with no
 * hosted backend, a `fetch` that calls the embedded functions in the same process. Server-only:
 * the actions and loaders that use it are left out of the browser's build.
 */
export type FunctionOutcome =
  | { ok: true; data: Record<string, unknown> }
  /**
   * refused: the function turned this shopper's request down (bad input, too many tries): theirs
   * to fix, and error is the function's message. Otherwise the failure is the shop's (function
   * missing, misconfigured, down or unreachable), already logged here; error is the function's
   * own message when it sent one, null for a transport failure or an answer without one.
   */
  | { ok: false; refused: boolean; status: number; error: string | null; fieldErrors?: Record<string, string> }

/** A file a function answered with (review-photo), or why there is none. */
export type FileOutcome =
  | { ok: true; data: Uint8Array; contentType: string }
  /** notFound: the function itself answered that there is no such file (a 404 with its own {"error"}). */
  | (Extract<FunctionOutcome, { ok: false }> & { notFound?: boolean })

export type FunctionsClient = {
  /** Posts `body` as JSON, or, when it is FormData (a form with files), as multipart/form-data. */
  invoke(name: string, body: unknown): Promise<FunctionOutcome>
  /** Posts `body` as JSON to a function that answers with a file rather than JSON. */
  file(name: string, body: unknown): Promise<FileOutcome>
}

export type FunctionsClientOptions = {
  url: string
  anonKey: string
  fetch?: typeof fetch
  timeoutMs?: number
  /**
   * The shopper's address, sent as X-Forwarded-For so the functions' per-address limits count
   * each shopper, not the shop. Only the one address the shop settled on is sent, never a chain
   * the shopper could have written.
   */
  forwardedFor?: string | null
  log?: Pick<Console, 'error' | 'warn'>
}

/**
 * Statuses with which a function refuses the request itself: invalid input (400, 413, 415, 422),
 * a conflict (409) or a rate limit (429). Any other failure (401/403: a wrong key; 404: the
 * function is not deployed, Supabase answering {"code":"NOT_FOUND"}; 5xx; no answer) is the shop's.
 */
const REFUSALS = new Set([400, 409, 413, 415, 422, 429])

const asRecord = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

export function createFunctionsClient({
  url,
  anonKey,
  fetch: fetcher = fetch,
  timeoutMs = 15_000,
  forwardedFor,
  log = console,
}: FunctionsClientOptions): FunctionsClient {
  const base = url.replace(/\/+$/, '')
  // The headers supabase-js gives its own functions client, and the shopper's address.
  const supabase = new SupabaseFunctions(`${base}/functions/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, customFetch: fetcher })
  const shopperHeaders: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}

  // One line per failure of the shop's, naming the function and what it answered.
  const shopFault = (name: string, status: number, detail: string, error: string | null = null): FunctionOutcome & { ok: false } => {
    log.error(`[functions] ${name}: the shop's error, not the shopper's: ${detail}`)
    return { ok: false, refused: false, status, error }
  }
  const noAnswer = (name: string, error: unknown) => {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `no answer (${describe(error)})`
    return shopFault(name, 0, `${reason} from ${base}/functions/v1/${name}`)
  }

  /** An answer's status and JSON payload (null when it is not JSON) read as an outcome. */
  function outcomeOf(name: string, status: number, payload: unknown): FunctionOutcome {
    const data = asRecord(payload)
    const error = text(data.error)
    const ok = status >= 200 && status < 300
    if (ok && !error) return { ok: true, data }
    if (!ok && !REFUSALS.has(status)) {
      // Supabase's own gateway answers {"code", "message"}; the functions answer {"error"}.
      const said = [text(data.code), error ?? text(data.message) ?? text(data.msg)].filter(Boolean).join(' ')
      return shopFault(name, status, `HTTP ${status}${said ? ` ${said}` : ''} from ${base}/functions/v1/${name}`, error)
    }
    // The functions name each field at fault, beside the first message.
    // A refusal is the shopper's to fix: a warning, not an error of the shop's.
    log.warn(`[functions] ${name} refused (status ${status}): ${error ?? 'no reason given'}`)
    const fieldErrors = Object.fromEntries(Object.entries(asRecord(data.fieldErrors)).filter((e): e is [string, string] => typeof e[1] === 'string'))
    return Object.keys(fieldErrors).length ? { ok: false, refused: true, status, error, fieldErrors } : { ok: false, refused: true, status, error }
  }
  const jsonOf = (response: Response) => response.json().catch(() => null)

  return {
    async invoke(name, body) {
      // FormData goes as multipart/form-data, anything else as JSON (functions-js's own rule).
      const { data, error } = await supabase.invoke(name, {
        body: body as FunctionInvokeOptions['body'],
        headers: shopperHeaders,
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (error instanceof FunctionsFetchError) return noAnswer(name, error.context)
      if (error instanceof FunctionsHttpError || error instanceof FunctionsRelayError) {
        const response = error.context as Response
        return outcomeOf(name, response.status, await jsonOf(response))
      }
      if (error) return noAnswer(name, error)
      return outcomeOf(name, 200, data)
    },
    async file(name, body) {
      // Not functions.invoke: it reads an answer that is neither JSON nor octet-stream (a photo) as text.
      let response: Response
      try {
        response = await fetcher(`${base}/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}`, ...shopperHeaders },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        return noAnswer(name, error)
      }
      const type = response.headers.get('Content-Type') ?? ''
      if (response.ok && !type.startsWith('application/json')) return { ok: true, data: new Uint8Array(await response.arrayBuffer()), contentType: type }
      const payload = await jsonOf(response)
      // The function's own "no such file" ({"error"}), told apart from a function missing behind
      // the gateway ({"code": "NOT_FOUND"}), which is the shop's failure.
      const said = asRecord(payload)
      if (response.status === 404 && text(said.error) && !said.code) return { ok: false, refused: true, status: 404, error: text(said.error), notFound: true }
      const outcome = outcomeOf(name, response.status, payload)
      return outcome.ok ? shopFault(name, response.status, `a JSON answer where a file was expected from ${base}/functions/v1/${name}`) : outcome
    },
  }
}

/** Functions that only read what every shopper sees alike: calls made at the same time can share one answer. */
const SHARED_READS = new Set(['published-reviews'])

/** What one server shares between its requests' reads (see `sharingReads`). */
export type SharedReads = {
  inFlight: Map<string, Promise<FunctionOutcome>>
  /**
   * The backend's data version, when the shop knows every write to its database: the embedded
   * functions on PGlite, whose only client is this process (`Database.dataVersion`). A read's
   * answer is then kept while the version holds. Unset (Postgres, a hosted project), nothing is kept.
   */
  dataVersion?: () => number | undefined
  kept: Map<string, { version: number; outcome: FunctionOutcome }>
}

export const sharedReads = (dataVersion?: () => number | undefined): SharedReads => ({ inFlight: new Map(), kept: new Map(), dataVersion })

/**
 * A client whose calls to a shared read join the same call already on its way, rather than each
 * asking the backend again: under a burst of product pages, one query answers them all. Nothing
 * is kept once the answer is in, so the next page still reads the backend's latest (an approved
 * review shows on the next page rendered), unless the shop knows the data has not changed since
 * (`dataVersion`): then the answer is kept until it does.
 */
export function sharingReads(client: FunctionsClient, reads: SharedReads): FunctionsClient {
  return {
    ...client,
    invoke(name, body) {
      if (!SHARED_READS.has(name)) return client.invoke(name, body)
      const key = `${name} ${JSON.stringify(body)}`
      const version = reads.dataVersion?.()
      const kept = reads.kept.get(key)
      if (kept && kept.version === version) return Promise.resolve(kept.outcome)
      const pending = reads.inFlight.get(key)
      if (pending) return pending
      const call = client
        .invoke(name, body)
        .then((outcome) => {
          // Kept only if nothing was written while it was read.
          if (version !== undefined && outcome.ok && reads.dataVersion?.() === version) reads.kept.set(key, { version, outcome })
          return outcome
        })
        .finally(() => reads.inFlight.delete(key))
      reads.inFlight.set(key, call)
      return call
    },
  }
}

/**
 * The status a page answers a failed call with: a refusal's own; for the shop's failures a 5xx
 * (a function missing behind a 404 is still the shop's gateway failing, never a page not found).
 */
export function failureStatus(outcome: Extract<FunctionOutcome, { ok: false }>): number {
  if (outcome.refused) return outcome.status >= 400 && outcome.status < 500 ? outcome.status : 400
  return outcome.status >= 500 && outcome.status < 600 ? outcome.status : 502
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code || cause?.message ? `${error.message}: ${cause.code ?? cause.message}` : error.message
}

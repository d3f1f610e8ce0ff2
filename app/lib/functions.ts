/**
 * The one client of the backend functions (SPEC §7), on the Supabase Edge Functions contract:
 * `POST {url}/functions/v1/{name}` with the anonymous key in `apikey` and `Authorization`. The
 * server gives it the hosted project's URL and the global `fetch`, or, with no hosted backend,
 * a `fetch` that calls the embedded functions in the same process.
 */
export type FunctionOutcome =
  | { ok: true; data: Record<string, unknown> }
  /** error: the server's own message when it sent one; null for a transport failure or an answer without one. */
  | { ok: false; status: number; error: string | null; fieldErrors?: Record<string, string> }

export type FunctionsClient = {
  /** Posts `body` as JSON, or, when it is FormData (a form with files), as multipart/form-data. */
  invoke(name: string, body: unknown): Promise<FunctionOutcome>
}

export type FunctionsClientOptions = {
  url: string
  anonKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export function createFunctionsClient({ url, anonKey, fetch: fetcher = fetch, timeoutMs = 15_000 }: FunctionsClientOptions): FunctionsClient {
  const base = url.replace(/\/+$/, '')
  return {
    async invoke(name, body) {
      // FormData sets its own multipart Content-Type (with the boundary), as the Supabase client does.
      const multipart = body instanceof FormData
      let response: Response
      try {
        response = await fetcher(`${base}/functions/v1/${name}`, {
          method: 'POST',
          headers: { ...(multipart ? {} : { 'Content-Type': 'application/json' }), apikey: anonKey, Authorization: `Bearer ${anonKey}` },
          body: multipart ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch {
        return { ok: false, status: 0, error: null }
      }
      let payload: unknown = null
      try {
        payload = await response.json()
      } catch {
        // not JSON: judged by the status alone
      }
      const data = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {}
      const error = typeof data.error === 'string' && data.error.trim() ? data.error : null
      if (response.ok && !error) return { ok: true, data }
      // The functions name each field at fault, beside the first message.
      const fields = data.fieldErrors
      const fieldErrors =
        fields && typeof fields === 'object' && !Array.isArray(fields)
          ? Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
          : null
      return fieldErrors && Object.keys(fieldErrors).length
        ? { ok: false, status: response.status, error, fieldErrors }
        : { ok: false, status: response.status, error }
    },
  }
}

import { ADMIN_API_VERSION } from './mutations'

export type AdminApiOptions = {
  /** The store's domain, as PUBLIC_STORE_DOMAIN names it (a bare host is reached over HTTPS). */
  domain: string
  /** An Admin API access token with write_discounts and write_customers. */
  token: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** A call that Shopify may take later (no answer, throttled, down): try again after a while. */
export class AdminApiUnavailable extends Error {}

/** A call Shopify refused and will refuse again (a malformed document, a 4xx): do not retry. */
export class AdminApiRefused extends Error {}

export type AdminApi = <T>(query: string, variables: Record<string, unknown>) => Promise<T>

export const adminEndpoint = (domain: string) => `${/^https?:\/\//.test(domain) ? domain : `https://${domain}`}/admin/api/${ADMIN_API_VERSION}/graphql.json`

/**
 * The Admin GraphQL API: answers `data`, or throws AdminApiUnavailable (retry) or
 * AdminApiRefused (give up). A bad token (401/403) counts as unavailable: nothing is lost while
 * the owner puts it right.
 */
export function adminApi(options: AdminApiOptions): AdminApi {
  const send = options.fetch ?? fetch
  const url = adminEndpoint(options.domain)
  const timeoutMs = options.timeoutMs ?? 20_000
  return async <T>(query: string, variables: Record<string, unknown>) => {
    let response: Response
    try {
      response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': options.token },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new AdminApiUnavailable(`Shopify unreachable: ${(error as Error).message}`)
    }
    const body = await response.text().catch(() => '')
    const said = body.slice(0, 300)
    if (response.status === 401 || response.status === 403 || response.status === 429 || response.status >= 500) {
      throw new AdminApiUnavailable(`Shopify answered HTTP ${response.status}${said ? `: ${said}` : ''}`)
    }
    if (!response.ok) throw new AdminApiRefused(`Shopify answered HTTP ${response.status}${said ? `: ${said}` : ''}`)
    let parsed: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] }
    try {
      parsed = JSON.parse(body) as typeof parsed
    } catch {
      throw new AdminApiUnavailable(`Shopify answered something other than JSON: ${said}`)
    }
    if (parsed.errors?.length) {
      const message = parsed.errors.map((e) => e.message).join('; ')
      // Throttled by the query cost budget, or the app lacks a scope the owner can still grant.
      const transient = parsed.errors.some((e) => ['THROTTLED', 'ACCESS_DENIED', 'INTERNAL_SERVER_ERROR'].includes(e.extensions?.code ?? ''))
      throw new (transient ? AdminApiUnavailable : AdminApiRefused)(`Shopify: ${message}`.slice(0, 500))
    }
    if (!parsed.data) throw new AdminApiUnavailable('Shopify answered no data')
    return parsed.data
  }
}

import { headerSafe } from './outbox'
import type { MailTransport } from './worker'

export type HttpMailOptions = {
  /** The API's send endpoint, such as https://api.resend.com/emails. */
  url: string
  /** Its API key, sent as `Authorization: Bearer`. */
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}

const address = (a: string, name: string | null) => (name ? `${JSON.stringify(headerSafe(name))} <${a}>` : a)

/**
 * Mail over an HTTP API in Resend's shape (`POST {from, to, reply_to, subject, text, html, headers}`),
 * for hosts that block outgoing SMTP. The outbox row's Message-ID is sent as the
 * `Idempotency-Key`, so the API delivers a mail retried after a lost answer once: a timeout or a
 * 5xx is retried; any other 4xx is final.
 */
export function httpMailTransport(options: HttpMailOptions): MailTransport {
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 30_000
  return async (row, from) => {
    let response: Response
    try {
      response = await send(options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': row.message_id,
        },
        body: JSON.stringify({
          from,
          to: [address(row.to_address, row.to_name)],
          ...(row.reply_to_address ? { reply_to: address(row.reply_to_address, row.reply_to_name) } : {}),
          subject: headerSafe(row.subject),
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          headers: { 'Message-ID': row.message_id },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return { status: 'retry', error: `mail API unreachable: ${(error as Error).message}`.slice(0, 500) }
    }
    if (response.ok) return { status: 'sent' }
    const said = (await response.text().catch(() => '')).slice(0, 300)
    const error = `mail API answered HTTP ${response.status}${said ? `: ${said}` : ''}`
    return response.status === 429 || response.status >= 500 ? { status: 'retry', error } : { status: 'failed', error }
  }
}

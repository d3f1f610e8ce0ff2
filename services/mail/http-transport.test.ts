import { describe, expect, it } from 'vitest'
import { httpMailTransport } from './http-transport'
import type { Claimed } from './worker'

const row: Claimed = {
  id: 7,
  kind: 'contact-acknowledgement',
  to_address: 'ana@example.com',
  to_name: 'Ana "A" Tan',
  reply_to_address: null,
  reply_to_name: null,
  subject: 'We received\r\nBcc: x@evil.example your message',
  text_body: 'Thank you.',
  html_body: '<p>Thank you.</p>',
  message_id: '<m-7@groundwell.sg>',
  attempts: 1,
}

/** A mail API answering each call with the next of `answers`, keeping what it was sent. */
function api(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const answer = answers.shift()!
    if (answer instanceof Error) throw answer
    return answer
  }) as unknown as typeof globalThis.fetch
  return { calls, send: httpMailTransport({ url: 'https://mail.example/emails', apiKey: 'key-1', fetch }) }
}

describe('mail over an HTTP API', () => {
  it('posts the mail with the key, one header line per header, and its Message-ID as idempotency key', async () => {
    const { calls, send } = api(new Response('{"id":"1"}', { status: 200 }))
    expect(await send(row, 'Groundwell <support@groundwell.sg>')).toEqual({ status: 'sent' })
    const [{ url, init }] = calls as [(typeof calls)[0]]
    expect(url).toBe('https://mail.example/emails')
    expect(init.headers).toMatchObject({ Authorization: 'Bearer key-1', 'Idempotency-Key': '<m-7@groundwell.sg>' })
    expect(JSON.parse(String(init.body))).toEqual({
      from: 'Groundwell <support@groundwell.sg>',
      to: ['"Ana \\"A\\" Tan" <ana@example.com>'],
      subject: 'We received Bcc: x@evil.example your message',
      text: 'Thank you.',
      html: '<p>Thank you.</p>',
      headers: { 'Message-ID': '<m-7@groundwell.sg>' },
    })
  })

  it('retries what the API may not have taken (no answer, 429, 5xx: the idempotency key makes a resend safe) and gives up on a refusal', async () => {
    const { send } = api(
      new Error('connect ECONNREFUSED'),
      new Response('slow down', { status: 429 }),
      new Response('', { status: 502 }),
      new Response('{"message":"invalid to"}', { status: 422 }),
    )
    expect((await send(row, 'x@y.z')).status).toBe('retry')
    expect((await send(row, 'x@y.z')).status).toBe('retry')
    expect((await send(row, 'x@y.z')).status).toBe('retry')
    expect(await send(row, 'x@y.z')).toEqual({ status: 'failed', error: 'mail API answered HTTP 422: {"message":"invalid to"}' })
  })
})

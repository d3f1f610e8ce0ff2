import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as contactAction } from '~/routes/contact/route'
import { action as newsletterAction } from '~/routes/newsletter'
import { createFunctionsClient, failureStatus, type FunctionOutcome, type FunctionsClient, sharedReads, sharingReads } from './functions'
import { leaveIdleConnectionsToTheClient } from '../../tests/helpers/idle-connections'
import { inMarket } from './storefront/market'

const quiet = { error: () => {}, warn: () => {} }

const answering = (response: () => Response) => {
  const calls: Request[] = []
  const client = createFunctionsClient({
    url: 'https://project.supabase.co/',
    anonKey: 'anon-key',
    log: quiet,
    fetch: async (input, init) => {
      calls.push(new Request(input, init))
      return response()
    },
  })
  return { client, calls }
}

describe('functions client', () => {
  it('posts JSON to /functions/v1/<name> with the anonymous key in apikey and Authorization', async () => {
    const { client, calls } = answering(() => Response.json({ success: true }))
    expect(await client.invoke('newsletter-signup', { email: 'a@example.com' })).toEqual({ ok: true, data: { success: true } })
    const [request] = calls
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('https://project.supabase.co/functions/v1/newsletter-signup')
    expect(request!.headers.get('apikey')).toBe('anon-key')
    expect(request!.headers.get('Authorization')).toBe('Bearer anon-key')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(await request!.json()).toEqual({ email: 'a@example.com' })
  })

  it('posts FormData (a form with files) as multipart/form-data', async () => {
    const { client, calls } = answering(() => Response.json({ success: true }))
    const form = new FormData()
    form.set('name', 'Mei')
    form.append('photos', new File([new Uint8Array([1, 2, 3])], 'bed.jpg', { type: 'image/jpeg' }))
    expect(await client.invoke('submit-review', form)).toEqual({ ok: true, data: { success: true } })
    const [request] = calls
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(request!.headers.get('apikey')).toBe('anon-key')
    const sent = await request!.formData()
    expect(sent.get('name')).toBe('Mei')
    expect((sent.get('photos') as File).size).toBe(3)
  })

  it("reads the server's error text, even on a 200 answer", async () => {
    expect(await answering(() => Response.json({ error: 'Too many' }, { status: 429 })).client.invoke('x', {})).toEqual({
      ok: false,
      refused: true,
      status: 429,
      error: 'Too many',
    })
    expect(await answering(() => Response.json({ error: 'Already done' })).client.invoke('x', {})).toEqual({
      ok: false,
      refused: true,
      status: 200,
      error: 'Already done',
    })
  })

  it('reports a failure without text when the answer has none or the network fails', async () => {
    expect(await answering(() => new Response('<html>Bad gateway</html>', { status: 502 })).client.invoke('x', {})).toEqual({
      ok: false,
      refused: false,
      status: 502,
      error: null,
    })
    const offline = createFunctionsClient({ url: 'https://x', anonKey: 'k', log: quiet, fetch: () => Promise.reject(new TypeError('fetch failed')) })
    expect(await offline.invoke('x', {})).toEqual({ ok: false, refused: false, status: 0, error: null })
  })

  it("gives a file answer as bytes with its type; the function's own 404 is not found, the gateway's the shop's", async () => {
    const photo = answering(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }))
    expect(await photo.client.file('review-photo', { key: 'k' })).toEqual({ ok: true, data: new Uint8Array([1, 2, 3]), contentType: 'image/png' })
    expect(photo.calls[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(await answering(() => Response.json({ error: 'Photo not found' }, { status: 404 })).client.file('review-photo', {})).toEqual({
      ok: false,
      refused: true,
      status: 404,
      error: 'Photo not found',
      notFound: true,
    })
    const gateway = answering(() => Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 }))
    expect(await gateway.client.file('review-photo', {})).toEqual({ ok: false, refused: false, status: 404, error: null })
    // JSON where a file was expected is the shop's fault too.
    expect(await answering(() => Response.json({ reviews: [] })).client.file('review-photo', {})).toMatchObject({ ok: false, refused: false, status: 200 })
  })
})

/**
 * A fake hosted Supabase project on loopback, answering as its gateway and its functions
 * do: 404 {"code":"NOT_FOUND"} for a function not deployed, and the functions' own {"error"} answers.
 */
describe('shared reads', () => {
  it('calls made at the same time share one call to a read every shopper sees alike, and the next one asks again', async () => {
    const pending: ((outcome: FunctionOutcome) => void)[] = []
    const calls: string[] = []
    const backend: FunctionsClient = {
      invoke: (name, body) => (calls.push(`${name} ${JSON.stringify(body)}`), new Promise((resolve) => pending.push(resolve))),
      file: async () => ({ ok: false, refused: false, status: 0, error: null }),
    }
    const shared = sharingReads(backend, sharedReads())
    const signUp = { email: 'ana@example.com' }
    const burst = [
      shared.invoke('published-reviews', {}),
      shared.invoke('published-reviews', {}),
      shared.invoke('published-reviews', { kind: 'mat' }),
      shared.invoke('newsletter-signup', signUp),
      shared.invoke('newsletter-signup', signUp),
    ]
    // The two alike reads joined one call; another kind is a read of its own; a sign-up is never shared.
    expect(calls).toEqual([
      'published-reviews {}',
      'published-reviews {"kind":"mat"}',
      `newsletter-signup ${JSON.stringify(signUp)}`,
      `newsletter-signup ${JSON.stringify(signUp)}`,
    ])
    for (const resolve of pending) resolve({ ok: true, data: { reviews: [] } })
    const answers = await Promise.all(burst)
    expect(answers[1]).toBe(answers[0])
    // Nothing is kept once the answer is in: the next read asks the backend again.
    void shared.invoke('published-reviews', {})
    expect(calls).toHaveLength(5)
  })

  it("keeps a read's answer while the backend's data version holds, and asks again once it changes", async () => {
    let version: number | undefined = 1
    let answer = 0
    const calls: string[] = []
    const backend: FunctionsClient = {
      invoke: async (name) => (calls.push(name), { ok: true, data: { answer: ++answer } }),
      file: async () => ({ ok: false, refused: false, status: 0, error: null }),
    }
    const shared = sharingReads(
      backend,
      sharedReads(() => version),
    )
    const first = await shared.invoke('published-reviews', {})
    expect(await shared.invoke('published-reviews', {})).toBe(first)
    expect(calls).toHaveLength(1)
    // A write (an order, a moderated review): the next read asks the backend.
    version = 2
    expect(await shared.invoke('published-reviews', {})).toEqual({ ok: true, data: { answer: 2 } })
    expect(calls).toHaveLength(2)
    // The version unknown (the database still opening): nothing kept.
    version = undefined
    await shared.invoke('published-reviews', {})
    await shared.invoke('published-reviews', {})
    expect(calls).toHaveLength(4)
  })

  it('keeps no answer read while a write happened, nor a failure', async () => {
    let version = 1
    const calls: string[] = []
    const backend: FunctionsClient = {
      invoke: async (name, body) => {
        calls.push(name)
        if ((body as { kind?: string }).kind === 'mat') version++
        return (body as { kind?: string }).kind === 'sheet' ? { ok: false, refused: false, status: 503, error: null } : { ok: true, data: {} }
      },
      file: async () => ({ ok: false, refused: false, status: 0, error: null }),
    }
    const shared = sharingReads(
      backend,
      sharedReads(() => version),
    )
    await shared.invoke('published-reviews', { kind: 'mat' })
    await shared.invoke('published-reviews', { kind: 'mat' })
    await shared.invoke('published-reviews', { kind: 'sheet' })
    await shared.invoke('published-reviews', { kind: 'sheet' })
    expect(calls).toHaveLength(4)
  })
})

describe('functions client against a fake Supabase project over HTTP', () => {
  const seen: IncomingHttpHeaders[] = []
  const answers: Record<string, [number, unknown, Record<string, string>?]> = {
    'newsletter-signup': [200, { success: true, message: 'Subscribed' }],
    'rate-limited': [429, { error: 'Too many sign-up attempts. Please try again later.' }, { 'Retry-After': '60' }],
    invalid: [400, { error: 'Please enter a valid email address', fieldErrors: { email: 'Please enter a valid email address' } }],
    crashing: [500, { error: 'The service is temporarily unavailable. Please try again later.' }],
    'bad-gateway': [502, '<html>502 Bad Gateway</html>'],
    'wrong-key': [401, { msg: 'Invalid JWT' }],
  }
  const server = leaveIdleConnectionsToTheClient(
    createServer((req, res) => {
      seen.push(req.headers)
      const name = /^\/functions\/v1\/([a-z-]+)$/.exec(req.url ?? '')?.[1] ?? ''
      const [status, body, headers] = answers[name] ?? [404, { code: 'NOT_FOUND', message: 'Requested function was not found' }]
      req.resume().on('end', () => {
        res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      })
    }),
  )
  let url = ''
  const logged: string[] = []
  const warned: string[] = []
  const client = (forwardedFor?: string) =>
    createFunctionsClient({
      url,
      anonKey: 'anon-key',
      forwardedFor,
      log: { error: (line: string) => logged.push(line), warn: (line: string) => warned.push(line) },
    })

  beforeAll(async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("forwards the shopper's address as X-Forwarded-For, and none when the shop has none", async () => {
    expect(await client('203.0.113.7').invoke('newsletter-signup', { email: 'a@example.com' })).toEqual({
      ok: true,
      data: { success: true, message: 'Subscribed' },
    })
    expect(seen.at(-1)!['x-forwarded-for']).toBe('203.0.113.7')
    expect(seen.at(-1)!.apikey).toBe('anon-key')
    await client().invoke('newsletter-signup', { email: 'a@example.com' })
    expect(seen.at(-1)!['x-forwarded-for']).toBeUndefined()
    expect(logged).toEqual([])
  })

  it("a rate limit or invalid input is the shopper's: refused with the function's message, nothing logged as the shop's", async () => {
    const limited = await client('203.0.113.7').invoke('rate-limited', {})
    expect(limited).toEqual({ ok: false, refused: true, status: 429, error: 'Too many sign-up attempts. Please try again later.' })
    expect(await client().invoke('invalid', {})).toEqual({
      ok: false,
      refused: true,
      status: 400,
      error: 'Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
    })
    expect(failureStatus(limited as Extract<typeof limited, { ok: false }>)).toBe(429)
    expect(logged).toEqual([])
    expect(warned).toEqual([
      '[functions] rate-limited refused (status 429): Too many sign-up attempts. Please try again later.',
      '[functions] invalid refused (status 400): Please enter a valid email address',
    ])
  })

  it("a missing function, a wrong key, a 5xx or no answer is the shop's: one log line naming the function and status", async () => {
    logged.length = 0
    const missing = await client().invoke('newsletter-signupp', {})
    expect(missing).toEqual({ ok: false, refused: false, status: 404, error: null })
    expect(failureStatus(missing as Extract<typeof missing, { ok: false }>)).toBe(502)
    expect(await client().invoke('wrong-key', {})).toMatchObject({ ok: false, refused: false, status: 401 })
    const crashing = await client().invoke('crashing', {})
    expect(crashing).toEqual({ ok: false, refused: false, status: 500, error: 'The service is temporarily unavailable. Please try again later.' })
    expect(failureStatus(crashing as Extract<typeof crashing, { ok: false }>)).toBe(500)
    expect(await client().invoke('bad-gateway', {})).toEqual({ ok: false, refused: false, status: 502, error: null })
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const offline = createFunctionsClient({ url: gone, anonKey: 'k', log: { error: (line: string) => logged.push(line), warn: () => {} } })
    expect(await offline.invoke('send-contact-email', {})).toEqual({ ok: false, refused: false, status: 0, error: null })

    expect(logged).toHaveLength(5)
    expect(logged[0]).toBe(
      `[functions] newsletter-signupp: the shop's error, not the shopper's: HTTP 404 NOT_FOUND Requested function was not found from ${url}/functions/v1/newsletter-signupp`,
    )
    expect(logged[1]).toContain("wrong-key: the shop's error, not the shopper's: HTTP 401 Invalid JWT")
    expect(logged[2]).toContain("crashing: the shop's error, not the shopper's: HTTP 500 The service is temporarily unavailable")
    expect(logged[3]).toContain("bad-gateway: the shop's error, not the shopper's: HTTP 502 from")
    expect(logged[4]).toMatch(/^\[functions\] send-contact-email: the shop's error, not the shopper's: no answer \(fetch failed: ECONNREFUSED\)/)
  })
})

describe('the forms when the hosted function is missing', () => {
  let server: ReturnType<typeof createServer>
  let url = ''
  beforeAll(async () => {
    server = leaveIdleConnectionsToTheClient(
      createServer((req, res) => {
        req
          .resume()
          .on('end', () => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"NOT_FOUND","message":"Requested function was not found"}'))
      }),
    )
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  type Result = { data: Record<string, unknown>; init: { status: number } }
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })

  it("shows the form's failure with the values kept, and logs the shop's error once", async () => {
    const logged: string[] = []
    const context = {
      storefront: inMarket({ request: () => Promise.reject(new Error('no store in this test')) }),
      functions: createFunctionsClient({ url, anonKey: 'anon', log: { error: (line: string) => logged.push(line), warn: () => {} } }),
    }
    const signUp = (await newsletterAction({
      request: post('/newsletter', { email: 'mei@example.com', returnTo: '/faq' }),
      context,
      params: {},
    } as never)) as unknown as Result
    expect(signUp.init.status).toBe(502)
    // No text of the function's: the 'Error' toast, 'Failed to subscribe. Please try again later.'
    expect(signUp.data).toEqual({ status: 'failed', message: null, values: { email: 'mei@example.com' }, returnTo: '/faq' })
    const values = { name: 'Mei Ling', email: 'mei@example.com', phone: '', subject: 'King size', message: 'Do you have the fitted sheet in king size?' }
    const message = (await contactAction({ request: post('/contact', values), context, params: {} } as never)) as unknown as Result
    expect(message.init.status).toBe(502)
    expect(message.data).toEqual({ status: 'failed', message: null, values })
    expect(logged).toEqual([
      `[functions] newsletter-signup: the shop's error, not the shopper's: HTTP 404 NOT_FOUND Requested function was not found from ${url}/functions/v1/newsletter-signup`,
      `[functions] send-contact-email: the shop's error, not the shopper's: HTTP 404 NOT_FOUND Requested function was not found from ${url}/functions/v1/send-contact-email`,
    ])
  })
})

import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createClient, FunctionsHttpError } from '@supabase/supabase-js'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { functionsRoute } from '../../server/app'
import { contactMessages, type Database, mailOutbox, subscribers } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { startSmtp } from '../mail/test-smtp'
import { createMailWorker, type MailWorker } from '../mail/worker'
import { createFunctions, type Limits, shopIdentity } from './index'
import { checkPhoto, type PhotoStorage } from './photos'
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text'
import { embeddedStoreVariants } from '../../tests/fakes/store-variants'
import { leaveIdleConnectionsToTheClient } from '../../tests/helpers/idle-connections'

/** Sign-ups and messages carry no photos: a photo reaching storage here is a fault. */
const noPhotos: PhotoStorage = {
  put: async (key) => {
    throw new Error(`unexpected photo ${key}`)
  },
  get: async () => null,
  remove: async () => {},
}

const ORIGIN = 'https://shop.example.sg'
const shop = shopIdentity(ORIGIN)
const roomy: Partial<Limits> = {
  newsletterPerAddress: { max: 1000, windowSeconds: 600 },
  newsletterPerEmail: { max: 1000, windowSeconds: 600 },
  contactPerAddress: { max: 1000, windowSeconds: 600 },
  contactPerEmail: { max: 1000, windowSeconds: 600 },
}
// Windows of a day: the counters are fixed windows on the database's clock, and a test that
// straddled the end of a short one would find its count reset halfway.
const tight: Partial<Limits> = {
  newsletterPerAddress: { max: 3, windowSeconds: 86_400 },
  newsletterPerEmail: { max: 2, windowSeconds: 86_400 },
  contactPerAddress: { max: 2, windowSeconds: 86_400 },
  contactPerEmail: { max: 1000, windowSeconds: 86_400 },
}
const quiet = { info: () => {}, error: () => {} }

/** Node 20 has no WebSocket; these tests never open the realtime channel the client sets up. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

/** The functions mounted on a Hono server as the shop mounts them, on a random port. */
async function startServer(database: Database, limits: Partial<Limits>, worker?: () => MailWorker | undefined) {
  const handler = createFunctions({
    db: database.db,
    shop,
    allowedOrigin: ORIGIN,
    limits,
    photos: noPhotos,
    checkPhoto,
    variants: embeddedStoreVariants(),
    onQueued: () => worker?.()?.kick(),
    log: quiet,
  })
  const app = new Hono()
  // Behind a "proxy": the tests choose the caller's address with X-Forwarded-For.
  app.all('/functions/v1/*', functionsRoute(handler, true))
  const server = await new Promise<ServerType>((resolve) => {
    const s = leaveIdleConnectionsToTheClient(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s)))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`backend functions on ${target.name}`, () => {
    let database: Database
    let roomyServer: Awaited<ReturnType<typeof startServer>>
    let tightServer: Awaited<ReturnType<typeof startServer>>
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let worker: MailWorker | undefined
    let ip = 0
    /** A client as the browser app would make it, from an address of its own. */
    const supabase = (url = roomyServer.url, from = `10.0.0.${++ip % 250}`) =>
      createClient(url, 'public-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
        global: { headers: { 'X-Forwarded-For': from } },
      })
    const post = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
      fetch(`${roomyServer.url}/functions/v1/${path}`, { method: 'POST', ...init })
    const postJson = (path: string, body: unknown) => post(path, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const counts = async () => ({
      subscribers: await database.db.$count(subscribers),
      messages: await database.db.$count(contactMessages),
      mail: await database.db.$count(mailOutbox),
    })

    beforeAll(async () => {
      database = await target.open()
      smtp = await startSmtp()
      roomyServer = await startServer(database, roomy, () => worker)
      tightServer = await startServer(database, tight)
    })
    afterAll(async () => {
      await worker?.stop()
      await roomyServer?.close()
      await tightServer?.close()
      await smtp?.close()
      await database?.close()
    })
    beforeEach(async () => {
      await worker?.stop()
      worker = undefined
      smtp.received.length = 0
      await resetTables(database)
    })

    describe('newsletter-signup', () => {
      it('stores the subscriber with a code of their own and mails it once', async () => {
        worker = createMailWorker({ db: database.db, smtpUrl: smtp.url, from: 'Groundwell <support@groundwell.sg>', log: quiet })
        worker.start()
        const { data, error } = await supabase().functions.invoke('newsletter-signup', { body: { email: '  Ana.Lim@Example.COM ' } })
        expect(error).toBeNull()
        expect(data).toMatchObject({ success: true })

        const [subscriber, ...others] = await database.db.select().from(subscribers)
        expect(others).toEqual([])
        expect(subscriber!.email).toBe('ana.lim@example.com')
        expect(subscriber!.discountCode).toMatch(/^GW10-[A-HJ-NP-Z2-9]{8}$/)

        await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 120_000, interval: 50 })
        const [welcome] = smtp.received
        expect(welcome!.envelopeTo).toEqual(['ana.lim@example.com'])
        expect(welcome!.headers.get('subject')).toEqual(['Welcome to Groundwell: your 10% discount code'])
        expect(welcome!.text).toContain(`Your 10% discount code: ${subscriber!.discountCode}`)

        // Signing up again: the same success, no second code, no second mail.
        const again = await supabase().functions.invoke('newsletter-signup', { body: { email: 'ana.lim@example.com' } })
        expect(again.error).toBeNull()
        expect(again.data).toEqual(data)
        await worker.runOnce()
        expect(await counts()).toEqual({ subscribers: 1, messages: 0, mail: 1 })
        expect(smtp.received).toHaveLength(1)
        expect((await database.db.select().from(subscribers))[0]!.discountCode).toBe(subscriber!.discountCode)
      })

      it("welcomes in the page's language, its button to the shop in that language", async () => {
        const { error } = await supabase().functions.invoke('newsletter-signup', { body: { email: 'wei@example.com', language: 'zh-SG' } })
        expect(error).toBeNull()
        const [welcome] = await database.db.select().from(mailOutbox)
        expect(welcome!.subject).toBe('欢迎订阅Groundwell：您的10%折扣优惠码')
        expect(welcome!.textBody).toMatch(/https:\/\/shop\.example\.sg\/zh-sg\/discount\/GW10-[A-Z0-9]{8}\?redirect=\/shop-all/)
      })

      it('gives every subscriber a different code', async () => {
        for (let n = 0; n < 15; n++) await postJson('newsletter-signup', { email: `person${n}@example.com` })
        const codes = (await database.db.select().from(subscribers)).map((s) => s.discountCode)
        expect(codes).toHaveLength(15)
        expect(new Set(codes).size).toBe(15)
      })

      it('a burst of sign-ups for one address makes one subscriber, one code and one e-mail', async () => {
        worker = createMailWorker({ db: database.db, smtpUrl: smtp.url, from: 'Groundwell <support@groundwell.sg>', log: quiet })
        const variants = ['burst@example.com', 'BURST@example.com', ' burst@Example.com ', 'Burst@EXAMPLE.com']
        const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => postJson('newsletter-signup', { email: variants[n % variants.length] })))
        expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200))
        expect(await counts()).toEqual({ subscribers: 1, messages: 0, mail: 1 })
        expect(await worker.runOnce()).toMatchObject({ sent: 1 })
        expect(await worker.runOnce()).toMatchObject({ sent: 0 })
        expect(smtp.received).toHaveLength(1)
        const [subscriber] = await database.db.select().from(subscribers)
        expect(smtp.received[0]!.text).toContain(subscriber!.discountCode)
      })

      it('limits sign-ups per e-mail address and per caller address', async () => {
        const client = (from: string) => supabase(tightServer.url, from)
        for (let n = 0; n < 2; n++) {
          expect((await client(`10.1.0.${n}`).functions.invoke('newsletter-signup', { body: { email: 'often@example.com' } })).error).toBeNull()
        }
        const refused = await client('10.1.0.9').functions.invoke('newsletter-signup', { body: { email: 'often@example.com' } })
        expect(refused.error).toBeInstanceOf(FunctionsHttpError)
        const response = (refused.error as FunctionsHttpError).context as Response
        expect(response.status).toBe(429)
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
        expect(await response.json()).toEqual({ error: 'Too many sign-up attempts. Please try again later.' })

        // One caller address: three sign-ups, then refused; another address still gets through.
        for (let n = 0; n < 3; n++) {
          expect((await client('10.2.0.1').functions.invoke('newsletter-signup', { body: { email: `p${n}@example.com` } })).error).toBeNull()
        }
        const fourth = await client('10.2.0.1').functions.invoke('newsletter-signup', { body: { email: 'p4@example.com' } })
        expect(((fourth.error as FunctionsHttpError).context as Response).status).toBe(429)
        expect((await client('10.2.0.2').functions.invoke('newsletter-signup', { body: { email: 'p5@example.com' } })).error).toBeNull()
        expect((await database.db.select().from(subscribers)).map((s) => s.email).sort()).toEqual([
          'often@example.com',
          'p0@example.com',
          'p1@example.com',
          'p2@example.com',
          'p5@example.com',
        ])
      })
    })

    describe('send-contact-email', () => {
      const message = {
        name: 'Mei Ling',
        email: 'mei@example.com',
        phone: '+65 9123 4567',
        subject: 'King size sheet',
        message: 'Do you have the fitted sheet in king size?',
      }

      it('stores the message, notifies support (reply-to the shopper) and acknowledges to the shopper', async () => {
        worker = createMailWorker({ db: database.db, smtpUrl: smtp.url, from: 'Groundwell <support@groundwell.sg>', log: quiet })
        worker.start()
        const { data, error } = await supabase().functions.invoke('send-contact-email', { body: message })
        expect(error).toBeNull()
        expect(data).toMatchObject({ success: true })

        const [stored] = await database.db.select().from(contactMessages)
        expect(stored).toMatchObject(message)
        await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 120_000, interval: 50 })
        const byRecipient = new Map(smtp.received.map((m) => [m.envelopeTo.join(','), m]))
        const notification = byRecipient.get('support@groundwell.sg')!
        expect(notification.headers.get('reply-to')).toEqual(['Mei Ling <mei@example.com>'])
        expect(notification.headers.get('subject')).toEqual(['Contact form: King size sheet'])
        expect(notification.text).toContain('Do you have the fitted sheet in king size?')
        expect(notification.text).toContain('Phone: +65 9123 4567')
        const acknowledgement = byRecipient.get('mei@example.com')!
        expect(acknowledgement.headers.get('subject')).toEqual(['We received your message'])
        expect(acknowledgement.text).toContain('Hello Mei,')
        expect(acknowledgement.text).toContain("We'll get back to you within 24 hours on business days.")
        expect(acknowledgement.text).not.toContain('king size')
      })

      it("acknowledges in the page's language; the notice to support stays English and names the language", async () => {
        const { error } = await supabase().functions.invoke('send-contact-email', { body: { ...message, language: 'id-ID' } })
        expect(error).toBeNull()
        const queued = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
        const notification = queued.find((m) => m.kind === 'contact-notification')!
        expect(notification.subject).toBe('Contact form: King size sheet')
        expect(notification.textBody).toContain('Language: Bahasa Indonesia')
        const acknowledgement = queued.find((m) => m.kind === 'contact-acknowledgement')!
        expect(acknowledgement.subject).toBe('Pesan Anda sudah kami terima')
        expect(acknowledgement.textBody).toContain('Halo Mei,')
        expect(acknowledgement.htmlBody).toContain('lang="id-ID"')
      })

      it('refuses a language that is not text, naming the field', async () => {
        const response = await postJson('send-contact-email', { ...message, language: ['id-ID'] })
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ fieldErrors: { language: 'Field "language" must be a string' } })
        expect(await counts()).toMatchObject({ messages: 0, mail: 0 })
      })

      it('accepts a message without a phone number', async () => {
        const { phone: _phone, ...withoutPhone } = message
        const { error } = await supabase().functions.invoke('send-contact-email', { body: withoutPhone })
        expect(error).toBeNull()
        const [stored] = await database.db.select().from(contactMessages)
        expect(stored!.phone).toBeNull()
      })

      it('never lets CR, LF or other control characters into a mail header', async () => {
        worker = createMailWorker({ db: database.db, smtpUrl: smtp.url, from: 'Groundwell <support@groundwell.sg>', log: quiet })
        const hostile = {
          ...message,
          name: 'Eve\r\nBcc: victim@example.com',
          subject: 'Hi\r\nBcc: victim@example.com\r\nX-Injected: 1\u0007\u001b',
          phone: '1\r\nBcc: victim@example.com',
        }
        expect((await supabase().functions.invoke('send-contact-email', { body: hostile })).error).toBeNull()
        await worker.runOnce()
        expect(smtp.received).toHaveLength(2)
        for (const got of smtp.received) {
          expect(got.envelopeTo).not.toContain('victim@example.com')
          expect(got.headers.has('bcc')).toBe(false)
          expect(got.headers.has('x-injected')).toBe(false)
        }
        const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
        expect(rows.map((r) => r.subject)).toEqual(['Contact form: Hi Bcc: victim@example.com X-Injected: 1', 'We received your message'])
        expect(rows[0]!.replyToName).toBe('Eve Bcc: victim@example.com')
        expect(rows[1]!.toName).toBe('Eve')
      })

      it('sends the typed address nothing the sender typed but a first name, bidi controls stripped from every display name', async () => {
        // The probe: the form as a relay, a stranger's address given, the words meant for them.
        const relay = {
          name: '\u202eMei\u202c Buy cheap pills at pills.example',
          email: 'stranger@example.com',
          phone: '',
          subject: 'You won! Claim at pills.example',
          message: 'Visit https://pills.example/claim today for your prize.',
        }
        expect((await supabase().functions.invoke('send-contact-email', { body: relay })).error).toBeNull()
        const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
        const acknowledgement = rows.find((r) => r.kind === 'contact-acknowledgement')!
        const notification = rows.find((r) => r.kind === 'contact-notification')!
        expect(acknowledgement.toAddress).toBe('stranger@example.com')
        expect(acknowledgement.toName).toBe('Mei')
        expect(acknowledgement.subject).toBe('We received your message')
        for (const body of [acknowledgement.textBody, acknowledgement.htmlBody ?? '']) {
          expect(body).not.toMatch(/pills|prize|won|claim|\u202e/i)
          expect(body).toContain('Mei')
        }
        // Support still reads it all, the name's bidi controls gone from the Reply-To.
        expect(notification.textBody).toContain('Visit https://pills.example/claim today for your prize.')
        expect(notification.replyToName).toBe('Mei Buy cheap pills at pills.example')
        for (const row of rows)
          expect(`${row.toName ?? ''}${row.replyToName ?? ''}${row.subject}`).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/)

        // A first "name" that is a link is no name: the mail greets no one.
        await resetTables(database)
        const link = { ...relay, name: 'pills.example/claim', email: 'other@example.com' }
        expect((await supabase().functions.invoke('send-contact-email', { body: link })).error).toBeNull()
        const [greeted] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact-acknowledgement'))
        expect(greeted!.toName).toBeNull()
        expect(greeted!.textBody).toMatch(/^Hello,$/m)
        expect(greeted!.textBody).not.toContain('pills')
      })

      it('answers the forms’ messages for invalid fields, with each field named', async () => {
        const response = await postJson('send-contact-email', { name: ' ', email: 'nope', phone: '', subject: '', message: 'short' })
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: 'Name is required',
          fieldErrors: {
            name: 'Name is required',
            email: 'Invalid email address',
            subject: 'Subject is required',
            message: 'Message must be at least 10 characters',
          },
        })
        expect(await counts()).toEqual({ subscribers: 0, messages: 0, mail: 0 })
      })

      it('limits messages per caller address', async () => {
        const client = supabase(tightServer.url, '10.3.0.1')
        for (let n = 0; n < 2; n++) expect((await client.functions.invoke('send-contact-email', { body: message })).error).toBeNull()
        const refused = await client.functions.invoke('send-contact-email', { body: message })
        const response = (refused.error as FunctionsHttpError).context as Response
        expect(response.status).toBe(429)
        expect(await response.json()).toEqual({ error: 'Too many messages. Please try again later.' })
        expect(await counts()).toEqual({ subscribers: 0, messages: 2, mail: 4 })
      })
    })

    describe('bad input: a 4xx with a clear error, never a 500, nothing written', () => {
      const big = 'x'.repeat(17 * 1024)
      const cases: [string, string, () => Promise<Response>, number, string][] = [
        [
          'malformed JSON',
          'newsletter-signup',
          () => post('newsletter-signup', { headers: { 'Content-Type': 'application/json' }, body: '{"email": ' }),
          400,
          'Request body is not valid JSON',
        ],
        [
          'no body',
          'newsletter-signup',
          () => post('newsletter-signup', { headers: { 'Content-Type': 'application/json' } }),
          400,
          'Request body must be a JSON object',
        ],
        ['a JSON array', 'newsletter-signup', () => postJson('newsletter-signup', ['a@example.com']), 400, 'Expected a JSON object'],
        ['JSON null', 'send-contact-email', () => postJson('send-contact-email', null), 400, 'Expected a JSON object'],
        [
          'a form post',
          'newsletter-signup',
          () => post('newsletter-signup', { body: new URLSearchParams({ email: 'a@example.com' }) }),
          415,
          'Content-Type must be application/json',
        ],
        [
          'text/plain',
          'send-contact-email',
          () => post('send-contact-email', { headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
          415,
          'Content-Type must be application/json',
        ],
        [
          'a body over 16 KB',
          'newsletter-signup',
          () => postJson('newsletter-signup', { email: `${big}@example.com` }),
          413,
          'Request body too large (at most 16 KB)',
        ],
        [
          'a streamed body over 16 KB (no length given)',
          'send-contact-email',
          () =>
            post('send-contact-email', {
              headers: { 'Content-Type': 'application/json' },
              body: new ReadableStream({
                start(controller) {
                  for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
                  controller.close()
                },
              }),
              duplex: 'half',
            } as RequestInit & { headers: Record<string, string> }),
          413,
          'Request body too large (at most 16 KB)',
        ],
        ['a missing field', 'newsletter-signup', () => postJson('newsletter-signup', {}), 400, 'Missing field "email"'],
        [
          'a missing contact field',
          'send-contact-email',
          () => postJson('send-contact-email', { name: 'Mei', email: 'mei@example.com', subject: 'Hi' }),
          400,
          'Missing field "message"',
        ],
        ['an extra field', 'newsletter-signup', () => postJson('newsletter-signup', { email: 'a@example.com', admin: true }), 400, 'Unexpected field "admin"'],
        [
          'an extra contact field',
          'send-contact-email',
          () =>
            postJson('send-contact-email', {
              name: 'Mei',
              email: 'mei@example.com',
              phone: '',
              subject: 'Hi',
              message: 'A long enough message',
              cc: 'x@example.com',
            }),
          400,
          'Unexpected field "cc"',
        ],
        [
          'a NUL character',
          'send-contact-email',
          () => postJson('send-contact-email', { name: 'Mei\u0000', email: 'mei@example.com', phone: '', subject: 'Hi', message: 'A long enough message' }),
          400,
          UNSTORABLE_TEXT_MESSAGE,
        ],
        ['an unpaired surrogate', 'newsletter-signup', () => postJson('newsletter-signup', { email: 'mei\ud800@example.com' }), 400, UNSTORABLE_TEXT_MESSAGE],
        ['a number for a string', 'newsletter-signup', () => postJson('newsletter-signup', { email: 42 }), 400, 'Field "email" must be a string'],
        [
          'an object for a string',
          'send-contact-email',
          () =>
            postJson('send-contact-email', { name: { first: 'Mei' }, email: 'mei@example.com', phone: '', subject: 'Hi', message: 'A long enough message' }),
          400,
          'Field "name" must be a string',
        ],
        ['an invalid e-mail', 'newsletter-signup', () => postJson('newsletter-signup', { email: 'a@b' }), 400, 'Invalid email address'],
        ['a too long e-mail', 'newsletter-signup', () => postJson('newsletter-signup', { email: `${'a'.repeat(250)}@example.com` }), 400, 'Email too long'],
        ['a GET', 'newsletter-signup', () => fetch(`${roomyServer.url}/functions/v1/newsletter-signup`), 405, 'Method not allowed: use POST'],
        ['an unknown function', 'no-such-function', () => postJson('no-such-function', {}), 404, 'Function not found'],
        [
          'a post from another site',
          'newsletter-signup',
          () =>
            post('newsletter-signup', {
              headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
              body: JSON.stringify({ email: 'a@example.com' }),
            }),
          403,
          'Origin not allowed',
        ],
      ]
      // The title's fields first: the label and the status it expects.
      it.each(cases.map(([label, , send, status, error]) => [label, status, send, error] as const))('%s → %i', async (_label, status, send, error) => {
        const response = await send()
        expect(response.status).toBe(status)
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
        expect((await response.json()).error).toBe(error)
        expect(await counts()).toEqual({ subscribers: 0, messages: 0, mail: 0 })
      })

      it('reports the error through the Supabase client too', async () => {
        const { data, error } = await supabase().functions.invoke('newsletter-signup', { body: { email: 'not an address' } })
        expect(data).toBeNull()
        expect(error).toBeInstanceOf(FunctionsHttpError)
        const response = (error as FunctionsHttpError).context as Response
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ error: 'Invalid email address', fieldErrors: { email: 'Invalid email address' } })
      })
    })

    describe('CORS', () => {
      it("answers the preflight for the shop's own origin only", async () => {
        const ask = (origin: string) =>
          fetch(`${roomyServer.url}/functions/v1/newsletter-signup`, {
            method: 'OPTIONS',
            headers: {
              Origin: origin,
              'Access-Control-Request-Method': 'POST',
              'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
            },
          })
        const own = await ask(ORIGIN)
        expect(own.status).toBe(204)
        expect(own.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
        expect(own.headers.get('Access-Control-Allow-Methods')).toContain('POST')
        for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
          expect(own.headers.get('Access-Control-Allow-Headers')).toContain(header)
        }
        const other = await ask('https://evil.example')
        expect(other.status).toBe(403)
        expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
      })

      it("carries the shop's origin on every answer of every function alike: success, refusal and failure", async () => {
        const answers = {
          'published-reviews 200': await post('published-reviews', { headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{}' }),
          'newsletter-signup 200': await post('newsletter-signup', {
            headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'cors-all@example.com' }),
          }),
          'review-photo 404': await post('review-photo', {
            headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
            body: JSON.stringify({ key: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/1.jpg` }),
          }),
          'published-reviews 400': await post('published-reviews', { headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{"kind":"x"}' }),
          'published-reviews 415': await post('published-reviews', { headers: { Origin: ORIGIN, 'Content-Type': 'text/plain' }, body: '{}' }),
          'published-reviews 405': await fetch(`${roomyServer.url}/functions/v1/published-reviews`, { headers: { Origin: ORIGIN } }),
          'unknown 404': await post('no-such-function', { headers: { Origin: ORIGIN } }),
        }
        for (const [name, response] of Object.entries(answers)) {
          expect(response.status, name).toBe(Number(name.split(' ')[1]))
          expect(response.headers.get('Access-Control-Allow-Origin'), name).toBe(ORIGIN)
          expect(response.headers.get('Vary'), name).toContain('Origin')
        }
        // Another site's page gets no permission from any answer, and is told the answer varies.
        const other = await post('published-reviews', { headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' }, body: '{}' })
        expect(other.status).toBe(403)
        expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
        expect(other.headers.get('Vary')).toContain('Origin')
      })

      it("lets the shop's own pages call with the anonymous key", async () => {
        const response = await fetch(`${roomyServer.url}/functions/v1/newsletter-signup`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json', apikey: 'public-anon-key', Authorization: 'Bearer public-anon-key' },
          body: JSON.stringify({ email: 'cors@example.com' }),
        })
        expect(response.status).toBe(200)
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
      })
    })
  })
}

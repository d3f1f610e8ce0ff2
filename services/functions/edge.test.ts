import { createHmac } from 'node:crypto'
import { FunctionsHttpError } from '@supabase/supabase-js'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseClient } from '../../tests/fakes/supabase-client'
import { createProjectDatabase, postgresForTests, projectKeys, requireUrl, startSupabaseLocal } from '../../tests/launchers/supabase-local'
import { connectPostgres } from '../db/postgres'
import { simpleParser } from 'mailparser'
import { startFakeShopifyAdmin } from '../../tests/fakes/fake-shopify-admin'
import { startSmtp } from '../mail/test-smtp'
import { countedHits, fillRateLimit } from '../../tests/helpers/rate-limit-counters'
import { approveReview } from './moderation'
import { defaultLimits } from './rate-limit'

/**
 * The deployable functions (supabase/functions) run by Deno against a Postgres database of their
 * own with supabase/migrations applied, behind a gateway that checks keys as Supabase's does:
 * the same contract as the embedded functions (functions.test.ts), through the Supabase client.
 * Deno is started once for the file.
 */

const postgres = postgresForTests()
const SHOP = 'https://shop.example.sg'
const WEBHOOK_SECRET = 'shpss_edge_0123456789abcdef'

describe.skipIf(postgres.skip)(`the functions under Deno, as deployed to Supabase${postgres.note}`, () => {
  let project: Awaited<ReturnType<typeof createProjectDatabase>>
  let functions: Awaited<ReturnType<typeof startSupabaseLocal>>
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let keys: Awaited<ReturnType<typeof projectKeys>>
  let db: pg.Pool
  let shopify: Awaited<ReturnType<typeof startFakeShopifyAdmin>>

  beforeAll(async () => {
    ;[project, smtp, keys, shopify] = await Promise.all([
      createProjectDatabase(requireUrl(postgres.url)),
      startSmtp(),
      projectKeys(),
      startFakeShopifyAdmin({ token: 'shpat_edge' }),
    ])
    db = new pg.Pool({ connectionString: project.url, max: 2 })
    functions = await startSupabaseLocal({
      jwtSecret: keys.secret,
      env: {
        SUPABASE_DB_URL: project.url,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SHOP_URL: SHOP,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Groundwell <support@groundwell.test>',
        PUBLIC_STORE_DOMAIN: shopify.domain,
        SHOPIFY_ADMIN_API_TOKEN: shopify.token,
        // back-in-stock-signup asks the store about the variant (the fake's Storefront API).
        PUBLIC_STOREFRONT_API_TOKEN: 'storefront-edge',
        SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    })
  })

  afterAll(async () => {
    await functions?.stop()
    await db?.end()
    await smtp?.close()
    await shopify?.close()
    await project?.drop()
  })

  const client = () => supabaseClient(functions.url, keys.anonKey)
  const rows = async <T>(query: string, values: unknown[] = []) => (await db.query(query, values)).rows as T[]
  const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${functions.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.anonKey}`, apikey: keys.anonKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('newsletter-signup stores the subscriber and queues the welcome mail with their code', async () => {
    const { data, error } = await client().functions.invoke('newsletter-signup', { body: { email: ' Ana@Example.com ' } })
    expect(error).toBeNull()
    expect(data).toEqual({ success: true, message: 'Subscribed' })
    const [subscriber] = await rows<{ email: string; discount_code: string }>('select email, discount_code from subscribers')
    expect(subscriber!.email).toBe('ana@example.com')
    const [mail] = await rows<{ kind: string; to_address: string; text_body: string; html_body: string }>(
      "select kind, to_address, text_body, html_body from mail_outbox where to_address = 'ana@example.com'",
    )
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', to_address: 'ana@example.com' })
    expect(mail!.text_body).toContain(subscriber!.discount_code)
    // Rendered by React Email under Deno, when queued.
    expect(mail!.html_body).toMatch(new RegExp(`<p[^>]*data-discount-code[^>]*>${subscriber!.discount_code}</p>`))
    const tasks = await rows<{ kind: string; status: string }>('select kind, status from shopify_admin_tasks order by id')
    expect(tasks).toEqual([
      { kind: 'discount-code', status: 'pending' },
      { kind: 'customer', status: 'pending' },
    ])
  })

  it('send-contact-email stores the message and queues the notification and the acknowledgement', async () => {
    const message = { name: 'Wei Jie', email: 'wei@example.com', phone: '', subject: 'Sizes', message: 'Do you make the sheet in super single?' }
    const { data, error } = await client().functions.invoke('send-contact-email', { body: message })
    expect(error).toBeNull()
    expect(data).toEqual({ success: true, message: 'Message sent' })
    expect(await rows('select name, subject from contact_messages')).toEqual([{ name: 'Wei Jie', subject: 'Sizes' }])
    const kinds = await rows<{ kind: string }>("select kind from mail_outbox where kind like 'contact%' order by kind")
    expect(kinds.map((k) => k.kind)).toEqual(['contact-acknowledgement', 'contact-notification'])
  })

  it('submit-review stores the review with its photo, cleaned of its metadata at the Edge', async () => {
    const fromPhone = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1' } })
      .toBuffer()
    const form = new FormData()
    for (const [k, v] of Object.entries({
      name: 'Mei Ling',
      email: 'mei@example.com',
      product: 'sheet',
      rating: '5',
      story: 'I fall asleep within fifteen minutes now.',
      permission: 'on',
    }))
      form.set(k, v)
    form.append('photos', new File([new Uint8Array(fromPhone)], 'bed.jpg', { type: 'image/jpeg' }))
    const { data, error } = await client().functions.invoke('submit-review', { body: form })
    expect(error).toBeNull()
    expect(data).toMatchObject({ success: true, status: 'pending', photos: 1 })
    const id = (data as { id: string }).id
    const [review] = await rows<{ status: string; photos: { key: string; width: number; height: number }[] }>(
      'select status, photos from reviews where uid = $1',
      [id],
    )
    expect(review!.status).toBe('pending')
    expect(review!.photos.map((p) => [p.key, p.width, p.height])).toEqual([[`${id}/1.jpg`, 64, 48]])
    const [photo] = await rows<{ data: Buffer }>('select data from review_photos where key = $1', [`${id}/1.jpg`])
    const meta = await sharp(photo!.data).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 64, 48, undefined])
    expect(photo!.data.includes('PhoneMaker')).toBe(false)
  })

  it('published-reviews and review-photo give out an approved review and its photo, nothing pending', async () => {
    const [pending] = await rows<{ id: number; uid: string; photos: { key: string }[] }>("select id, uid, photos from reviews where email = 'mei@example.com'")
    const key = pending!.photos[0]!.key
    const hidden = await post('review-photo', { key })
    expect([hidden.status, await hidden.json()]).toEqual([404, { error: 'Photo not found' }])
    expect((await client().functions.invoke('published-reviews', { body: {} })).data).toEqual({ reviews: [] })

    const moderator = connectPostgres(project.url, 1)
    await approveReview(moderator.db, pending!.id).finally(() => moderator.close())
    const { data, error } = await client().functions.invoke('published-reviews', { body: { kind: 'sheet' } })
    expect(error).toBeNull()
    expect(data).toEqual({
      reviews: [
        {
          id: pending!.uid,
          name: 'Mei',
          product: 'sheet',
          rating: 5,
          story: 'I fall asleep within fifteen minutes now.',
          submittedAt: expect.any(String),
          verified: false,
          photos: [{ key, width: 64, height: 48 }],
        },
      ],
    })
    expect(JSON.stringify(data)).not.toContain('mei@example.com')
    const shown = await post('review-photo', { key })
    expect([shown.status, shown.headers.get('Content-Type')]).toEqual([200, 'image/jpeg'])
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(64)
  })

  it('answers bad input with the form\'s message as {"error"}, never a 5xx', async () => {
    const { error } = await client().functions.invoke('newsletter-signup', { body: { email: 'not an address' } })
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Invalid email address', fieldErrors: { email: 'Invalid email address' } })
    const notJson = await fetch(`${functions.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.anonKey}`, 'Content-Type': 'application/json' },
      body: '{',
    })
    expect([notJson.status, await notJson.json()]).toEqual([400, { error: 'Request body is not valid JSON' }])
  })

  it('counts each shopper by the X-Forwarded-For address the shop sends', async () => {
    const from = (ip: string, n: number) => post('newsletter-signup', { email: `shopper${n}@example.com` }, { 'X-Forwarded-For': ip })
    for (let n = 0; n < 3; n++) expect((await from('203.0.113.7', n)).status).toBe(200)
    // Counted under the shopper's address, not the gateway's or the shop's.
    expect(await countedHits(db, 'newsletter:ip', '203.0.113.7')).toBe(3)
    expect(await countedHits(db, 'newsletter:ip', '203.0.113.8')).toBe(0)

    // At the per-address limit (30 sign-ups in 10 minutes), the next one from that shopper is refused; another shopper goes on.
    await fillRateLimit(db, 'newsletter:ip', '203.0.113.7', defaultLimits.newsletterPerAddress)
    const refused = await from('203.0.113.7', 30)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ error: 'Too many sign-up attempts. Please try again later.' })
    expect((await from('203.0.113.8', 31)).status).toBe(200)
  })

  it('the gateway checks the key as verify_jwt does, and CORS is answered for the shop alone', async () => {
    const noKey = await fetch(`${functions.url}/functions/v1/newsletter-signup`, { method: 'POST', body: '{}' })
    expect(noKey.status).toBe(401)
    const forged = await post('newsletter-signup', { email: 'x@example.com' }, { Authorization: `Bearer ${(await projectKeys()).anonKey}` })
    expect(forged.status).toBe(401)

    const preflight = await fetch(`${functions.url}/functions/v1/newsletter-signup`, {
      method: 'OPTIONS',
      headers: { Origin: SHOP, 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(SHOP)
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('authorization, x-client-info, apikey, content-type, x-region')
    const elsewhere = await post('newsletter-signup', { email: 'x@example.com' }, { Origin: 'https://elsewhere.example' })
    expect(elsewhere.status).toBe(403)
    const unknown = await post('no-such-function', {})
    expect([unknown.status, await unknown.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'Requested function was not found' }])
  })

  it('deliver-mail drains the outbox over SMTP and the Shopify tasks, for the service role only, each once', async () => {
    const anon = await post('deliver-mail', {})
    expect([anon.status, await anon.json()]).toEqual([403, { error: 'deliver-mail needs the service-role key' }])

    const service = supabaseClient(functions.url, keys.serviceRoleKey)
    const [{ count } = { count: '' }] = await rows<{ count: string }>("select count(*) from mail_outbox where status = 'pending'")
    const [{ count: owed } = { count: '' }] = await rows<{ count: string }>("select count(*) from shopify_admin_tasks where status = 'pending'")
    const { data, error } = await service.functions.invoke('deliver-mail', { body: {} })
    expect(error).toBeNull()
    expect(data).toEqual({ sent: Number(count), retrying: 0, failed: 0, uncertain: 0, shopify: { done: Number(owed), retrying: 0, failed: 0 } })
    expect(smtp.received).toHaveLength(Number(count))
    const welcome = await simpleParser(smtp.received.find((m) => m.envelopeTo.includes('ana@example.com'))!.raw)
    const [{ discount_code: code } = { discount_code: '' }] = await rows<{ discount_code: string }>(
      "select discount_code from subscribers where email = 'ana@example.com'",
    )
    expect(welcome.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect([welcome.text, welcome.html]).toEqual([expect.stringContaining(code), expect.stringContaining(code)])
    expect(shopify.refused).toEqual([])
    expect(shopify.discounts.get(code)).toMatchObject({ usageLimit: 1, customerGets: { value: { percentage: 0.1 }, items: { all: true } } })
    expect(shopify.customers.get('ana@example.com')?.consent).toMatchObject({ marketingState: 'SUBSCRIBED' })
    expect(await rows("select id from mail_outbox where status <> 'sent'")).toEqual([])

    const again = await service.functions.invoke('deliver-mail', { body: {} })
    expect(again.data).toEqual({ sent: 0, retrying: 0, failed: 0, uncertain: 0, shopify: { done: 0, retrying: 0, failed: 0 } })
    expect(smtp.received).toHaveLength(Number(count))
  })

  it('back-in-stock-signup keeps one request per address and variant; the signed product webhook, called with no key, mails and closes it', async () => {
    const request = { email: ' Ana@Example.com ', variantId: 'gid://shopify/ProductVariant/100509', productHandle: 'earthing-yoga-mat' }
    for (let i = 0; i < 2; i++) {
      const { data, error } = await client().functions.invoke('back-in-stock-signup', { body: request })
      expect(error).toBeNull()
      expect(data).toEqual({ success: true, message: 'Request saved' })
    }
    expect(await rows('select email, variant_id, notified_at from back_in_stock_requests')).toEqual([
      { email: 'ana@example.com', variant_id: request.variantId, notified_at: null },
    ])

    const body = JSON.stringify({
      title: 'Earthing Yoga Mat',
      handle: 'earthing-yoga-mat',
      variants: [{ id: 100509, admin_graphql_api_id: request.variantId, title: 'Long (200 x 66 cm) / Ocean', inventory_quantity: 3, inventory_policy: 'deny' }],
    })
    // As Shopify calls it: no key, the body signed with the webhook's secret.
    const webhook = (secret: string) =>
      fetch(`${functions.url}/functions/v1/back-in-stock-webhook`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Topic': 'products/update',
          'X-Shopify-Hmac-Sha256': createHmac('sha256', secret).update(body).digest('base64'),
        },
        body,
      })
    const forged = await webhook('another-secret-of-enough-length')
    expect([forged.status, await forged.json()]).toEqual([401, { error: 'Invalid webhook signature' }])
    const signed = await webhook(WEBHOOK_SECRET)
    expect([signed.status, await signed.json()]).toEqual([200, { success: true, notified: 1 }])
    const [mail] = await rows<{ kind: string; subject: string; html_body: string }>(
      "select kind, subject, html_body from mail_outbox where kind = 'back-in-stock'",
    )
    expect(mail).toMatchObject({ kind: 'back-in-stock', subject: 'Back in stock: Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)' })
    expect(mail!.html_body).toContain(`${SHOP}/product/earthing-yoga-mat?variant=100509`)
    expect(await rows('select email from back_in_stock_requests where notified_at is null')).toEqual([])
  })
})

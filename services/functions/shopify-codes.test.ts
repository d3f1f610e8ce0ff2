import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeShopifyAdmin } from '../../tests/fakes/fake-shopify-admin'
import { adminTasks, type Database, discountCodes, mailOutbox, reviews, subscribers } from '../db'
import { resetTables, testTargets } from '../db/testing'
import { adminApi, AdminApiRefused, AdminApiUnavailable } from '../shopify-admin/client'
import { queueAdminTasks } from '../shopify-admin/tasks'
import { createAdminWorker } from '../shopify-admin/worker'
import { codePolicy, type CodePolicy, codeExpiry } from './discount-codes'
import { createFunctions, shopIdentity } from './index'
import { checkPhoto, type PhotoStorage } from './photos'

const ORIGIN = 'https://shop.example.sg'
const quiet = { info: () => {}, error: () => {} }
const noPhotos: PhotoStorage = { put: async () => {}, get: async () => null, remove: async () => {} }

describe('which codes the mails carry', () => {
  it("follows the settings: embedded codes, codes created in Shopify, or the owner's shared code", () => {
    expect(codePolicy({ realStore: false, adminToken: false, sharedCode: null })).toEqual({ policy: { kind: 'own', inShopify: false }, warning: null })
    expect(codePolicy({ realStore: true, adminToken: true, sharedCode: null })).toEqual({ policy: { kind: 'own', inShopify: true }, warning: null })
    expect(codePolicy({ realStore: true, adminToken: false, sharedCode: 'WELCOME10' })).toEqual({
      policy: { kind: 'shared', code: 'WELCOME10' },
      warning: null,
    })
    expect(codePolicy({ realStore: true, adminToken: true, sharedCode: 'WELCOME10' }).warning).toMatch(/NEWSLETTER_DISCOUNT_CODE is not used/)
    // Neither: codes of their own whose Shopify tasks wait for the token, and a warning that says so.
    const neither = codePolicy({ realStore: true, adminToken: false, sharedCode: null })
    expect(neither.policy).toEqual({ kind: 'own', inShopify: true })
    expect(neither.warning).toMatch(/will not redeem in Shopify until the token is set/)
  })
})

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`codes and subscribers in Shopify on ${target.name}`, () => {
    let database: Database
    let shopify: Awaited<ReturnType<typeof startFakeShopifyAdmin>>

    beforeAll(async () => {
      ;[database, shopify] = await Promise.all([target.open(), startFakeShopifyAdmin({ token: 'shpat_test' })])
    })
    afterAll(async () => {
      await shopify?.close()
      await database?.close()
    })
    beforeEach(async () => {
      await resetTables(database)
      shopify.discounts.clear()
      shopify.customers.clear()
      shopify.calls.length = 0
      shopify.refused.length = 0
      shopify.setMode('up')
    })

    const functions = (codes: CodePolicy) =>
      createFunctions({ db: database.db, shop: shopIdentity(ORIGIN), allowedOrigin: ORIGIN, photos: noPhotos, checkPhoto, variants: null, codes, log: quiet })
    const signUp = (codes: CodePolicy, email: string, language?: string) =>
      functions(codes)(
        new Request(`${ORIGIN}/functions/v1/newsletter-signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, language }),
        }),
        { clientIp: '203.0.113.9' },
      )
    const worker = (options: { baseDelayMs?: number } = {}) =>
      createAdminWorker({
        db: database.db,
        api: adminApi({ domain: shopify.domain, token: shopify.token }),
        baseDelayMs: options.baseDelayMs ?? 60_000,
        log: quiet,
      })
    const tasks = () => database.db.select().from(adminTasks).orderBy(asc(adminTasks.id))
    /** Time passes: every waiting task is due now. */
    const timePasses = () => database.db.execute(sql`update shopify_admin_tasks set next_attempt_at = now() where status = 'pending'`)

    it('a sign-up owes Shopify its code and a subscribed customer, written with it and made by the worker', async () => {
      const before = Date.now()
      expect((await signUp({ kind: 'own', inShopify: true }, 'Ana@Example.com')).status).toBe(200)
      const [subscriber] = await database.db.select().from(subscribers)
      const code = subscriber!.discountCode!
      expect((await tasks()).map((t) => [t.kind, t.status])).toEqual([
        ['discount-code', 'pending'],
        ['customer', 'pending'],
      ])

      expect(await worker().runOnce()).toEqual({ done: 2, retrying: 0, failed: 0 })
      expect(shopify.refused).toEqual([])
      const discount = shopify.discounts.get(code)!
      expect(discount).toMatchObject({
        code,
        title: `Groundwell newsletter ${code}`,
        customerSelection: { all: true },
        customerGets: { value: { percentage: 0.1 }, items: { all: true } },
        usageLimit: 1,
        appliesOncePerCustomer: true,
      })
      const [recorded] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, code))
      expect(Date.parse(discount.startsAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(discount.startsAt)).toBeLessThanOrEqual(Date.now())
      expect(new Date(discount.endsAt)).toEqual(recorded!.expiresAt)
      expect(shopify.customers.get('ana@example.com')).toMatchObject({
        tags: ['newsletter'],
        consent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' },
      })
      expect((await tasks()).every((t) => t.status === 'done' && t.doneAt instanceof Date && t.attempts === 1)).toBe(true)
      expect(await worker().runOnce()).toEqual({ done: 0, retrying: 0, failed: 0 })
      expect(shopify.calls).toHaveLength(2)
    })

    it('a subscriber is kept with the language they signed up in, and is a Shopify customer in it', async () => {
      for (const [email, language] of [
        ['dewi@example.com', 'id-ID'],
        ['wei@example.com', 'zh-HK'],
        ['lim@example.com', 'zh-SG'],
        ['ana@example.com', undefined],
      ] as const)
        expect((await signUp({ kind: 'own', inShopify: true }, email, language)).status).toBe(200)
      const kept = await database.db.select({ email: subscribers.email, language: subscribers.language }).from(subscribers).orderBy(asc(subscribers.id))
      expect(kept.map((s) => s.language)).toEqual(['id-ID', 'zh-HK', 'zh-SG', 'en-SG'])
      await worker().runOnce()
      expect(['dewi@example.com', 'wei@example.com', 'lim@example.com', 'ana@example.com'].map((e) => shopify.customers.get(e)?.locale)).toEqual([
        'id',
        'zh-TW',
        'zh-CN',
        'en',
      ])
    })

    it("a reviewer's code is created in Shopify too; a reviewer does not become a subscriber", async () => {
      const form = new FormData()
      for (const [key, value] of Object.entries({
        name: 'Mei Ling',
        email: 'mei@example.com',
        product: 'mat',
        rating: '5',
        story: 'I fall asleep within fifteen minutes now, and wake up rested.',
        permission: 'on',
      }))
        form.set(key, value)
      const response = await functions({ kind: 'own', inShopify: true })(new Request(`${ORIGIN}/functions/v1/submit-review`, { method: 'POST', body: form }), {
        clientIp: '203.0.113.9',
      })
      expect(response.status).toBe(201)
      const [review] = await database.db.select().from(reviews)
      expect((await tasks()).map((t) => t.kind)).toEqual(['discount-code'])
      expect(await worker().runOnce()).toMatchObject({ done: 1 })
      expect(shopify.discounts.get(review!.discountCode!)).toMatchObject({ title: `Groundwell review thank-you ${review!.discountCode}`, usageLimit: 1 })
      expect(shopify.customers.size).toBe(0)
    })

    it('a subscriber who is already a Shopify customer has their consent recorded instead', async () => {
      shopify.customers.set('ana@example.com', {
        id: 'gid://shopify/Customer/900',
        email: 'ana@example.com',
        tags: [],
        consent: { marketingState: 'NOT_SUBSCRIBED' },
      })
      await signUp({ kind: 'own', inShopify: true }, 'ana@example.com')
      expect(await worker().runOnce()).toEqual({ done: 2, retrying: 0, failed: 0 })
      expect(shopify.calls.map((c) => c.operation)).toEqual(['discountCodeBasicCreate', 'customerCreate', 'customers', 'customerEmailMarketingConsentUpdate'])
      expect(shopify.customers.get('ana@example.com')!.consent).toMatchObject({ marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' })
      expect(shopify.refused).toEqual([])
    })

    it('keeps the tasks while Shopify is down (5xx, no answer), backing off, and makes them when it is back', async () => {
      await signUp({ kind: 'own', inShopify: true }, 'wei@example.com')
      const w = worker({ baseDelayMs: 60_000 })

      shopify.setMode('http-503')
      expect(await w.runOnce()).toEqual({ done: 0, retrying: 2, failed: 0 })
      let [first] = await tasks()
      expect(first).toMatchObject({ status: 'pending', attempts: 1 })
      expect(first!.lastError).toMatch(/HTTP 503/)
      expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000)
      // Not due yet: a run now leaves them alone.
      expect(await w.runOnce()).toEqual({ done: 0, retrying: 0, failed: 0 })

      await timePasses()
      shopify.setMode('drop')
      expect(await w.runOnce()).toEqual({ done: 0, retrying: 2, failed: 0 })
      ;[first] = await tasks()
      expect(first).toMatchObject({ status: 'pending', attempts: 2 })
      expect(first!.lastError).toMatch(/Shopify unreachable/)
      // The second failure waits twice as long as the first.
      expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 110_000)

      await timePasses()
      shopify.setMode('up')
      expect(await w.runOnce()).toEqual({ done: 2, retrying: 0, failed: 0 })
      expect((await tasks()).map((t) => [t.status, t.attempts, t.lastError])).toEqual([
        ['done', 3, null],
        ['done', 3, null],
      ])
      expect(shopify.customers.has('wei@example.com')).toBe(true)
    })

    it("records a refusal (userErrors) as failed with Shopify's message, and never retries it", async () => {
      const now = new Date()
      await queueAdminTasks(database.db, [
        {
          kind: 'discount-code',
          payload: {
            code: 'GW10-BACKWARDS',
            percent: 10,
            title: 'Groundwell newsletter GW10-BACKWARDS',
            startsAt: now.toISOString(),
            endsAt: new Date(now.getTime() - 86_400_000).toISOString(),
          },
        },
      ])
      // Someone else's code of that name already exists in Shopify.
      shopify.discounts.set('GW10-TAKEN', {} as never)
      await queueAdminTasks(database.db, [
        { kind: 'discount-code', payload: { code: 'GW10-TAKEN', percent: 10, title: 't', startsAt: now.toISOString(), endsAt: codeExpiry(now).toISOString() } },
      ])

      const w = worker()
      expect(await w.runOnce()).toEqual({ done: 0, retrying: 0, failed: 2 })
      expect((await tasks()).map((t) => [t.status, t.lastError])).toEqual([
        ['failed', 'basicCodeDiscount.endsAt: Ends at needs to be after starts_at'],
        ['failed', 'basicCodeDiscount.code: Code must be unique. Please try a different code.'],
      ])
      await timePasses()
      expect(await w.runOnce()).toEqual({ done: 0, retrying: 0, failed: 0 })
      expect(shopify.calls).toHaveLength(2)
    })

    it("takes a code Shopify already has as made when an earlier attempt's answer was lost", async () => {
      await signUp({ kind: 'own', inShopify: true }, 'lost@example.com')
      const [subscriber] = await database.db.select().from(subscribers)
      // The first attempt reached Shopify, then its answer was lost (a lease ran out): Shopify has the code.
      shopify.discounts.set(subscriber!.discountCode!, {} as never)
      await database.db.update(adminTasks).set({ attempts: 1 }).where(eq(adminTasks.kind, 'discount-code'))
      expect(await worker().runOnce()).toEqual({ done: 2, retrying: 0, failed: 0 })
    })

    it("without the token, the mail names the owner's shared code: nothing to record, nothing owed to Shopify", async () => {
      expect((await signUp({ kind: 'shared', code: 'WELCOME10' }, 'sam@example.com')).status).toBe(200)
      const [subscriber] = await database.db.select().from(subscribers)
      expect(subscriber).toMatchObject({ email: 'sam@example.com', discountCode: null })
      const [mail] = await database.db.select().from(mailOutbox)
      expect(mail!.textBody).toContain('Your 10% discount code: WELCOME10')
      expect(mail!.htmlBody).toContain('WELCOME10')
      expect(await database.db.select().from(discountCodes)).toEqual([])
      expect(await tasks()).toEqual([])
      // A second subscriber gets the same code (no unique code column in the way).
      expect((await signUp({ kind: 'shared', code: 'WELCOME10' }, 'kai@example.com')).status).toBe(200)
      expect(await database.db.$count(subscribers)).toBe(2)
    })

    it('is refused what Shopify would refuse (an unknown field or enum value), and counts a bad token as Shopify not ready', async () => {
      const api = adminApi({ domain: shopify.domain, token: shopify.token })
      await expect(
        api('mutation { customerCreate(input: { email: "a@b.c", emailMarketingConsent: { marketingState: SUBSCRIBE } }) { userErrors { message } } }', {}),
      ).rejects.toThrow(AdminApiRefused)
      await expect(api('query { customers(first: 1) { edges { id } } }', {})).rejects.toThrow(/Cannot query field "edges"/)
      await expect(adminApi({ domain: shopify.domain, token: 'wrong' })('query { customers(first: 1) { nodes { id } } }', {})).rejects.toThrow(
        AdminApiUnavailable,
      )
    })

    it('with a real store and neither setting, the tasks wait in the table until a worker with the token runs', async () => {
      const { policy } = codePolicy({ realStore: true, adminToken: false, sharedCode: null })
      await signUp(policy, 'early@example.com')
      expect((await tasks()).map((t) => t.status)).toEqual(['pending', 'pending'])
      expect(await worker().runOnce()).toEqual({ done: 2, retrying: 0, failed: 0 })
    })
  })
}

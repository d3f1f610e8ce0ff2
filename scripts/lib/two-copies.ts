/**
 * Two copies of the built shop on one Postgres behind a round-robin load balancer, as the shop
 * scales out (docs/operations.md): shoppers sign up, write messages and reviews with photos, ask
 * to hear when a product is back and check out, while one copy is killed with SIGKILL and
 * started again. Checked against the database and a real SMTP server: nothing acknowledged is
 * lost, every mail is sent once, the rate limits are counted by both copies together, the health
 * checks tell the truth during the restart, and every review photo is served by either copy.
 *
 * Run by `tests/e2e/two-copies.spec.ts` and by `npm run copies` (which prints the report).
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import sharp from 'sharp'
import { rateLimitKey, defaultLimits } from '../../services/functions/rate-limit'
import { startSmtp } from '../../services/mail/test-smtp'
import { startRoundRobinProxy } from './round-robin-proxy'
import { freePort, type Shop, spawnShop, startShop, waitForReady } from './shop-process'

/** What a shopper was told was done, and how to find it in the database. */
type Ack =
  | { kind: 'subscriber'; email: string }
  | { kind: 'message'; email: string }
  | { kind: 'review'; email: string }
  | { kind: 'back-in-stock'; email: string }
  | { kind: 'order'; email: string }

export type TwoCopiesReport = {
  acknowledged: Record<Ack['kind'], number>
  /** Answers that were not an acknowledgement: 502 (the killed copy's requests in flight) and 503. */
  unacknowledged: Record<string, number>
  requestsPerCopy: number[]
  mails: { rows: number; sent: number; received: number; heldSending: number }
  rateLimit: { sent: number; accepted: number; refused: number; windows: number; perCopy: number[] }
  /** What the restarted copy's /healthz answered, in order, repeats folded (`refused`: no process listening). */
  healthDuringRestart: string[]
  photosChecked: number
}

/** A sold-out variant (the yoga mat, Ocean, long) and one for sale (an earthing sheet). */
const SOLD_OUT = { variantId: 'gid://shopify/ProductVariant/100509', productHandle: 'earthing-yoga-mat' }
const FOR_SALE = 'gid://shopify/ProductVariant/100102'

export async function twoCopiesOnOnePostgres({ databaseUrl, log = () => {} }: { databaseUrl: string; log?: (line: string) => void }): Promise<TwoCopiesReport> {
  const schema = `copies_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const smtp = await startSmtp()
  const ports = [await freePort(), await freePort()]
  const proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`))
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SMTP_URL: smtp.url, TRUST_PROXY: '1', PUBLIC_SITE_URL: proxy.url }
  const copies: Shop[] = []
  const stopping: Promise<void>[] = []
  try {
    // Both at once, as a deployment starts them: the migrations run one copy at a time.
    copies.push(...(await Promise.all(ports.map((port) => startShop({ port, env })))))
    log(`copies on ${copies.map((c) => c.url).join(' and ')}, schema ${schema}, behind ${proxy.url}`)
    await until(() => proxy.backends.every((b) => b.healthy), 'the load balancer sees both copies healthy')

    // Shoppers, through the load balancer, until told to stop.
    const acks: Ack[] = []
    const unacknowledged: Record<string, number> = {}
    const photo = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#265336' } })
      .jpeg()
      .toBuffer()
    let n = 0
    let shopping = true
    const shopper = async () => {
      while (shopping) {
        const i = ++n
        const step = await shopStep(proxy.url, i, photo)
        if (step.ack) acks.push(step.ack)
        else unacknowledged[step.status] = (unacknowledged[step.status] ?? 0) + 1
      }
    }
    const shoppers = Array.from({ length: 4 }, shopper)
    const acknowledgedAtLeast = (count: number, what: string) => until(() => acks.length >= count, what)

    // The healthy copy's checks, all along: 200 every time.
    let watching = true
    const survivorHealth: number[] = []
    const watchSurvivor = (async () => {
      while (watching) {
        const status = await fetch(`${copies[1]!.url}/healthz`).then(
          (r) => r.status,
          () => 0,
        )
        survivorHealth.push(status)
        await pause(100)
      }
    })()

    await acknowledgedAtLeast(20, '20 acknowledgements before the kill')
    const killed = copies[0]!
    killed.child.kill('SIGKILL')
    await killed.exited()
    // The database's clock at the kill: a mail the dead copy had claimed was claimed before it.
    const killedAt = (await admin.query<{ now: Date }>('select now()')).rows[0]!.now
    stopping.push(killed.stop())
    const atKill = acks.length
    log(`copy 1 killed after ${atKill} acknowledgements`)
    // The load balancer takes it out; its liveness and readiness answer nothing, as a dead process does.
    await until(() => !proxy.backends[0]!.healthy, 'the load balancer takes the killed copy out')
    for (const path of ['/healthz', '/livez'])
      assert.equal(
        await fetch(`${killed.url}${path}`).then(
          (r) => r.status,
          () => 'refused',
        ),
        'refused',
        `${path} of the killed copy`,
      )
    await acknowledgedAtLeast(atKill + 15, '15 acknowledgements by the surviving copy alone')

    // Started again on the same port: its checks are asked as a load balancer would, and the
    // moment it says ready it must take a write.
    const restarted = await spawnShop({ port: ports[0], env })
    copies[0] = restarted
    const health: string[] = []
    const fold = (answer: string) => health.at(-1) !== answer && health.push(answer)
    for (;;) {
      const [ready, live] = await Promise.all(
        ['/healthz', '/livez'].map((path) =>
          fetch(`${restarted.url}${path}`).then(
            async (r) => `${r.status} ${(await r.json().catch(() => ({}))).status ?? ''}`.trim(),
            () => 'refused',
          ),
        ),
      )
      fold(ready!)
      // Liveness: whenever the process answers, alive.
      if (live !== 'refused') assert.equal(live, '200 alive', `/livez of the restarting copy (its /healthz: ${ready})`)
      if (ready === '200 ok') break
      assert.ok(ready === 'refused' || ready === '503 starting', `/healthz of the restarting copy answered ${ready}`)
      if (restarted.child.exitCode !== null) throw new Error(`the restarted copy exited:\n${restarted.output().slice(-4000)}`)
      await pause(50)
    }
    const write = await shopStep(restarted.url, ++n, photo, 'subscriber')
    assert.ok(write.ack, `a sign-up sent to the restarted copy the moment /healthz said ready answered ${write.status}`)
    acks.push(write.ack)
    await waitForReady(restarted)
    const servedBefore = proxy.backends[0]!.served
    await until(() => proxy.backends[0]!.served >= servedBefore + 5 && acks.length >= atKill + 30, 'the restarted copy back in the rotation')
    shopping = false
    await Promise.all(shoppers)
    watching = false
    await watchSurvivor
    assert.ok(
      survivorHealth.every((s) => s === 200),
      `the surviving copy's /healthz answered ${[...new Set(survivorHealth)].join(', ')} during the kill and restart`,
    )

    // One caller's sign-ups, alternately through both copies: one counter, one limit.
    const caller = `10.45.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const limit = defaultLimits.newsletterPerAddress.max
    const perCopyBefore = proxy.backends.map((b) => b.served)
    const statuses: number[] = []
    // Until the limit has refused a few: a run that crosses a window's end starts a new count, so a
    // fixed number of sign-ups could all fall under the limit (only a hang bounds the loop).
    for (let i = 0; statuses.filter((s) => s === 429).length < 3 && i < 3 * (limit + 6); i++) {
      const email = `limit-${schema}-${i}@example.com`
      const status = (await post(proxy.url, '/functions/v1/newsletter-signup', caller, { email }))?.status ?? 0
      statuses.push(status)
      if (status === 200) acks.push({ kind: 'subscriber', email })
    }
    const perCopy = proxy.backends.map((b, i) => b.served - perCopyBefore[i]!)
    assert.ok(
      perCopy.every((count) => count > 0),
      `both copies took the caller's sign-ups (${perCopy.join(' and ')})`,
    )
    const windows = (await admin.query<{ hits: number }>(`select hits from "${schema}".rate_limits where key = $1`, [rateLimitKey('newsletter:ip', caller)]))
      .rows
    assert.equal(
      windows.reduce((sum, w) => sum + w.hits, 0),
      statuses.length,
      'every sign-up counted in the one shared counter',
    )
    const accepted = statuses.filter((s) => s === 200).length
    assert.equal(
      accepted,
      windows.reduce((sum, w) => sum + Math.min(w.hits, limit), 0),
      `sign-ups accepted of one caller over ${windows.length} window(s)`,
    )
    assert.ok(
      statuses.every((s) => s === 200 || s === 429),
      `the caller's answers: ${statuses.join(' ')}`,
    )

    // Every acknowledgement is in the database, with its mail.
    const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await admin.query<T>(text.replaceAll('~.', `"${schema}".`), values)).rows
    const mailsTo = async (email: string) =>
      Number((await q<{ n: string }>('select count(*) as n from ~.mail_outbox where to_address = $1 or reply_to_address = $1', [email]))[0]!.n)
    for (const ack of acks) {
      const table = { subscriber: 'subscribers', message: 'contact_messages', review: 'reviews', 'back-in-stock': 'back_in_stock_requests', order: 'orders' }[
        ack.kind
      ]
      const rows = await q(`select 1 from ~.${table} where email = $1`, [ack.email])
      assert.equal(rows.length, 1, `${ack.kind} of ${ack.email} acknowledged and stored once`)
      const mails = { subscriber: 1, message: 2, review: 1, 'back-in-stock': 0, order: 0 }[ack.kind]
      assert.equal(await mailsTo(ack.email), mails, `mail queued for the ${ack.kind} of ${ack.email}`)
    }

    // Every mail delivered once: the two copies' workers share the outbox. A mail the killed copy
    // was delivering at that moment is held (`sending`) for a person, never sent again by itself.
    const undelivered = `select count(*) as n from ~.mail_outbox where status = 'pending' or (status = 'sending' and claimed_at >= $1)`
    await until(async () => Number((await q<{ n: string }>(undelivered, [killedAt]))[0]!.n) === 0, 'the outbox delivered')
    const outbox = await q<{ message_id: string; status: string; claimed_at: Date | null }>('select message_id, status, claimed_at from ~.mail_outbox')
    const received = new Map<string, number>()
    for (const mail of smtp.received) {
      const id = mail.headers.get('message-id')?.[0] ?? ''
      received.set(id, (received.get(id) ?? 0) + 1)
    }
    const held = outbox.filter((row) => row.status === 'sending')
    assert.ok(
      held.every((row) => row.claimed_at! < killedAt),
      'every mail left in delivery was claimed by the killed copy',
    )
    assert.ok(held.length <= 1, `${held.length} mail(s) left in delivery: the killed copy was delivering at most one`)
    for (const row of outbox) {
      if (row.status === 'sent') assert.equal(received.get(row.message_id), 1, `mail ${row.message_id} sent once`)
      else assert.equal(row.status, 'sending', `mail ${row.message_id} is ${row.status}`)
    }
    for (const row of held) assert.ok((received.get(row.message_id) ?? 0) <= 1, `the mail in delivery at the kill, ${row.message_id}, sent at most once`)
    assert.equal(
      smtp.received.length,
      [...received.values()].reduce((a, b) => a + b, 0),
    )
    assert.ok(
      [...received.keys()].every((id) => outbox.some((row) => row.message_id === id)),
      'every mail received is one of the outbox',
    )
    assert.ok(
      [...received.values()].every((count) => count === 1),
      'no mail received twice',
    )

    // Every review's photos, once approved, are served by either copy.
    const reviewed = acks.filter((a) => a.kind === 'review').map((a) => a.email)
    await q(`update ~.reviews set status = 'approved' where email = any($1)`, [reviewed])
    const photos = await q<{ key: string }>(`select p->>'key' as key from ~.reviews, jsonb_array_elements(photos) p where email = any($1)`, [reviewed])
    assert.equal(photos.length, reviewed.length, 'one photo kept per review')
    for (const { key } of photos) {
      for (const copy of copies) {
        const response = await fetch(`${copy.url}/api/review-photos/${key}`)
        await response.arrayBuffer()
        assert.equal(response.status, 200, `photo ${key} from ${copy.url}`)
        assert.match(response.headers.get('content-type') ?? '', /^image\//)
      }
    }

    const count = (kind: Ack['kind']) => acks.filter((a) => a.kind === kind).length
    return {
      acknowledged: {
        subscriber: count('subscriber'),
        message: count('message'),
        review: count('review'),
        'back-in-stock': count('back-in-stock'),
        order: count('order'),
      },
      unacknowledged,
      requestsPerCopy: proxy.backends.map((b) => b.served),
      mails: { rows: outbox.length, sent: outbox.filter((r) => r.status === 'sent').length, received: smtp.received.length, heldSending: held.length },
      rateLimit: { sent: statuses.length, accepted, refused: statuses.filter((s) => s === 429).length, windows: windows.length, perCopy },
      healthDuringRestart: health,
      photosChecked: photos.length * copies.length,
    }
  } finally {
    await Promise.all([...stopping, ...copies.map((c) => c.stop())])
    await proxy.close()
    await smtp.close()
    await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => {})
    await admin.end()
  }
}

type Step = { ack: Ack; status: number } | { ack: null; status: number }

/** One shopper's action (the `i`th, which picks it), through `base`; an acknowledgement on 2xx. */
async function shopStep(base: string, i: number, photo: Buffer, only?: Ack['kind']): Promise<Step> {
  const kinds: Ack['kind'][] = ['subscriber', 'message', 'review', 'back-in-stock', 'order']
  const kind = only ?? kinds[i % kinds.length]!
  const email = `copies-${i}-${randomUUID().slice(0, 6)}@example.com`
  const caller = `10.44.${(i >> 8) & 255}.${i & 255}`
  let response: Response | null
  if (kind === 'subscriber') response = await post(base, '/functions/v1/newsletter-signup', caller, { email })
  else if (kind === 'message')
    response = await post(base, '/functions/v1/send-contact-email', caller, {
      name: 'Mei Ling',
      email,
      phone: '',
      subject: 'Sizes',
      message: `Do you have the fitted sheet in king size? (${i})`,
    })
  else if (kind === 'back-in-stock') response = await post(base, '/functions/v1/back-in-stock-signup', caller, { email, ...SOLD_OUT })
  else if (kind === 'review') {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      name: 'Arjun',
      email,
      product: 'mat',
      rating: '5',
      story: 'Sleeping better every single night.',
      permission: 'on',
    }))
      form.set(name, value)
    form.set('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'mat.jpg')
    response = await fetch(`${base}/functions/v1/submit-review`, { method: 'POST', headers: { 'X-Forwarded-For': caller }, body: form }).catch(() => null)
  } else {
    // A checkout: the store's cart, then the order placed on its checkout page.
    const cart = await post(base, '/api/checkout', caller, { lines: [{ merchandiseId: FOR_SALE, quantity: 1 }] })
    if (!cart?.ok) response = cart
    else {
      const { checkoutUrl } = (await cart.json()) as { checkoutUrl: string }
      assert.ok(checkoutUrl.startsWith(base) || checkoutUrl.startsWith('http'), checkoutUrl)
      const url = new URL(checkoutUrl)
      response = await fetch(`${base}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': caller, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }),
      }).catch(() => null)
    }
  }
  const status = response?.status ?? 0
  const body = await response?.text().catch(() => '')
  if (response?.ok) return { ack: { kind, email }, status }
  // Not acknowledged: the load balancer's 502 for a request caught by the kill, or its 503.
  assert.ok(status === 502 || status === 503, `${kind} answered ${status}: ${body?.slice(0, 300)}`)
  return { ack: null, status }
}

function post(base: string, path: string, caller: string, body: unknown): Promise<Response | null> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': caller },
    body: JSON.stringify(body),
  }).catch(() => null)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for a state, asking every 50 ms; the caller's timeout bounds a hang. */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`)
    await pause(50)
  }
}

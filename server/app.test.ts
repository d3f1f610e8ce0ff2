import type { ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config'
import { createApp, type WriteHealth, writeProbe } from './app'
import { createStorefront } from './storefront'

const app = (options: { isReady?: () => boolean; canWrite?: () => Promise<WriteHealth> } = {}) =>
  createApp({
    config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://shop.test' }),
    build: () => Promise.reject(new Error('no pages asked for')) as Promise<ServerBuild>,
    storefront: { client: { request: () => Promise.reject(new Error('no store')) }, checkoutOrigin: 'https://shop.test' },
    ...options,
  })

describe('health check', () => {
  it('answers 503 "starting" until the shop is ready, then 200 "ok", never from a cache', async () => {
    let ready = false
    const shop = app({ isReady: () => ready })
    const starting = await shop.fetch(new Request('https://shop.test/healthz'))
    expect(starting.status).toBe(503)
    expect(await starting.json()).toEqual({ status: 'starting' })
    expect(starting.headers.get('cache-control')).toBe('no-store')
    ready = true
    const up = await shop.fetch(new Request('https://shop.test/healthz'))
    expect(up.status).toBe(200)
    expect(await up.json()).toEqual({ status: 'ok' })
    expect(up.headers.get('cache-control')).toBe('no-store')
  })

  it('a shop without a database to wait for is ready at once', async () => {
    expect((await app().fetch(new Request('https://shop.test/healthz'))).status).toBe(200)
  })

  it('answers 503 "unavailable" while the database cannot take writes, the process alive all along (/livez)', async () => {
    let health: WriteHealth = { ok: false, reason: 'the database is unreachable: connect ECONNREFUSED' }
    const shop = app({ canWrite: async () => health })
    const down = await shop.fetch(new Request('https://shop.test/healthz'))
    expect(down.status).toBe(503)
    // The reason is logged, never sent: it may name the database's host.
    expect(await down.json()).toEqual({ status: 'unavailable' })
    const live = await shop.fetch(new Request('https://shop.test/livez'))
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'alive' })
    health = { ok: true }
    // The answer is kept for a second: poll until the next check.
    await vi.waitFor(async () => expect((await shop.fetch(new Request('https://shop.test/healthz'))).status).toBe(200), { timeout: 5000 })
  })
})

describe('the write probe', () => {
  it('asks the database once however many ask at once, and logs each change of answer once', async () => {
    let calls = 0
    let answer: WriteHealth = { ok: false, reason: '2 of 12 migrations applied' }
    const log = { log: vi.fn(), error: vi.fn() }
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    try {
      const probe = writeProbe(async () => (calls++, answer), log)
      expect(await Promise.all([probe(), probe(), probe()])).toEqual(Array(3).fill(answer))
      expect(calls).toBe(1)
      now += 1001
      await probe()
      expect(calls).toBe(2)
      expect(log.error).toHaveBeenCalledTimes(1)
      expect(log.error).toHaveBeenCalledWith('[healthz] not ready for writes: 2 of 12 migrations applied')
      answer = { ok: true }
      now += 1001
      expect(await probe()).toEqual({ ok: true })
      expect(log.log).toHaveBeenCalledWith('[healthz] the database takes writes again')
    } finally {
      vi.restoreAllMocks()
    }
  })
})

describe('security headers on every answer', () => {
  it('the health checks and the trailing-slash redirects carry them too', async () => {
    const shop = app()
    for (const path of ['/healthz', '/livez', '/faq/', '/shop-all//?q=mat']) {
      const response = await shop.fetch(new Request(`https://shop.test${path}`))
      expect(response.status, path).toBeLessThan(400)
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=')
    }
  })
})

describe('cross-origin resource policy', () => {
  it("the embedded store's images may be shown by other sites, as Shopify's CDN's are; the shop's own answers may not", async () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://shop.test' })
    const shop = createApp({
      config,
      build: () => Promise.reject(new Error('no pages asked for')) as Promise<ServerBuild>,
      storefront: createStorefront(config, { db: null }),
    })
    const image = await shop.fetch(new Request('https://shop.test/cdn/shop/files/earthing-yoga-mat-1.png?v=1&width=64', { headers: { Accept: 'image/webp' } }))
    expect(image.status).toBe(200)
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    const health = await shop.fetch(new Request('https://shop.test/healthz'))
    expect(health.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })
})

import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createApp } from './app'

describe('health check', () => {
  const app = (isReady?: () => boolean) =>
    createApp({
      config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://shop.test' }),
      build: () => Promise.reject(new Error('no pages asked for')) as Promise<ServerBuild>,
      storefront: { client: { request: () => Promise.reject(new Error('no store')) }, checkoutOrigin: 'https://shop.test' },
      isReady,
    })

  it('answers 503 "starting" until the shop is ready, then 200 "ok", never from a cache', async () => {
    let ready = false
    const shop = app(() => ready)
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
})

import { expect, test } from '@playwright/test'
import { fakeStore } from '../fakes/fake-store'
import { shopForFile } from '../launchers/shops'
import { SHOP_START_MS, spawnShop, startShop } from '../../scripts/lib/shop-process'

test.describe('server process', () => {
  // One worker runs these in turn: one shared shop (for the log tests) instead of one per worker.
  test.describe.configure({ mode: 'default' })
  const shop = shopForFile(() => ({}))

  test('a bad configuration stops start-up with a message naming the variable', async () => {
    const bad = await spawnShop({ env: { PORT: 'eighty' } })
    const [code] = await bad.exited()
    await bad.stop()
    expect(code).toBe(1)
    expect(bad.output()).toContain('PORT: expected a port number between 1 and 65535')
  })

  test('logs the path of an unknown page', async () => {
    const res = await fetch(`${shop().url}/lost/in/the/garden`)
    expect(res.status).toBe(404)
    await expect.poll(shop().output).toContain('[404] GET /lost/in/the/garden')
  })

  test('logs a long unknown path cut, with its length, not whole', async () => {
    const path = `/probe-${'x'.repeat(8000)}`
    expect((await fetch(`${shop().url}${path}`)).status).toBe(404)
    await expect.poll(shop().output).toContain(`[404] GET ${path.slice(0, 200)}… (${path.length} characters)`)
    expect(shop().output()).not.toContain(path)
  })

  test('a method a route does not serve: 405 with what to use, one line in the log, no stack trace', async () => {
    const { url, output } = shop()
    for (const method of ['GET', 'OPTIONS', 'PUT', 'DELETE']) {
      const res = await fetch(`${url}/api/checkout`, { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow'), method).toBe('POST')
      expect(await res.json(), method).toEqual({ error: 'Use POST' })
    }
    for (const path of ['/contact', '/newsletter']) {
      const res = await fetch(`${url}${path}`, { method: 'OPTIONS' })
      expect(res.status, path).toBe(405)
      await expect.poll(output).toContain(`[405] OPTIONS ${path}`)
    }
    expect(output()).not.toMatch(/ErrorResponseImpl|\n\s+at /)
  })

  test('SIGTERM lets an in-flight request finish, then exits cleanly', async () => {
    // A shop of its own, since this test stops it: its start-up is budgeted on top of the test's time.
    test.setTimeout(SHOP_START_MS + 60_000)
    // The store delays its answer until told: the page request is surely in flight when SIGTERM comes.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    const store = await fakeStore((_req, res) => {
      asked = true
      void released.then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { products: { nodes: [] } } })))
    })
    const own = await startShop({ env: { PUBLIC_STORE_DOMAIN: store.origin, PUBLIC_STOREFRONT_API_TOKEN: 'token', STOREFRONT_TIMEOUT_MS: '60000' } })
    try {
      asked = false // only the page's own call counts
      const inFlight = fetch(`${own.url}/shop-all`).then(async (r) => ({ status: r.status, body: await r.text() }))
      await expect.poll(() => asked).toBe(true)
      own.child.kill('SIGTERM')
      await expect.poll(own.output).toContain('SIGTERM received')
      release()
      const response = await inFlight
      expect(response.status).toBe(200)
      expect(response.body).toContain('</html>')
      expect((await own.exited())[0]).toBe(0)
    } finally {
      await own.stop()
      await store.close()
    }
  })
})

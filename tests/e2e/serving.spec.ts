import { expect, test } from '@playwright/test'
import { hydrated } from '../../scripts/lib/site-map'

test.describe('production serving', () => {
  test('HTML carries the security headers and a short shared-cache lifetime', async ({ request }) => {
    const res = await request.get('/faq')
    const h = res.headers()
    const csp = h['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toContain('unsafe-eval')
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
  })

  test('every inline script carries the nonce of its response, the page kept in memory too', async ({ request }) => {
    // The second and third answers come from the page cache (PAGE_CACHE_SECONDS): each still has a nonce of its own.
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await request.get('/')
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeTruthy()
      nonces.add(nonce!)
      const html = await res.text()
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
      expect([...html.matchAll(/nonce="([^"]+)"/g)].every(([, n]) => n === nonce)).toBe(true)
    }
    expect(nonces.size).toBe(3)
  })

  test('pages load with no CSP violation in the browser', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto('/')
    await hydrated(page)
    expect(violations).toEqual([])
  })

  test('the page loads the scripts React Router emits, each once, and hydrates', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto('/faq')
    await hydrated(page)
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => e.name)
          .sort(),
      )
    // A script the idle page asks for (the analytics) may still be on its way: wait until each requested one has loaded.
    await expect
      .poll(async () => {
        const done = await loaded()
        return scripts.filter((url) => !done.includes(url))
      })
      .toEqual([])
    expect(scripts.some((url) => /\/assets\/shell-/.test(url))).toBe(true)
    expect(scripts.length, 'a script requested twice').toBe(new Set(scripts).size)
    const done = await loaded()
    expect(done.length, 'a script loaded twice').toBe(new Set(done).size)
  })

  test('hashed assets are immutable and sent with Brotli or gzip', async ({ request }) => {
    const html = await (await request.get('/')).text()
    // The shell chunk (React, the router, the header and footer): files under 1 KB are not precompressed.
    const asset = /<link rel="[^"]*"[^>]* href="(\/assets\/shell-[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const br = await request.get(asset!, { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const gz = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers()['content-encoding']).toBe('gzip')
  })

  test('HTML is compressed: Brotli where the browser takes it, else gzip', async ({ request }) => {
    const br = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(await br.text()).toContain('</html>')
    const res = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers()['content-encoding']).toBe('gzip')
  })

  test('the favicon and the health check answer', async ({ request }) => {
    expect((await request.get('/favicon.ico')).status()).toBe(200)
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml')
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})

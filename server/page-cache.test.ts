import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCache, type Rendered } from './page-cache'

const page = (nonce: string, n: number, init: ResponseInit = {}) =>
  new Response(`<html><script nonce="${nonce}">render ${n}</script><p>${nonce.length}</p></html>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=60' },
    ...init,
  })
/** A render as the server's: kept when `keepable`, and whole unless `intact` says otherwise. */
const rendered = (response: Response, keepable = true, intact = () => true): Rendered => ({ response, keepable, intact })

describe('page cache', () => {
  afterEach(() => vi.useRealTimers())

  it('renders once, then sends the copy with each response’s own nonce, until the time is up', async () => {
    vi.useFakeTimers()
    // The fake clock starts at 0, which lru-cache reads as "no time recorded": start it later.
    const cache = createPageCache({ ttlMs: 5000, now: () => 1_000 + performance.now() })
    let renders = 0
    const render = (nonce: string) => () => Promise.resolve(rendered(page(nonce, ++renders)))
    const first = await cache.serve('/faq', 'NONCE-A', render('NONCE-A'))
    expect(await first.text()).toContain('<script nonce="NONCE-A">render 1</script>')
    await vi.advanceTimersByTimeAsync(0)

    const second = await cache.serve('/faq', 'NONCE-B', render('NONCE-B'))
    expect(second.status).toBe(200)
    expect(second.headers.get('Cache-Control')).toBe('public, s-maxage=60')
    const html = await second.text()
    expect(html).toContain('<script nonce="NONCE-B">render 1</script>')
    expect(html).not.toContain('NONCE-A')
    expect(renders).toBe(1)

    await vi.advanceTimersByTimeAsync(5001)
    expect(cache.size).toBe(0)
    expect(await (await cache.serve('/faq', 'NONCE-C', render('NONCE-C'))).text()).toContain('render 2')
  })

  it('requests that come while a page renders wait for that one render', async () => {
    const cache = createPageCache({ ttlMs: 5000 })
    let renders = 0
    let finish!: () => void
    const slow = new Promise<void>((resolve) => (finish = resolve))
    const render = (nonce: string) => async () => {
      renders++
      await slow
      return rendered(page(nonce, renders))
    }
    const answers = Promise.all(['N1', 'N2', 'N3'].map((nonce) => cache.serve('/shop-all', nonce, render(nonce)).then((r) => r.text())))
    finish()
    const [a, b, c] = await answers
    expect(renders).toBe(1)
    expect(a).toContain('nonce="N1"')
    expect(b).toContain('nonce="N2"')
    expect(c).toContain('nonce="N3"')
  })

  it('keeps only what it is allowed to, and URLs apart', async () => {
    const cache = createPageCache({ ttlMs: 5000 })
    let renders = 0
    const notFound = () => Promise.resolve(rendered(page('N', ++renders, { status: 404 }), false))
    await (await cache.serve('/lost', 'N', notFound)).text()
    await (await cache.serve('/lost', 'N', notFound)).text()
    expect(renders).toBe(2)
    const ok = () => Promise.resolve(rendered(page('N', ++renders)))
    await (await cache.serve('/a', 'N', ok)).text()
    await new Promise((r) => setTimeout(r, 0))
    expect(await (await cache.serve('/b', 'N', ok)).text()).toContain(`render ${renders}`)
    expect(renders).toBe(4)
  })

  it('a failed render is not kept, and the next request renders again', async () => {
    const cache = createPageCache({ ttlMs: 5000 })
    await expect(cache.serve('/x', 'N', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await (await cache.serve('/x', 'N', () => Promise.resolve(rendered(page('N', 7))))).text()).toContain('render 7')
  })

  it('a page that did not come out whole (an error while streaming, the request aborted) is sent but not kept', async () => {
    const cache = createPageCache({ ttlMs: 5000 })
    let renders = 0
    const broken = () => Promise.resolve(rendered(page('N', ++renders), true, () => false))
    expect(await (await cache.serve('/y', 'N', broken)).text()).toContain('render 1')
    await new Promise((r) => setTimeout(r, 0))
    expect(cache.size).toBe(0)
    expect(await (await cache.serve('/y', 'N', broken)).text()).toContain('render 2')
  })

  it('holds at most maxEntries pages, and nothing with a time of 0', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 2 })
    for (const path of ['/a', '/b', '/c']) await (await cache.serve(path, 'N', () => Promise.resolve(rendered(page('N', 1))))).text()
    await new Promise((r) => setTimeout(r, 0))
    expect(cache.size).toBe(2)
    const off = createPageCache({ ttlMs: 0 })
    let renders = 0
    for (let i = 0; i < 2; i++) await (await off.serve('/a', 'N', () => Promise.resolve(rendered(page('N', ++renders))))).text()
    expect(renders).toBe(2)
    expect(off.size).toBe(0)
  })
})

describe('page cache size', () => {
  it('holds at most maxBytes of pages: the least recently asked for go first, and a page larger than all of it is sent but not kept', async () => {
    const cache = createPageCache({ ttlMs: 5000, maxBytes: 1000 })
    const sized = (bytes: number) => () => Promise.resolve(rendered(new Response('x'.repeat(bytes), { headers: { 'Content-Type': 'text/html' } })))
    const settle = () => new Promise((r) => setTimeout(r, 0))
    for (const path of ['/a', '/b', '/c']) {
      await (await cache.serve(path, '', sized(400))).text()
      await settle()
    }
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBe(800)
    let renders = 0
    const counted = () => {
      renders++
      return sized(400)()
    }
    await (await cache.serve('/c', '', counted)).text()
    await (await cache.serve('/a', '', counted)).text()
    expect(renders).toBe(1)

    expect(await (await cache.serve('/huge', '', sized(1001))).text()).toHaveLength(1001)
    await settle()
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    expect(await (await cache.serve('/huge', '', sized(5))).text()).toHaveLength(5)
  })
})

describe('page cache nonces', () => {
  it('writes the new nonce wherever the old one stood, after any text, of any length', async () => {
    const cache = createPageCache({ ttlMs: 5000 })
    const html = (n: string) => `<p>Grounding — “sleep” ✓ 😴</p><script nonce="${n}">a</script><i>é</i><style nonce="${n}"></style>`
    const render = (n: string) => () => Promise.resolve(rendered(new Response(html(n), { headers: { 'Content-Type': 'text/html' } })))
    await (await cache.serve('/', 'aaaa+/==', render('aaaa+/=='))).text()
    await new Promise((r) => setTimeout(r, 0))
    expect(await (await cache.serve('/', 'bbbb+/==', render('x'))).text()).toBe(html('bbbb+/=='))
    expect(await (await cache.serve('/', 'a-much-longer-nonce', render('x'))).text()).toBe(html('a-much-longer-nonce'))
  })
})

import fc from 'fast-check'
import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rewriteCheckoutUrl } from '~/lib/storefront/cart'
import { safeReturnPath } from '~/features/newsletter/result'
import { MAX_SAME_SITE_PATH } from '~/lib/same-site-path'
import { action as marketAction } from '~/routes/market'
import { loadConfig } from '../config'
import { edgeStrings } from '../tests/fakes/hostile'
import { createApp } from './app'

/**
 * No open redirect: every place a URL is taken from input sends the shopper to this site (or,
 * for the checkout, the store's own domain) whatever the input. Each is checked on hand-picked
 * attacks and on 10,000 generated inputs, the way a browser resolves the result.
 */
const SITE = 'http://shop.test'
const RUNS = 10_000

/** Pieces a path of attack is made of: slashes of every kind, encodings, dots, whitespace. */
const pathPiece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '\\/',
      '\t',
      '\n',
      '\r',
      ' ',
      '%2f',
      '%2F',
      '%5c',
      '%09',
      '%0a',
      '%00',
      '.',
      '..',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'https:',
      'javascript:',
      '\u3002',
      '\uff0f',
      '\u2215',
      'faq',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(...edgeStrings) },
)
const attackPath = fc.array(pathPiece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''))

const attacks = [
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '/%2F%2Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\u3002evil.example',
]

const sameSite = (location: string, base = SITE) => new URL(location, base).origin === new URL(base).origin

describe('newsletter returnTo (the way back after a sign-up without JavaScript)', () => {
  it('refuses known attacks, tab and line-break tricks included', () => {
    for (const attack of attacks) {
      const path = safeReturnPath(attack)
      expect(sameSite(path), `${JSON.stringify(attack)} → ${path}`).toBe(true)
      expect(path.startsWith('//')).toBe(false)
    }
    expect(safeReturnPath('/\t/evil.example')).toBe('/')
    expect(safeReturnPath('/faq?q=mat#top')).toBe('/faq?q=mat#top')
  })

  it(`${RUNS.toLocaleString('en')} generated values: the result is a path on this site, as a browser reads it`, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          attackPath,
          attackPath.map((p) => `/${p}`),
        ),
        (value) => {
          const path = safeReturnPath(value)
          expect(path.startsWith('/')).toBe(true)
          expect(path.startsWith('//')).toBe(false)
          // eslint-disable-next-line no-control-regex -- control characters are what is looked for
          expect(/[\u0000-\u001f\\]/.test(path.split(/[?#]/)[0]!)).toBe(false)
          expect(sameSite(path)).toBe(true)
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('the country selector (every market’s page, then the redirect to it)', () => {
  const choose = async (path: string, referer?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
    if (referer) headers.Referer = referer
    const request = new Request(`${SITE}/market`, { method: 'POST', headers, body: new URLSearchParams({ country: 'MY', path }).toString() })
    const response = (await marketAction({ request, context: {}, params: {} } as never)) as Response
    expect(response.status).toBe(303)
    return response.headers.get('Location')!
  }

  it('sends known attacks home, dot segments that collapse to `//host` included', async () => {
    for (const attack of attacks) {
      const location = await choose(attack)
      expect(sameSite(location), `${JSON.stringify(attack)} → ${location}`).toBe(true)
      expect(location.startsWith('//'), `${JSON.stringify(attack)} → ${location}`).toBe(false)
    }
    expect(await choose('/..//evil.example')).toBe('/en-my')
    expect(await choose('/faq?q=mat')).toBe('/en-my/faq?q=mat')
  })

  it('never echoes a long URL: a 200 KB path, or a Referer with a long query, gives the market’s home', async () => {
    expect(await choose(`/faq?q=${'a'.repeat(200_000)}`)).toBe('/en-my')
    expect(await choose('/faq', `${SITE}/faq?q=${'b'.repeat(MAX_SAME_SITE_PATH)}`)).toBe('/en-my')
    expect(await choose('/faq', `${SITE}/faq?q=mat`)).toBe('/en-my/faq?q=mat')
  })
})

describe('checkout URL rewriting', () => {
  const store = 'https://my-shop.myshopify.com'
  it("keeps only the path and query of the store's answer: never its scheme or host", () => {
    expect(rewriteCheckoutUrl('javascript:alert(document.cookie)', store)).toBe(`${store}/alert(document.cookie)?channel=online_store`)
    expect(rewriteCheckoutUrl('data:text/html,<script>alert(1)</script>', store).startsWith(`${store}/`)).toBe(true)
    expect(rewriteCheckoutUrl('https://evil.example//evil.example/cart', store)).toBe(`${store}//evil.example/cart?channel=online_store`)
    expect(rewriteCheckoutUrl('https://user:pass@evil.example:8443/cart/c/1', store)).toBe(`${store}/cart/c/1?channel=online_store`)
  })

  it(`${RUNS.toLocaleString('en')} generated URLs all land on the store's origin`, () => {
    const scheme = fc.constantFrom('https://', 'http://', 'javascript:', 'data:', 'file://', 'ftp://', 'blob:https://', 'HTTPS://', 'https:\\\\')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.tuple(scheme, attackPath).map(([s, p]) => s + p),
        ),
        (candidate) => {
          let result: string
          try {
            result = rewriteCheckoutUrl(candidate, store)
          } catch {
            return // not a URL at all: the checkout action answers its error
          }
          expect(new URL(result).origin).toBe(store)
          expect(new URL(result).searchParams.get('channel')).toBe('online_store')
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('trailing-slash redirect', () => {
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: SITE }),
    build: () => Promise.reject(new Error('only redirects are asked for')) as Promise<ServerBuild>,
    storefront: { client: { request: () => Promise.reject(new Error('no store')) }, checkoutOrigin: SITE },
  })
  const locationFor = async (path: string) => {
    const response = await app.fetch(new Request(`${SITE}${path}`))
    expect(response.status).toBe(301)
    return response.headers.get('Location')!
  }

  it('keeps //evil.example/ and its cousins on this site', async () => {
    for (const attack of [
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/%2F%2Fevil.example/',
      '//evil.example//',
      '/./evil.example/',
    ]) {
      const location = await locationFor(attack)
      expect(location.startsWith('//'), `${attack} → ${location}`).toBe(false)
      expect(sameSite(location), `${attack} → ${location}`).toBe(true)
    }
    expect(await locationFor('/faq/?q=mat')).toBe('/faq?q=mat')
  })

  it(`${(RUNS / 2).toLocaleString('en')} generated paths ending in a slash all redirect on this site`, async () => {
    await fc.assert(
      fc.asyncProperty(attackPath, async (raw) => {
        let url: URL
        try {
          url = new URL(`${SITE}/${raw}/`)
        } catch {
          return
        }
        if (url.origin !== SITE || url.pathname === '/' || !url.pathname.endsWith('/')) return
        const location = await locationFor(`${url.pathname}${url.search}`)
        expect(location.startsWith('//')).toBe(false)
        expect(location.startsWith('/\\')).toBe(false)
        expect(sameSite(location)).toBe(true)
      }),
      { numRuns: RUNS / 2 },
    )
  })
})

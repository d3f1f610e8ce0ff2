import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { expect, test } from '@playwright/test'
import { AnalyticsEventName, AnalyticsPageType, sendShopifyAnalytics } from '@shopify/hydrogen-react'
import { MONORAIL_PATH } from '../../services/analytics/monorail'
import { SHOP_START_MS, startShop } from '../../scripts/lib/shop-process'

const run = promisify(execFile)

/** The batch hydrogen-react's own `sendShopifyAnalytics` posts for an event (the body it hands to fetch). */
async function batchFor(eventName: string, payload: Record<string, unknown>): Promise<string> {
  const original = globalThis.fetch
  let body = ''
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    body = String(init.body)
    return new Response('{"result":[]}')
  }) as typeof fetch
  try {
    await sendShopifyAnalytics(
      { eventName, payload: { hasUserConsent: true, shopId: 'gid://shopify/Shop/1', currency: 'SGD', ...payload } as never },
      'shop.test',
    )
  } finally {
    globalThis.fetch = original
  }
  return body
}

/**
 * The built shop on its embedded defaults takes Shopify's storefront analytics at Hydrogen's
 * address, keeps what a visitor allows, and `npm run analytics` prints the owner's funnel from it.
 */
test('the embedded defaults keep the analytics a visitor allows, and npm run analytics reports them', async () => {
  test.setTimeout(120_000 + SHOP_START_MS)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-analytics-'))
  try {
    const shop = await startShop({ env: { DATA_DIR: dataDir } })
    try {
      const send = (body: string, headers: Record<string, string> = {}) =>
        fetch(`${shop.url}${MONORAIL_PATH}`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain', ...headers } })
      const url = `${shop.url}/product/premium-earthing-flat-sheet`
      const visit = { uniqueToken: 'visitor-1', visitToken: 'session-1', url, path: '/product/premium-earthing-flat-sheet' }
      const sheet = {
        productGid: 'gid://shopify/Product/1001',
        variantGid: 'gid://shopify/ProductVariant/100102',
        name: 'Premium Earthing Flat Sheet',
        price: '149.00',
        quantity: 1,
      }
      for (const body of [
        // As Hydrogen sends a product page: its page view (PAGE_VIEW_2) and its product view.
        await batchFor(AnalyticsEventName.PAGE_VIEW_2, { ...visit, pageType: AnalyticsPageType.product }),
        await batchFor(AnalyticsEventName.PRODUCT_VIEW, { ...visit, products: [sheet] }),
        await batchFor(AnalyticsEventName.ADD_TO_CART, { ...visit, cartId: 'gid://shopify/Cart/1', products: [sheet] }),
      ]) {
        const response = await send(body)
        expect(response.status).toBe(200)
        expect(((await response.json()) as { result: { status: number }[] }).result.every((r) => r.status === 200)).toBe(true)
      }
      // Germany, no choice made: taken, and nothing kept.
      expect(
        (await send(await batchFor(AnalyticsEventName.PAGE_VIEW, { ...visit, uniqueToken: 'visitor-de', visitToken: 'session-de' }), { 'CF-IPCountry': 'DE' }))
          .status,
      ).toBe(204)
      const get = await fetch(`${shop.url}${MONORAIL_PATH}`)
      expect(get.status).toBe(405)
      expect(get.headers.get('allow')).toBe('POST')
      expect((await send('{"events":"no"}')).status).toBe(400)
    } finally {
      await shop.stop()
    }
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/analytics.ts', '--days', '1'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    const today = new Date().toISOString().slice(0, 10)
    const row = stripVTControlCharacters(stdout)
      .split('\n')
      .find((line) => line.includes(today))
    // day, market, sessions, page views, product views, sessions adding to cart, rate
    expect(
      row
        ?.split('│')
        .map((cell) => cell.trim().replaceAll("'", ''))
        .slice(2, 9),
    ).toEqual([today, 'SG', '1', '1', '1', '1', '100.0 %'])
    expect(stdout).toContain('Premium Earthing Flat Sheet')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

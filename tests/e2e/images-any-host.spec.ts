import { expect, shopForFile, test } from '../launchers/shops'
import { freePort } from '../../scripts/lib/shop-process'

/** The shop's public name is localhost; it is opened on 127.0.0.1 (as `npm start` may be). */
let port = 0
const shop = shopForFile(async () => {
  port = await freePort()
  return { port, env: { PUBLIC_SITE_URL: `http://localhost:${port}` } }
})

test("the embedded store's product images load on a host other than the public one", async ({ page }) => {
  expect(shop().url).toBe(`http://127.0.0.1:${port}`)
  const blocked: string[] = []
  page.on('requestfailed', (request) => blocked.push(request.url()))
  page.on('console', (message) => message.type() === 'error' && blocked.push(message.text()))
  await page.goto(`${shop().url}/shop-all`)
  const image = page.getByRole('list', { name: 'Shop All' }).locator('img:not(noscript img)').first()
  await expect(image).toHaveAttribute('src', /^\/cdn\/shop\/files\//)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(blocked).toEqual([])
})

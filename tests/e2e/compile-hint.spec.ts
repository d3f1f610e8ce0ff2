import { expect, test } from '@playwright/test'
import { COMPILE_HINT, isFrameworkScript } from '../../chunks'

test('the framework file a page preloads starts with the compile hint, and only it', async ({ page }) => {
  const html = await (await page.request.get('/shop-all')).text()
  const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!)
  const framework = scripts.filter((href) => isFrameworkScript(href))
  expect(framework).toHaveLength(1)
  // The hint counts only as the file's first line.
  expect((await (await page.request.get(framework[0]!)).text()).startsWith(`${COMPILE_HINT}\n`)).toBe(true)
  for (const href of scripts.filter((href) => !isFrameworkScript(href))) {
    expect(await (await page.request.get(href)).text()).not.toContain(COMPILE_HINT)
  }
})

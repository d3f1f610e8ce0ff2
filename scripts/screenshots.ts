// Every page of the shop at phone and desktop widths, full length, for a reviewer to look at all
// at once: starts the built shop (npm run build first) and writes ./screenshots/*.png and an
// index.html that shows them side by side. Usage: npm run screenshots [-- /path ...]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM, chromiumArgs } from '../playwright.config'
import { startShop } from './lib/shop-process'
import { hydrated, sampleProductPath, staticPages } from './lib/site-map'
import { drawWholePage } from './lib/whole-page'

const OUT = path.resolve('screenshots')
const WIDTHS = [390, 1280]

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void> }

/** The cart drawer as an add leaves it: a single-variant product added from its card. */
async function addFromCard(page: Page) {
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click()
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('status').waitFor()
}

/** A shot of its own: what an earlier shot added is gone. */
async function emptyCart(page: Page) {
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await hydrated(page)
}

/** The drawer with an order note typed and the suggestions that would close the gap to free shipping. */
async function noteAndSuggestions(page: Page) {
  await emptyCart(page)
  await addFromCard(page)
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await drawer.getByRole('button', { name: 'Add a note for your order' }).click()
  await drawer.getByRole('textbox', { name: 'Order note' }).fill('Please leave the parcel with the concierge.')
  await drawer.getByTestId('cart-suggestions').waitFor()
}

/** /cart with a line in it (the cart lives in the browser, so one is added first). */
async function cartPage(page: Page) {
  await emptyCart(page)
  await addFromCard(page)
  await page.goto(page.url().replace(/\/accessories.*$/, '/cart'))
  await page.getByTestId('cart-suggestions').waitFor()
}

const asked = process.argv.slice(2)
const shots: Shot[] = asked.length
  ? asked.map((p) => ({ name: nameOf(p), path: p }))
  : [
      ...staticPages.map((p) => ({ name: nameOf(p.path), path: p.path })),
      { name: 'product', path: sampleProductPath },
      { name: 'not-found', path: '/no-such-page' },
      { name: 'cart-drawer', path: '/accessories', prepare: addFromCard },
      { name: 'cart-drawer-note', path: '/accessories', prepare: noteAndSuggestions },
      { name: 'cart', path: '/accessories', prepare: cartPage },
    ]

function nameOf(p: string) {
  return p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const shop = await startShop({ echo: false })
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } })
    const page = await context.newPage()
    for (const shot of shots) {
      await page.goto(shop.url + shot.path, { waitUntil: 'networkidle' })
      await hydrated(page)
      // Lazy images load as they come near: scroll through once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          // Two frames: the intersection observers report after the frame the scroll is drawn in.
          for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      })
      // Every image the scroll asked for has arrived. A lazy image the browser defers until a swipe
      // or a tap (a gallery's further slides, beside the screen; thumbnails a phone does not show)
      // is not waited for: the yoga mat's gallery has slides no scroll ever loads, and the run timed out.
      await page.waitForFunction(() =>
        [...document.images].every((image) => {
          if (!image.getAttribute('src') || image.complete) return true
          if (image.loading !== 'lazy') return false
          const box = image.getBoundingClientRect()
          const rendered = image.checkVisibility() && box.width > 0 && box.height > 0
          return !rendered || box.left >= window.innerWidth || box.right <= 0
        }),
      )
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      await shot.prepare?.(page)
      // A full-length shot shows the page as a shopper who scrolled through it saw it.
      if (!shot.prepare) await drawWholePage(page)
      await page.screenshot({ path: path.join(OUT, `${shot.name}-${width}.png`), fullPage: !shot.prepare })
    }
    await context.close()
  }
  await browser.close()
  const rows = shots
    .map(
      (s) =>
        `<section><h2>${s.name} <small>${s.path}</small></h2><div>${WIDTHS.map((w) => `<a href="${s.name}-${w}.png"><img src="${s.name}-${w}.png" alt="${s.name} at ${w} px" width="${w === 390 ? 195 : 640}"></a>`).join('')}</div></section>`,
    )
    .join('\n')
  writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px system-ui;margin:24px}div{display:flex;gap:24px;align-items:flex-start}img{border:1px solid #ccc}</style>\n${rows}\n`,
  )
  console.log(`${shots.length * WIDTHS.length} screenshots in ${OUT} (open index.html)`)
} finally {
  await shop.stop()
}

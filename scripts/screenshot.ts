// Screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: tsx scripts/screenshot.ts http://localhost:3000 / /faq ...   (PNG files land in reports/screenshots)
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, CHROMIUM } from '../playwright.config'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const widths = [390, 1280]
mkdirSync('reports/screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = (path.replace(/[^a-z0-9]+/gi, '_') || 'home').replace(/^_|_$/g, '') || 'home'
    await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: process.env.FULL === '1' })
  }
  await page.close()
}
await browser.close()
console.log('screenshots in reports/screenshots')

// Size budget: the JavaScript a first visit to each page downloads, gzipped, must stay within
// the budget. Measured in the real browser against the production build, so lazily loaded
// chunks count too. Sizes, not times: the result is the same on a busy machine.
import { type ChildProcess, spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM, chromiumArgs, PORT as BASE_PORT } from '../playwright.config'
import { sampleProductPath, staticPages } from '../tests/e2e/site-map'

const JS_BUDGET_KB = 150
const PORT = BASE_PORT + 9
const base = `http://127.0.0.1:${PORT}`

const server: ChildProcess = spawn(process.execPath, ['build/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT) },
  stdio: 'ignore',
})
try {
  for (let i = 0; ; i++) {
    if (i > 100) throw new Error('server did not start')
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
  const rows: { path: string; files: number; kb: number }[] = []
  for (const path of [...staticPages.map((p) => p.path), sampleProductPath]) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sizes = new Map<string, number>()
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return
      const body = await res.body().catch(() => null)
      if (body) sizes.set(res.url(), gzipSync(body, { level: 9 }).length)
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const total = [...sizes.values()].reduce((a, b) => a + b, 0)
    rows.push({ path, files: sizes.size, kb: Math.round((total / 1024) * 10) / 10 })
    await context.close()
  }
  await browser.close()
  console.table(rows)
  const over = rows.filter((r) => r.kb > JS_BUDGET_KB)
  if (over.length) {
    console.error(`Over the ${JS_BUDGET_KB} KB first-visit JavaScript budget: ${over.map((r) => `${r.path} (${r.kb} KB)`).join(', ')}`)
    process.exitCode = 1
  } else {
    console.log(`budget: every page within ${JS_BUDGET_KB} KB of gzipped JavaScript on first visit`)
  }
} finally {
  server.kill()
}

import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { sampleProductPath, staticPages } from '../../scripts/lib/site-map'

/**
 * Every page of the shop, as the server sends it, passes the W3C Nu HTML Checker (vnu, the
 * validator behind validator.w3.org/nu) with no error. One Java run checks all the pages: the
 * checker's start is most of its time. The checker runs on the machine's Java: a missing Java fails
 * here, never skips (.ci/run installs default-jre-headless).
 */

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

/**
 * Each page of docs/product.md, a product with two options, and a page that is not there;
 * other markets' pages; and the pages a form sent without JavaScript answers with.
 */
const PAGES: { path: string; status: number; form?: Record<string, string> }[] = [
  ...staticPages.map((p) => ({ path: p.path, status: 200 })),
  { path: sampleProductPath, status: 200 },
  { path: '/product/earthing-yoga-mat', status: 200 },
  { path: '/no-such-page', status: 404 },
  // A listing's filter form and chips, a search's results and FAQ answers, and one that found nothing.
  { path: '/sleep-products?filter.v.availability=1&filter.v.option.size=Queen&filter.v.price.gte=100', status: 200 },
  { path: '/shop-all?q=sheeet&filter.p.product_type=Sheets', status: 200 },
  { path: '/shop-all?q=is+it+safe', status: 200 },
  // The cart page as the server sends it: what it needs without JavaScript (issue 34).
  { path: '/cart', status: 200 },
  // Another market's pages: prices in its currency, its own links, its country selector.
  { path: '/en-my', status: 200 },
  { path: `/en-au${sampleProductPath}`, status: 200 },
  { path: '/en-us/shop-all?sort_by=price-descending', status: 200 },
  // Each market's own language: its lang, its hreflang links, its language links.
  { path: '/id-id', status: 200 },
  { path: `/zh-hk${sampleProductPath}`, status: 200 },
  { path: '/ms-my/faq', status: 200 },
  { path: '/zh-sg/shop-all', status: 200 },
  // Forms sent without JavaScript, answered with the page and its messages.
  { path: '/newsletter', status: 400, form: { email: 'not-an-address', returnTo: '/' } },
  { path: '/contact', status: 400, form: { name: '', email: 'nobody', message: '' } },
  { path: '/back-in-stock', status: 400, form: { email: 'nobody', variantId: 'gid://shopify/ProductVariant/100101', productHandle: 'earthing-yoga-mat' } },
]

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; hiliteStart?: number; hiliteLength?: number }

test('every page is valid HTML by the W3C Nu HTML Checker', async ({ request }) => {
  // One JVM over every page; generous, as a busy machine shares its cores with the other tests.
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwell-html-'))
  try {
    const files = new Map<string, string>()
    for (const [index, page] of PAGES.entries()) {
      const res = page.form ? await request.post(page.path, { form: page.form }) : await request.get(page.path)
      expect(res.status(), page.path).toBe(page.status)
      const file = path.join(dir, `page-${index}.html`)
      writeFileSync(file, await res.text())
      files.set(`file:${file}`, page.path)
    }

    const messages = await checkHtml([...files.keys()].map((url) => url.slice('file:'.length)))
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const markup = m.extract?.slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0)).slice(0, 200)
        return `${files.get(m.url ?? '') ?? m.url}: ${m.message}${markup ? `\n      ${markup}` : ''}`
      })
    expect(errors.length, `HTML errors:\n  ${errors.join('\n  ')}\n`).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** The checker's messages (errors and warnings) for the files given, from one run. */
async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files]
  // vnu writes its report to stderr and exits 1 when it found errors: both are a report, not a failure.
  const { stderr } = await promisify(execFile)(JAVA, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: NodeJS.ErrnoException & { stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT') {
        throw new Error(`Java not found (${JAVA}): the HTML checker needs it. Install it with "apt-get install -y default-jre-headless".`)
      }
      if (typeof error.code === 'number' && error.code === 1 && error.stderr) return { stderr: error.stderr }
      throw new Error(`The HTML checker failed to run: ${error.message}\n${error.stderr ?? ''}`)
    },
  )
  try {
    return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
  } catch {
    throw new Error(`The HTML checker's report is not JSON:\n${stderr.slice(0, 4000)}`)
  }
}

import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
for (const path of ['/shop-all', '/faq', '/shop-all']) {
  const p = await b.newPage()
  const t = Date.now()
  let first
  p.on('request', r => { if (/\.js/.test(r.url()) && !first) first = Date.now() - t })
  await p.goto('http://127.0.0.1:3999' + path)
  await p.waitForSelector('html[data-hydrated=true]')
  const fp = await p.evaluate(() => performance.getEntriesByType('paint').map(e => e.name + ' ' + Math.round(e.startTime)).join(', '))
  console.log(path, 'first js request', first, 'hydrated', Date.now() - t, fp)
  await p.close()
}
await b.close()

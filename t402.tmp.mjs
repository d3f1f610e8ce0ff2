import { chromium } from '@playwright/test'
import { createServer } from 'node:http'
import { spawn } from 'node:child_process'
const store = createServer((q, s) => s.writeHead(402).end('Payment Required')).listen(4555)
const child = spawn(process.execPath, ['build/server.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: '4556', DATA_DIR: '/tmp/t402', PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4555', PUBLIC_STOREFRONT_API_TOKEN: 'x' }, stdio: 'inherit' })
await new Promise(r => setTimeout(r, 2500))
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage()
const t = Date.now()
p.on('request', r => { if (/\.js/.test(r.url())) console.log(Date.now() - t, 'req', r.url().slice(-40)) })
await p.goto('http://127.0.0.1:4556/shop-all', { waitUntil: 'commit' })
await p.getByText('No products found').waitFor(); console.log(Date.now() - t, 'empty shown')
await p.waitForSelector('html[data-hydrated=true]'); console.log(Date.now() - t, 'hydrated')
await p.getByText('Shopify: Payment required').waitFor(); console.log(Date.now() - t, 'toast')
await b.close(); child.kill(); store.close()

// Shopify Hydrogen's skeleton storefront on this shop's catalogue, for the slow-phone comparison
// (docs/performance.md). Takes the skeleton as Shopify ships it on npm (the template inside
// @shopify/create-hydrogen, pinned), installs it into a folder outside the repository, points it
// at a running shop's embedded Storefront API (PUBLIC_STORE_DOMAIN), builds it with Hydrogen's
// CLI and serves the build with its own production preview (MiniOxygen, the worker runtime
// Oxygen runs). Two changes to the template: its market is Singapore (`i18n.country`), the
// catalogue's, as a shop sets it; and its Content Security Policy lets images come from the shop's
// origin, where the embedded store's image CDN is, as it lets them come from Shopify's CDN (else the
// browser blocks every product image and the skeleton's pages are measured without them).
//
//   npm run hydrogen-skeleton -- --shop=http://127.0.0.1:7280 --port=7290 [--dir=/tmp/hydrogen-skeleton]
//
// The folder is kept between runs: a second run skips the install when it is there.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { catalogue } from '../shared/shop'

/** create-hydrogen 5.0.39 carries the skeleton 2026.4.6 (@shopify/hydrogen 2026.4.5). */
const CREATE_HYDROGEN = '@shopify/create-hydrogen@5.0.39'

const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const shop = option('shop')
if (!shop) throw new Error('Give the running shop: --shop=http://127.0.0.1:7280')
const port = Number(option('port') ?? 7290)
const dir = path.resolve(option('dir') ?? path.join(tmpdir(), 'hydrogen-skeleton'))
// Shopify's CLI sends usage reports unless told not to: nothing may leave this machine.
// Run through npm, INIT_CWD names the repository, which Shopify's CLI takes for the project's folder.
const env = { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', INIT_CWD: dir }
const run = (command: string, commandArgs: string[], cwd = dir) => execFileSync(command, commandArgs, { cwd, stdio: 'inherit', env })

if (!existsSync(path.join(dir, 'node_modules/@shopify/hydrogen'))) {
  const work = mkdtempSync(path.join(tmpdir(), 'create-hydrogen-'))
  try {
    const tarball = execFileSync('npm', ['pack', CREATE_HYDROGEN, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop()!
    execFileSync('tar', ['-xzf', tarball], { cwd: work })
    mkdirSync(dir, { recursive: true })
    cpSync(path.join(work, 'package/dist/assets/hydrogen/starter'), dir, { recursive: true })
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  const context = path.join(dir, 'app/lib/context.ts')
  writeFileSync(context, readFileSync(context, 'utf8').replace("i18n: {language: 'EN', country: 'US'}", "i18n: {language: 'EN', country: 'SG'}"))
  run('npm', ['install', '--no-audit', '--no-fund'])
}

writeFileSync(
  path.join(dir, '.env'),
  [
    'SESSION_SECRET=slow-phone-comparison',
    // Hydrogen's Storefront client keeps a scheme it is given: the shop's API at /api/<version>/graphql.json.
    `PUBLIC_STORE_DOMAIN=${shop}`,
    // The embedded store takes any token, as it stands in for a store that issued one.
    'PUBLIC_STOREFRONT_API_TOKEN=embedded-store',
    'PUBLIC_STOREFRONT_ID=1',
    '',
  ].join('\n'),
)
// Rewritten on every run, for the shop given this time.
const entry = path.join(dir, 'app/entry.server.tsx')
// The store's images come from its public URL (PUBLIC_SITE_URL), which may name the shop by another
// host than the one given here (`localhost` for `127.0.0.1`): the origin is asked of the store.
const answer = await fetch(new URL(`/api/${catalogue.storefrontApiVersion}/graphql.json`, shop), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ products(first: 1) { nodes { featuredImage { url } } } }' }),
})
const imageUrl = ((await answer.json()) as { data?: { products: { nodes: { featuredImage: { url: string } | null }[] } } }).data?.products.nodes[0]
  ?.featuredImage?.url
const imageOrigins = [...new Set([new URL(shop).origin, ...(imageUrl ? [new URL(imageUrl).origin] : [])])].map((origin) => `'${origin}'`)
const imageSources = `imgSrc: ["'self'", 'https://cdn.shopify.com', 'data:', ${imageOrigins.join(', ')}], // slow-phone comparison\n`
writeFileSync(
  entry,
  readFileSync(entry, 'utf8')
    .replace(/ *imgSrc: .*\/\/ slow-phone comparison\n/, '')
    .replace('createContentSecurityPolicy({\n', `createContentSecurityPolicy({\n    ${imageSources}`),
)
// The skeleton's own CLI, run directly, so a signal to this script reaches the preview it starts.
const cli = path.join(dir, 'node_modules/.bin/shopify')
run(cli, ['hydrogen', 'build'])
console.log(`Hydrogen's skeleton on ${shop}'s catalogue: http://127.0.0.1:${port}`)
const preview = spawn('npx', ['shopify', 'hydrogen', 'preview', '--port', String(port), '--inspector-port', String(port + 1)], {
  cwd: dir,
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal))
preview.on('exit', (code) => process.exit(code ?? 0))

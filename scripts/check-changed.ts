/**
 * The quick loop: what a change most likely breaks, in a few minutes (`npm test` runs everything).
 *
 *   npm run check                 # the changes since this branch left main, committed or not
 *   npm run check -- HEAD~3       # the changes since another commit
 *   npm run check -- --no-browser # leave out the build and the end-to-end specs
 *   npm run check -- --plan       # only say what it would run
 *
 * Steps: the type-check (the whole project: types cross files), ESLint and Prettier on the changed
 * files, the Vitest tests that import a changed file (`vitest related`), then the build and the
 * end-to-end specs of the pages a change reaches. A page is reached when its route module's
 * import graph (esbuild's) holds a changed file; its specs are those that open its URL. A change
 * that reaches most pages (the root, the layout, a shared style) runs the specs that walk every
 * page instead. Every step runs, and the summary names the ones that failed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const args = process.argv.slice(2)
const browser = !args.includes('--no-browser')
const planOnly = args.includes('--plan')
const base = args.find((arg) => !arg.startsWith('--')) ?? 'main'

const git = (...gitArgs: string[]) => spawnSync('git', gitArgs, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
const since = git('merge-base', base, 'HEAD')[0] ?? base
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file))

if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`)
  process.exit(0)
}
console.log(`${changed.length} files changed since ${base}:\n  ${changed.join('\n  ')}\n`)

const results: { step: string; ok: boolean }[] = []
function step(name: string, command: string, commandArgs: string[]) {
  console.log(`\n▶ ${name}: ${command} ${commandArgs.join(' ')}`)
  if (planOnly) return results.push({ step: name, ok: true })
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit' })
  results.push({ step: name, ok: status === 0 })
}

const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
step('type-check', 'npm', ['run', '--silent', 'typecheck'])
if (code.length) step('ESLint', 'npx', ['eslint', ...code])
step('Prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed])
// The published Storefront schemas the tests check against (once; `npm test` does it too).
if (code.length) step('Storefront schemas', 'node', ['scripts/storefront-schema.mjs'])
if (code.length) step('Vitest (tests of the changed files)', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...code])

/** Each page's URL (its literal part: `/product/` for `product/:handle`) and its route module. */
function pages() {
  const source = readFileSync('app/routes.ts', 'utf8')
  const found = [...source.matchAll(/route\('([^']*)', '([^']+)'/g)].map(([, url, file]) => ({ url: `/${url!.split(':')[0]}`, file: `app/${file}` }))
  const home = /index\('([^']+)'\)/.exec(source)
  return home ? [{ url: '/', file: `app/${home[1]}` }, ...found] : found
}

/** The project files a route module imports, directly or through others (esbuild's import graph). */
async function importGraph(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    packages: 'external',
    platform: 'neutral',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty', '.json': 'json' },
    plugins: [{ name: 'assets', setup: (b) => b.onResolve({ filter: /\?/ }, (a) => ({ path: a.path, external: true })) }],
  })
  return new Set(Object.keys(result.metafile.inputs).map((file) => path.normalize(file)))
}

const specs = new Set<string>()
if (browser) {
  const routes = pages()
  const reached = new Set<string>()
  for (const route of routes) {
    const graph = await importGraph(route.file).catch(() => new Set([route.file]))
    if (changed.some((file) => graph.has(path.normalize(file)))) reached.add(route.url)
  }
  const specFiles = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts'))
  for (const file of changed) if (file.startsWith('tests/e2e/') && file.endsWith('.spec.ts')) specs.add(file)
  // A change every page carries: the specs that walk every page rather than each page's own.
  const everyPage = reached.size > routes.length / 2 || changed.some((file) => /^app\/(root\.tsx|styles\/|entry\.)/.test(file))
  if (everyPage) for (const file of ['routes.spec.ts', 'layout.spec.ts', 'a11y.spec.ts']) specs.add(`tests/e2e/${file}`)
  else
    for (const file of specFiles) {
      const text = readFileSync(`tests/e2e/${file}`, 'utf8')
      const opens = [...reached].some((url) => (url === '/' ? /goto\((['"`])\/\1/.test(text) : new RegExp(`['"\`]${url.replace(/[/]/g, '\\/')}`).test(text)))
      if (opens) specs.add(`tests/e2e/${file}`)
    }
  console.log(`\nPages reached: ${[...reached].join(' ') || 'none'}${everyPage ? ' (most: the specs that walk every page)' : ''}`)
  if (specs.size) {
    step('build', 'npm', ['run', '--silent', 'build'])
    if (results.at(-1)!.ok) step(`end-to-end specs (${specs.size})`, 'npx', ['playwright', 'test', ...specs])
  }
}

console.log('\nSummary')
for (const { step: name, ok } of results) console.log(`  ${ok ? '✓' : '✗'} ${name}`)
if (results.some((r) => !r.ok)) process.exit(1)

/**
 * How the browser's JavaScript is grouped into files, for the build (`vite.config.ts`) and the
 * budget (`scripts/check-budget.ts`), which reads the same definitions.
 *
 * - `framework`: React, React DOM, React Router and the packages they bring with them. Every page
 *   loads all of it; the budget counts it apart from the shop's own code.
 * - `shell`: what every page loads anyway (the root layout's static imports: header with its
 *   search, footer, cart and its drawer), what most pages import (seo, the product grid) and the
 *   small leaf modules several pages share (price, stars).
 * - `<page>-shared`: the rest of what two or more pages share, in one file named for the busiest
 *   of them (the product page's reviews and back-in-stock form, the home page's newsletter band).
 *
 * The shop's own code is every other script a page loads: the shell, the routes' chunks, the
 * entry, React Router's route manifest and any other package.
 */
import path from 'node:path'

export const FRAMEWORK_CHUNK = 'framework'

/**
 * react-dom brings scheduler. react-router's own dependencies (cookie, set-cookie-parser) serve its
 * server half and never reach the browser's bundle; they are left out so that, were one ever
 * pulled in, it would count as the shop's own code and show (decision 107 (061)).
 */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'react-router', 'scheduler'] as const

const frameworkModule = new RegExp(String.raw`node_modules[\\/](${FRAMEWORK_PACKAGES.join('|')})[\\/]`)
/** Rolldown's runtime (a few helpers every chunk may call): with the framework, not a file of its own. */
const runtimeModule = /^\0?rolldown[\\/:]runtime/

type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean; code: string | null }
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null }

const ROOT = path.resolve(import.meta.dirname, 'app/root.tsx')
/** A module that this many pages' route modules import (statically) is loaded by most pages. */
const MOST_PAGES = 8

/** One per build: the graph object is the chunking pass's own. */
const layouts = new WeakMap<ModuleGraph, Set<string>>()
/** Every module the root layout imports statically, transitively: what every page loads anyway. */
function layoutModules(graph: ModuleGraph) {
  const known = layouts.get(graph)
  if (known) return known
  const seen = new Set<string>()
  const walk = (id: string) => {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      walk(next)
    }
  }
  walk(ROOT)
  layouts.set(graph, seen)
  return seen
}

/**
 * The entries (route modules) that import a module statically, directly or through others; with
 * `lazy`, also the lazily imported modules (`import()`) that do.
 */
function entriesImporting(id: string, graph: ModuleGraph, { lazy = false } = {}) {
  const entries = new Set<string>()
  const seen = new Set([id])
  const walk = (module: string) => {
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      if (seen.has(importer)) continue
      seen.add(importer)
      const info = graph.getModuleInfo(importer)
      if (info?.isEntry || (lazy && info?.dynamicImporters.length)) entries.add(importer)
      walk(importer)
    }
  }
  walk(id)
  return entries
}

/**
 * A module this small (characters of code) that pages share goes in the shell when it brings
 * nothing else with it: as a file of its own it would cost each page one more request, a round
 * trip on a slow link, for a few hundred bytes.
 */
const SMALL_MODULE = 1024
/** ...and that this many pages' route modules import: two pages' own modules are not every page's business. */
const SHARED_BY = 3

const isShellModule = (id: string, graph: ModuleGraph) => {
  const info = graph.getModuleInfo(id)
  if (id === ROOT || !info || info.isEntry) return false
  if (layoutModules(graph).has(id)) return true
  const pages = entriesImporting(id, graph).size
  if (pages >= MOST_PAGES) return true
  return isSmallShared(info, pages, graph)
}

/** A small module several pages share, that brings nothing else with it (the shell would take its imports too). */
function isSmallShared(info: ModuleInfo, pages: number, graph: ModuleGraph) {
  const bringsNothing = info.importedIds.every((dep) => frameworkModule.test(dep) || layoutModules(graph).has(dep))
  return pages >= SHARED_BY && bringsNothing && (info.code?.length ?? Infinity) <= SMALL_MODULE
}

/** The pages shoppers land on most, busiest first (a route folder each). */
const BUSIEST_PAGES = ['product', 'home', 'shop-all', 'faq']

/**
 * A module a few pages share goes in one file with the rest the busiest of them shares: that page
 * loads its route's file and one more, where the bundler would cut a file for each set of pages
 * (the reviews, the back-in-stock form, the newsletter band), each a round trip on a slow link.
 * The other pages load what they need of it and a few kilobytes they do not.
 */
function sharedWith(id: string, graph: ModuleGraph) {
  let entries = [...entriesImporting(id, graph)]
  // What one page shares only with its own lazy parts (in its folder): the bundler would cut that
  // into a file of its own too (rolldown/rolldown#10731).
  if (entries.length === 1) {
    const folder = path.dirname(entries[0]!)
    const lazy = [...entriesImporting(id, graph, { lazy: true })].filter((root) => root !== entries[0])
    if (lazy.length > 0 && lazy.every((root) => path.dirname(root) === folder)) entries = [...entries, ...lazy]
  }
  if (entries.length < 2) return null
  // A route's entry is its module with React Router's query (`route.tsx?__react-router-build-client-route`).
  const page = BUSIEST_PAGES.find((name) => entries.some((entry) => entry.startsWith(path.resolve(import.meta.dirname, `app/routes/${name}/route.tsx`))))
  return page ? `${page}-shared` : null
}

/**
 * Rolldown's `codeSplitting.groups`. The framework first, so none of it lands in the shell. Then
 * the shell: whatever the root layout imports statically, and what most pages import; then what
 * fewer pages share, one file for each busiest page. Left to
 * itself, the bundler cuts each module that routes share into a file of its own (a dozen files of
 * a few hundred bytes on a page), and on a slow link each file is one more request before the page
 * hydrates. What is loaded lazily stays out (its own file, on first use).
 */
export const chunkGroups = [
  { name: FRAMEWORK_CHUNK, test: (id: string) => frameworkModule.test(id) || runtimeModule.test(id), priority: 2 },
  { name: (id: string, graph: ModuleGraph) => (isShellModule(id, graph) ? 'shell' : null), priority: 1 },
  { name: sharedWith, priority: 0 },
]

/**
 * Chrome's explicit compile hint, at the top of the framework's file: V8 compiles all its functions
 * as the file streams in, off the main thread, instead of each on its first call. The first tap's
 * code paths (a navigation, a list reordered) are React's and React Router's, and compiled on first
 * use they cost 20 to 30 ms at 4x inside that tap (decision 110 (098)). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Rolldown's `postBanner` (after minifying, which would drop a comment): the hint on the framework's file. */
export const compileHint = (chunk: { name: string }) => (chunk.name === FRAMEWORK_CHUNK ? COMPILE_HINT : '')

/** Whether a script's URL is the framework's file (`/assets/framework-<hash>.js`). */
export const isFrameworkScript = (url: string) => new RegExp(String.raw`/${FRAMEWORK_CHUNK}-[\w-]+\.js$`).test(new URL(url, 'http://x').pathname)

/**
 * Whether a built file is one every page loads with its entry, before any route's code runs: the
 * framework, the shell and Rolldown's runtime (`assets/<name>-<hash>.js`).
 */
export const loadedByEveryPage = (file: string) => new RegExp(String.raw`(^|/)(${FRAMEWORK_CHUNK}|shell|rolldown-runtime)-[\w-]+\.js$`).test(file)

/**
 * The analytics' file (`/assets/shopify-analytics-<hash>.js`: Shopify's analytics and the real-user
 * speed measures), loaded once the page is idle after hydrating, where the visitor allows them:
 * the budget counts it under a ceiling of its own, beside the page's.
 */
export const isAnalyticsScript = (url: string) => /\/shopify-analytics-[\w-]+\.js$/.test(new URL(url, 'http://x').pathname)

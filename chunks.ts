/**
 * How the browser's JavaScript is grouped into files, for the build (`vite.config.ts`) and the
 * budget (`scripts/check-budget.ts`), which reads the same definitions.
 *
 * - `framework`: React, React DOM, React Router and the packages they bring with them. Every page
 *   loads all of it; the budget counts it apart from the shop's own code.
 * - `shell`: what every page loads anyway (the root layout's static imports: header with its
 *   search, footer, cart and its drawer) and what most pages import (seo, the product grid).
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

type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[]; isEntry: boolean }
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

/** How many entries (route modules) import a module statically, directly or through others. */
function entriesImporting(id: string, graph: ModuleGraph) {
  const entries = new Set<string>()
  const seen = new Set([id])
  const walk = (module: string) => {
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      if (seen.has(importer)) continue
      seen.add(importer)
      if (graph.getModuleInfo(importer)?.isEntry) entries.add(importer)
      walk(importer)
    }
  }
  walk(id)
  return entries.size
}

const isShellModule = (id: string, graph: ModuleGraph) =>
  id !== ROOT && !graph.getModuleInfo(id)?.isEntry && (layoutModules(graph).has(id) || entriesImporting(id, graph) >= MOST_PAGES)

/**
 * Rolldown's `codeSplitting.groups`. The framework first, so none of it lands in the shell. Then
 * the shell: whatever the root layout imports statically, and what most pages import. Left to
 * itself, the bundler cuts each module that routes share into a file of its own (a dozen files of
 * a few hundred bytes on a page), and on a slow link each file is one more request before the page
 * hydrates. What is loaded lazily stays out (its own file, on first use).
 */
export const chunkGroups = [
  { name: FRAMEWORK_CHUNK, test: (id: string) => frameworkModule.test(id) || runtimeModule.test(id), priority: 2 },
  { name: (id: string, graph: ModuleGraph) => (isShellModule(id, graph) ? 'shell' : null), priority: 1 },
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

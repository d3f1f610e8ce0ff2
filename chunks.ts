/**
 * How the browser's JavaScript is grouped into files, for the build (`vite.config.ts`) and the
 * budget (`scripts/check-budget.ts`), which reads the same definitions.
 *
 * - `framework`: React, React DOM, React Router and the packages they bring with them. Every page
 *   loads all of it; the budget counts it apart from the shop's own code.
 * - `shell`: the shop's modules that the root layout (header with its search, footer, cart badge)
 *   imports, which load on every page anyway. Routes share some of them too, so the bundler would cut each into a
 *   file of its own (a dozen files of a few hundred bytes, each gzipped on its own).
 *
 * The shop's own code is every other script a page loads: the shell, the routes' chunks, the
 * entry, and any other package (clsx, zustand, sonner). React Router's route manifest is inline in
 * the HTML (lazy route discovery: the page's own routes only), not a script file.
 */
export const FRAMEWORK_CHUNK = 'framework'

/**
 * react-dom brings scheduler. react-router's own dependencies (cookie, set-cookie-parser) serve its
 * server half and never reach the browser's bundle; they are left out so that, were one ever
 * pulled in, it would count as the shop's own code and show (decision 107 (061)).
 */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'react-router', 'scheduler'] as const

const packages = (names: readonly string[]) => String.raw`node_modules[\\/](${names.join('|')})[\\/]`

const frameworkModule = new RegExp(packages(FRAMEWORK_PACKAGES))
const shellModule = new RegExp(
  [
    packages(['clsx']),
    // zustand's store, not its middleware (the drawer's discount store loads that on first use).
    String.raw`node_modules[\\/]zustand[\\/]esm[\\/](index|vanilla|react)\.mjs$`,
    // The shop's constants (the cart button and drawer, the footer read them on every page).
    String.raw`[\\/]shared[\\/]shop\.ts$`,
    String.raw`[\\/]app[\\/](content[\\/](shop|pages|navigation|search|cart|claims)|components[\\/](logo|icon|search-box|ui[\\/](button|drawer|drawer-trigger))|features[\\/](cart[\\/]store|analytics[\\/]page-analytics)|lib[\\/](toast|cn|money|seo|page-consent))\.tsx?$`,
  ].join('|'),
)

/** Rolldown's `codeSplitting.groups`: the framework first, so none of it lands in the shell. */
export const chunkGroups = [
  { name: FRAMEWORK_CHUNK, test: frameworkModule, priority: 2 },
  { name: 'shell', test: shellModule, priority: 1 },
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

import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layout (docs/decisions/007-layout-enforced-by-lint.md) as lint rules: each folder is an element, and an element may import
 * only the elements listed for it. `server.ts`, `server/`, `config.ts`, `scripts/`, `bench/` and
 * `tests/` compose the whole and may import any part of it; the tooling in `scripts/` never
 * imports the tests, which import it, and the running server imports neither.
 */
const elements = [
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'routes', pattern: 'app/routes', partialMatch: false },
  { type: 'features', pattern: 'app/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'components', pattern: 'app/components', partialMatch: false },
  { type: 'content', pattern: 'app/content', partialMatch: false },
  { type: 'lib', pattern: 'app/lib', partialMatch: false },
  // How components render (lazy loading on intent): any part of the app may use it; it uses only React.
  { type: 'rendering', pattern: 'app/rendering', partialMatch: false },
  // The copy in the page's language: the catalogues the loaders send and the hook that reads them.
  { type: 'i18n', pattern: 'app/i18n', partialMatch: false },
  { type: 'storefront', pattern: 'services/storefront', partialMatch: false },
  { type: 'functions', pattern: 'services/functions', partialMatch: false },
  { type: 'db', pattern: 'services/db', partialMatch: false },
  { type: 'mail', pattern: 'services/mail', partialMatch: false },
  { type: 'shopify-admin', pattern: 'services/shopify-admin', partialMatch: false },
  { type: 'analytics', pattern: 'services/analytics', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'scripts', pattern: '{scripts,bench}', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'route-types', pattern: '.react-router/types', partialMatch: false },
  // What is left of app/ is its root: the document, the route table, the entries.
  { type: 'app-root', pattern: 'app', partialMatch: false },
]

/** server.ts, config.ts and the tools' configs at the root compose the whole; only what composes it imports them. */
const files = [{ category: 'root', pattern: '*.ts' }]

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } })
const APP = ['routes', 'features', 'components', 'content', 'lib', 'rendering', 'i18n', 'shared']
/** Every element but those that compose the whole: none of them may import server.ts, config.ts or a tool's config. */
const COMPOSED = ['app-root', ...APP, 'storefront', 'functions', 'db', 'mail', 'shopify-admin', 'analytics']
/** What composes the whole: the server, the tooling, the tests. */
const COMPOSITION = ['server', 'scripts', 'tests']
const WHOLE = ['app-root', ...APP, 'storefront', 'functions', 'db', 'mail', 'analytics']

const layoutPolicies = [
  may('shared', ['shared']),
  may('app-root', ['app-root', 'route-types', ...APP]),
  may('routes', ['route-types', ...APP]),
  may('features', ['features', 'components', 'content', 'lib', 'rendering', 'i18n', 'shared']),
  may('components', ['components', 'content', 'lib', 'rendering', 'i18n', 'shared']),
  may('rendering', ['rendering']),
  may('i18n', ['i18n', 'content', 'shared']),
  may('content', ['content', 'lib', 'i18n', 'shared']),
  may('lib', ['lib', 'content', 'i18n', 'shared']),
  may('db', ['db']),
  may('mail', ['mail', 'db', 'shared']),
  may('functions', ['functions', 'db', 'mail', 'shopify-admin', 'shared']),
  may('shopify-admin', ['shopify-admin', 'db', 'shared']),
  may('storefront', ['storefront', 'db', 'shared']),
  may('analytics', ['analytics', 'db', 'functions', 'shared']),
  may('server', ['server', ...WHOLE]),
  may('scripts', ['scripts', 'server', ...WHOLE]),
  may('tests', ['tests', 'scripts', 'server', ...WHOLE]),
  { from: { element: { types: { anyOf: COMPOSITION } } }, allow: { to: { file: { categories: 'root' } } } },
  {
    from: { file: { categories: 'root' } },
    allow: { to: [{ file: { categories: 'root' } }, { element: { types: { anyOf: [...COMPOSITION, ...COMPOSED] } } }] },
  },
  { from: { element: { types: { anyOf: COMPOSED } } }, disallow: { to: { file: { categories: 'root' } } } },
]

const layoutRule = (policies) => [
  'error',
  { default: 'disallow', policies, message: 'The layout forbids this import (see docs/decisions/007-layout-enforced-by-lint.md).' },
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '.functions-test/',
      'supabase/functions/_shared/backend.js',
      '**/*.generated.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // The Edge Functions' entries and the test's runtime run under Deno.
  { files: ['supabase/functions/**', 'tests/launchers/edge-runtime.mjs'], languageOptions: { globals: { Deno: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['.react-router/types/**', 'app/**', 'shared/**', 'services/**', 'server/**', 'scripts/**', 'bench/**', 'tests/**', '*.ts'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: { 'boundaries/dependencies': layoutRule(layoutPolicies) },
  },
  {
    // A test may also drive its element through the routes that use it, against the services it
    // talks to, with the shared test helpers.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': layoutRule([
        ...layoutPolicies,
        {
          from: { element: { types: { anyOf: [...APP, 'app-root'] } } },
          allow: { to: { element: { types: { anyOf: ['routes', 'app-root', 'storefront', 'functions', 'db', 'mail', ...COMPOSITION] } } } },
        },
        // The server's tests start it with the tests' fakes and launchers.
        { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['tests', 'scripts'] } } } } },
        // The embedded store's tests check that what the app asks of it (operations, image sizes) fits.
        {
          from: { element: { types: { anyOf: ['storefront', 'functions', 'db', 'mail', 'shopify-admin', 'analytics', 'shared'] } } },
          allow: { to: { element: { types: { anyOf: [...COMPOSITION, 'lib'] } } } },
        },
        { from: { element: { types: { anyOf: COMPOSED } } }, allow: { to: { file: { categories: 'root' } } } },
      ]),
    },
  },
)

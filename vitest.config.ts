import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests only; the React Router Vite plugin is left out on purpose
// (it expects to own the dev server), so JSX is compiled by Vite's own transform.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'services/**/*.test.ts', 'shared/**/*.test.ts', 'tests/support/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // Opening PGlite (compiling its WebAssembly) takes seconds, far more on a busy machine. Tests
    // wait for state, so these only bound a hang: Vitest's 5 s default fails a test that writes
    // 3 MB to PGlite while other work shares the cores.
    hookTimeout: 60_000,
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Many files spend
    // most of their time waiting (PGlite, child processes, sockets), so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['./tests/support/setup-vitest.ts'],
    // Through Vite like the code that calls them, so they share its one copy of graphql
    // (otherwise they load graphql's CommonJS build and reject the schema built with the ESM one).
    server: { deps: { inline: ['graphql-query-complexity', /@escape\.tech\/graphql-armor/] } },
  },
})

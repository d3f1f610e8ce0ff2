import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests only; the React Router Vite plugin is left out on purpose
// (it expects to own the dev server), so JSX is compiled by Vite's own transform.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'services/**/*.test.ts',
      'shared/**/*.test.ts',
      'tests/{setup,helpers,fakes,launchers}/**/*.test.ts',
      'scripts/**/*.test.ts',
      '*.test.ts',
    ],
    environment: 'node',
    // Tests wait for state, so these only bound a hang. In `npm test` this suite runs beside the
    // browser tests (and on a shared machine beside other work), so a test that takes 2 s alone
    // can take minutes, and a 2,000-run property several: Vitest's 5 s default, later 60 to 120 s
    // and then 5 minutes, failed tests that had not hung.
    hookTimeout: 600_000,
    testTimeout: 600_000,
    // The same for `expect.poll`, whose 1 s default is a wall-clock bound (vi.waitFor has no setting
    // of its own: its calls give `{ timeout: 120_000 }`, as Testing Library's limit is set).
    expect: { poll: { timeout: 120_000 } },
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Many files spend
    // most of their time waiting (PGlite, child processes, sockets), so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['./tests/setup/setup-vitest.ts'],
    // Through Vite like the code that calls them, so they share its one copy of graphql
    // (otherwise they load graphql's CommonJS build and reject the schema built with the ESM one).
    server: { deps: { inline: ['graphql-query-complexity', /@escape\.tech\/graphql-armor/] } },
  },
})

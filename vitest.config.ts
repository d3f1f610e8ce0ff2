import { defineConfig } from 'vitest/config'

// Unit and component tests only; the React Router Vite plugin is left out on purpose
// (it expects to own the dev server), so JSX is compiled by Vite's own transform.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'services/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup-vitest.ts'],
    // Opening a PGlite database in a beforeAll takes 5-8 s alone and more on a busy shared machine.
    hookTimeout: 30_000,
  },
})

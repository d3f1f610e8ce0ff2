import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { SHOP_START_MS } from './scripts/lib/shop-process'
import { supabaseEndToEndSkipped, supabaseEndToEndTests } from './tests/setup/supabase-end-to-end'

/** Base port of the test servers; a work tree of its own can run its suite beside another on E2E_PORT. */
export const PORT = Number(process.env.E2E_PORT ?? 4173)
/** The full browser, as a shopper has it: what the audit measures and the screenshots show. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/**
 * The tests' browser: the same Chromium build without the desktop browser around it (Debian's
 * `chromium-headless-shell`, the engine Playwright itself runs headless tests in). The same pages
 * cost it about a third of the full browser's CPU time, mostly in starting each test's renderer
 * (docs/decisions/109-a-suite-for-a-busy-machine.md).
 */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

// Every process that reads this file (the runner, each worker) gets an empty folder of its own for
// the embedded database: test servers start clean and never share one (one process per folder).
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-e2e-'))
process.env.DATA_DIR = dataDir
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

// Browser tests run on the system Chromium only; a missing browser fails loudly, never skips.
if (!existsSync(TEST_CHROMIUM)) {
  throw new Error(`Chromium's headless shell not found at ${TEST_CHROMIUM}: install it with "apt-get install -y chromium-headless-shell" (see README).`)
}

/**
 * The end-to-end tests through the deployable Supabase functions (run by Deno, tests/launchers/serve-supabase-e2e.ts)
 * need a Postgres: without TEST_DATABASE_URL they are left out with a note, except under CI,
 * where the missing variable fails the run.
 */
const SUPABASE_PORT = PORT + 1
// Left out here, they are counted and named as skipped, with the reason, in the run's summary (tests/setup/flaky-reporter.ts).
const supabaseEndToEnd = !supabaseEndToEndSkipped

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // Files and the tests within them run in parallel. Two workers on the 2-core machines this runs on
  // (see README for the measured times); E2E_WORKERS overrides it.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A safety net in CI that still fails the run: the flaky reporter counts a pass on retry as a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./tests/setup/flaky-reporter.ts']],
  // Budgets for a busy machine (other work on the same 2 cores): tests wait for state, never for time,
  // so these only bound a hang. Extra shops start on time of their own (tests/launchers/shops.ts).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    // A shopper in Singapore, whose pages these are: another locale is offered its market (decision 086 (090)).
    locale: 'en-SG',
    launchOptions: { executablePath: TEST_CHROMIUM, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The same newsletter, contact and review end-to-end tests, the shop calling the functions as deployed to Supabase.
    ...(supabaseEndToEnd
      ? [
          {
            name: 'supabase',
            ...supabaseEndToEndTests,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${SUPABASE_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The production build (as `npm start` serves it), through the one shop helper: a failed start
      // prints the server's output and exits at once.
      command: 'node --import tsx tests/launchers/serve-e2e.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: SHOP_START_MS,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: { PORT: String(PORT), DATA_DIR: dataDir },
    },
    ...(supabaseEndToEnd
      ? [
          {
            command: 'node --import tsx tests/launchers/serve-supabase-e2e.ts',
            url: `http://127.0.0.1:${SUPABASE_PORT}/healthz`,
            reuseExistingServer: false,
            timeout: SHOP_START_MS,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            env: { PORT: String(SUPABASE_PORT) },
          },
        ]
      : []),
  ],
})

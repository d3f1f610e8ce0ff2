import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** Base port of the test servers; a work tree of its own can run its suite beside another on E2E_PORT. */
export const PORT = Number(process.env.E2E_PORT ?? 4173)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Every process that reads this file (the runner, each worker) gets an empty folder of its own for
// the embedded database: test servers start clean and never share one (one process per folder).
const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-e2e-'))
process.env.DATA_DIR = dataDir
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

// Browser tests run on the system Chromium only; a missing browser fails loudly, never skips.
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" (see README).`)
}

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
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The production build, started the way `npm start` serves it.
    command: 'node build/server.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: 'production', PORT: String(PORT), PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`, DATA_DIR: dataDir },
  },
})

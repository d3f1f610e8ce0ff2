import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FullResult, Suite, TestCase } from '@playwright/test/reporter'
import { afterAll, describe, expect, it, vi } from 'vitest'
import FlakyReporter, { skippedSummary } from './flaky-reporter'

const fakeTest = (outcome: ReturnType<TestCase['outcome']>, title: string) =>
  ({
    outcome: () => outcome,
    titlePath: () => ['', 'desktop', 'cart.spec.ts', title],
    location: { file: 'tests/e2e/cart.spec.ts', line: 7, column: 1 },
    results:
      outcome === 'flaky'
        ? [{ status: 'failed', error: { message: 'Timed out 7000ms waiting for expect(locator).toBeVisible()\nmore' } }, { status: 'passed' }]
        : [{ status: 'passed' }],
  }) as unknown as TestCase

function run(tests: TestCase[], status: FullResult['status']) {
  const reporter = new FlakyReporter()
  reporter.onBegin({} as never, { allTests: () => tests } as unknown as Suite)
  return reporter.onEnd({ status } as FullResult)
}

describe('the flaky-test reporter', () => {
  it('turns a passed run with a test that passed only on retry into a failed one, naming it and its first error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await run([fakeTest('expected', 'steady'), fakeTest('flaky', 'wobbly')], 'passed')).toEqual({ status: 'failed' })
    const printed = errors.mock.calls.flat().join('\n')
    errors.mockRestore()
    expect(printed).toContain('1 test(s) passed only on a retry')
    expect(printed).toContain('desktop › cart.spec.ts › wobbly (tests/e2e/cart.spec.ts:7)')
    expect(printed).toContain('first attempt: Timed out 7000ms waiting for expect(locator).toBeVisible()')
    expect(printed).not.toContain('steady')
  })

  it('leaves a run without flaky tests as it was', async () => {
    expect(await run([fakeTest('expected', 'steady'), fakeTest('skipped', 'later')], 'passed')).toBeUndefined()
    expect(await run([fakeTest('unexpected', 'broken')], 'failed')).toBeUndefined()
  })
})

describe('the flaky-test reporter in a real Playwright run', () => {
  // A project of its own: one test that fails on its first attempt only, run with one retry.
  const dir = mkdtempSync(path.join(tmpdir(), 'flaky-reporter-'))
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const playwright = (failFirst: boolean) => {
    writeFileSync(
      path.join(dir, 'once.spec.ts'),
      `import { test, expect } from '@playwright/test'\ntest('works the second time', () => { expect(${failFirst} && test.info().retry === 0).toBe(false) })\n`,
    )
    writeFileSync(
      path.join(dir, 'playwright.config.ts'),
      `export default { testDir: '.', retries: 1, reporter: [['line'], [${JSON.stringify(path.resolve('tests/setup/flaky-reporter.ts'))}]] }\n`,
    )
    return spawnSync(process.execPath, [path.resolve('node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(dir, 'playwright.config.ts')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: '', FORCE_COLOR: '0' },
    })
  }

  it('exits non-zero when the only test passed on its retry, and zero when it passed at once', () => {
    const flaky = playwright(true)
    expect(flaky.status, flaky.stdout + flaky.stderr).toBe(1)
    expect(flaky.stdout).toContain('1 flaky')
    expect(flaky.stderr).toContain('passed only on a retry')
    expect(flaky.stderr).toContain('works the second time')

    const steady = playwright(false)
    expect(steady.status, steady.stdout + steady.stderr).toBe(0)
  }, 300_000)
})

describe('the skipped tests, counted and named', () => {
  const test = (outcome: ReturnType<TestCase['outcome']>, file: string, titles: string[], skip?: string) =>
    ({
      outcome: () => outcome,
      titlePath: () => ['', 'desktop', file, ...titles],
      location: { file: `/repo/tests/e2e/${file}`, line: 1, column: 1 },
      annotations: skip ? [{ type: 'skip', description: skip }] : [],
      parent: { project: () => ({ name: 'desktop' }) },
    }) as unknown as TestCase

  it('names each skip with its reason, and the Supabase end-to-end tests left out without a Postgres', () => {
    const tests = [
      test('skipped', 'reliability-health.spec.ts', ['health'], 'A Postgres of its own needs initdb'),
      test('expected', 'contact.spec.ts', ['contact form with JavaScript sends the message']),
      test('expected', 'contact.spec.ts', ['shows field messages']),
      test('expected', 'testimonials.spec.ts', ['Review submission', 'a review with two photos']),
    ]
    const summary = skippedSummary(tests, 'needs TEST_DATABASE_URL')!
    expect(summary).toContain('3 test(s) skipped:')
    expect(summary).toContain('1 A Postgres of its own needs initdb:\n    desktop › reliability-health.spec.ts › health')
    expect(summary).toContain('2 Supabase end-to-end test(s) needs TEST_DATABASE_URL:')
    expect(summary).toContain('[supabase] desktop › testimonials.spec.ts › Review submission › a review with two photos')
    expect(summary).not.toContain('shows field messages')
    expect(skippedSummary(tests.slice(1), null)).toBeNull()
  })
})

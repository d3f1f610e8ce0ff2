import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'
import { isSupabaseEndToEndTest, supabaseEndToEndSkipped } from './supabase-end-to-end'

/**
 * Names every skipped test with its reason, and, without a Postgres, the Supabase end-to-end tests that
 * were not run (their project is left out, so Playwright's own count misses them).
 */
export function skippedSummary(tests: TestCase[], endToEndSkipped = supabaseEndToEndSkipped): string | null {
  const reasons = new Map<string, string[]>()
  const add = (reason: string, title: string) => reasons.set(reason, [...(reasons.get(reason) ?? []), title])
  for (const test of tests) {
    if (test.outcome() !== 'skipped') continue
    const reason = (test.annotations ?? []).find((a) => a.type === 'skip' || a.type === 'fixme')?.description ?? 'no reason given'
    add(reason, test.titlePath().filter(Boolean).join(' › '))
  }
  if (endToEndSkipped) {
    for (const test of tests) {
      if (test.parent?.project()?.name !== 'desktop' || !isSupabaseEndToEndTest(test.location.file, test.titlePath().join(' '))) continue
      add(`Supabase end-to-end test(s) ${endToEndSkipped}`, `[supabase] ${test.titlePath().filter(Boolean).join(' › ')}`)
    }
  }
  const count = [...reasons.values()].reduce((n, titles) => n + titles.length, 0)
  if (!count) return null
  const groups = [...reasons].map(([reason, titles]) => `  ${titles.length} ${reason}:\n${titles.map((t) => `    ${t}`).join('\n')}`)
  return `${count} test(s) skipped:\n${groups.join('\n')}`
}

/**
 * Fails the run when a test passed only on a retry. Retries stay on in CI as a safety net that
 * shows what went wrong the first time, but a test that needs one is a flaky test, not a pass:
 * this reporter lists each with its first failure and turns the run's status to failed.
 */
export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite
  }

  printsToStdio() {
    return false // the list reporter beside it prints the run; this one only adds its summary
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const skipped = skippedSummary(this.suite?.allTests() ?? [])
    if (skipped) console.log(`\n${skipped}\n`)
    const flaky = flakyTests(this.suite?.allTests() ?? [])
    if (flaky.length === 0) return undefined
    console.error(`\n${flaky.length} test(s) passed only on a retry, which counts as a failure:\n${flaky.map(describeFlaky).join('\n')}\n`)
    return { status: result.status === 'passed' ? 'failed' : result.status }
  }
}

/** Tests whose outcome is flaky: failed at least once, then passed. */
export function flakyTests(tests: TestCase[]): TestCase[] {
  return tests.filter((test) => test.outcome() === 'flaky')
}

function describeFlaky(test: TestCase): string {
  const first = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped')
  const error = first?.error?.message?.split('\n')[0] ?? first?.status ?? ''
  return `  ${test.titlePath().filter(Boolean).join(' › ')} (${test.location.file}:${test.location.line})\n    first attempt: ${error}`
}

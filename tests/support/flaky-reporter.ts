import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'

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

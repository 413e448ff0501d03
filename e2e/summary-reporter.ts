/**
 * Prints one plain closing line after Playwright's own report, e.g.
 *   e2e: 4 passed, 0 failed, 4 skipped
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, TestCase['outcome'] extends () => infer O ? O : never>()

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcome.set(test.id, test.outcome())
  }

  onEnd(_result: FullResult): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const o of this.outcome.values()) {
      if (o === 'skipped') skipped++
      else if (o === 'expected' || o === 'flaky') passed++
      else failed++
    }
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }

  printsToStdio(): boolean {
    return false
  }
}

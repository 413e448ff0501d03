/**
 * Prints one plain closing line after vitest's own report, e.g.
 *   unit: 479 passed, 0 failed, 0 skipped
 */
import type { Reporter, TestModule } from 'vitest/node'

export default class UnitSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const m of testModules) {
      // a file that failed to load has no tests but must not pass unnoticed
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++
      for (const t of m.children.allTests()) {
        const state = t.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
    }
    failed += unhandledErrors.length
    console.log(`unit: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }
}

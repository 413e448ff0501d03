import { defineConfig } from 'vitest/config'
import UnitSummaryReporter from './scripts/vitest-summary-reporter'

// Unit tests live beside the code as *.test.ts; e2e/ belongs to Playwright.
export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'out/**', 'e2e/**'],
    reporters: ['default', new UnitSummaryReporter()],
    // one temporary folder for the run, removed at its end (scripts/run-temp-dir.ts)
    globalSetup: ['./scripts/vitest-global-setup.ts'],
  },
})

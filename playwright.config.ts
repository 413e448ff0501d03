import { defineConfig } from '@playwright/test'
import { electronBinary, type HostMode } from './e2e/fixtures'

/**
 * e2e specs (e2e/*.spec.ts) run in two projects with the same fixture (e2e/fixtures.ts):
 *  - chromium-host: Debian Chromium (CHROMIUM_PATH or /usr/bin/chromium) + the Node host;
 *  - electron:      the built Electron app; skipped when no Electron binary is installed.
 * Both need `npm run build` first (`npm run test:e2e` does it).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Say once (not in every worker) why the electron project will skip.
if (!process.env.TEST_WORKER_INDEX && electronBinary() === null) {
  console.log(
    '[e2e] electron project: no Electron binary installed (ELECTRON_SKIP_BINARY_DOWNLOAD?), its tests will be skipped; ' +
      'chromium-host still runs every spec.',
  )
}

export default defineConfig<object, { londonHost: HostMode }>({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  // one temporary folder for the run, removed at its end (scripts/run-temp-dir.ts)
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium-host', use: { londonHost: 'chromium-host' } },
    { name: 'electron', use: { londonHost: 'electron' } },
  ],
})

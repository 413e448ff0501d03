import { useRunTempDir } from '../scripts/run-temp-dir'

// Playwright runs this once before its workers start; they, the hosts they spawn and Chromium inherit the environment.
export default function globalSetup(): () => void {
  return useRunTempDir('e2e')
}

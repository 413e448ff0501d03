import { useRunTempDir } from './run-temp-dir'

// Vitest runs this once in its main process, before any worker starts; the workers inherit the environment.
export default function setup(): () => void {
  return useRunTempDir('unit')
}

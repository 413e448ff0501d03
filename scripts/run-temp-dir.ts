import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'] as const

/**
 * Gives a whole test run one temporary folder of its own: the variables `os.tmpdir()` reads (TMPDIR on POSIX,
 * TMP/TEMP on Windows) point into it, so every folder a test, a worker or a spawned host makes goes there, and the
 * returned teardown removes it. The tests make a few hundred user-data folders a run; without this they piled up in
 * the system's temporary folder. LONDON_KEEP_TEST_TMP=1 keeps the folder (its path is printed) to look into a failure.
 */
export function useRunTempDir(name: string, env: NodeJS.ProcessEnv = process.env): () => void {
  const root = mkdtempSync(join(tmpdir(), `london-${name}-`))
  const before = TEMP_VARIABLES.map((key) => [key, env[key]] as const)
  for (const key of TEMP_VARIABLES) env[key] = root
  return () => {
    for (const [key, value] of before) {
      if (value === undefined) delete env[key]
      else env[key] = value
    }
    if (env.LONDON_KEEP_TEST_TMP === '1') console.log(`[tests] kept the run's temporary folder: ${root}`)
    else rmSync(root, { recursive: true, force: true, maxRetries: 3 })
  }
}

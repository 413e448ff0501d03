import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { useRunTempDir } from './run-temp-dir'

describe('useRunTempDir', () => {
  it('points the temporary-folder variables into a new folder and removes it, contents and all, at teardown', () => {
    const env: NodeJS.ProcessEnv = { TMP: 'C:\\before' }
    const teardown = useRunTempDir('check', env)
    const root = env.TMPDIR!
    expect(root).toMatch(/london-check-/)
    expect(env.TEMP).toBe(root)
    expect(env.TMP).toBe(root)
    expect(existsSync(root)).toBe(true)
    mkdirSync(join(root, 'london-session-x'))
    writeFileSync(join(root, 'london-session-x', 'save.json'), '{}')
    teardown()
    expect(existsSync(root)).toBe(false)
    expect(env).toEqual({ TMP: 'C:\\before' })
  })

  it('keeps the folder and says where when LONDON_KEEP_TEST_TMP=1', () => {
    const env: NodeJS.ProcessEnv = { LONDON_KEEP_TEST_TMP: '1' }
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const teardown = useRunTempDir('keep', env)
    const root = env.TMPDIR!
    teardown()
    try {
      expect(existsSync(root)).toBe(true)
      expect(log).toHaveBeenCalledWith(expect.stringContaining(root))
    } finally {
      log.mockRestore()
      rmSync(root, { recursive: true, force: true })
    }
  })
})

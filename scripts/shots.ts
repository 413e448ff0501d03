/**
 * npm run shots: refreshes the few pictures the docs show (docs/screenshots/) on purpose. Test runs write their
 * screenshots to an ignored folder (e2e/ui-helpers.ts), so `npm test` never rewrites tracked files; this script
 * runs the screenshot specs into .tmp/shots/, then copies the pictures listed below, compressed (a palette PNG,
 * about a quarter of the size), into docs/screenshots/.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

/** The pictures README.md shows. */
export const DOC_SHOTS = ['play-placing-1280x800-en', 'layout-classic-bigHand-1920x1080-fr', 'scoring'] as const

const root = resolve(import.meta.dirname, '..')
const raw = join(root, '.tmp', 'shots')
const docs = join(root, 'docs', 'screenshots')

rmSync(raw, { recursive: true, force: true })
mkdirSync(docs, { recursive: true })
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, LONDON_SHOTS_DIR: raw } })
run('npx', ['electron-vite', 'build'])
run('npx', ['playwright', 'test', '--project', 'chromium-host', 'e2e/ui-shots.spec.ts', 'e2e/ui-layout.spec.ts', 'e2e/ui-game.spec.ts'])
for (const name of DOC_SHOTS) {
  const out = join(docs, `${name}.png`)
  const info = await sharp(join(raw, `${name}.png`))
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(out)
  console.log(`shots: ${out} (${Math.round(info.size / 1024)} KB)`)
}

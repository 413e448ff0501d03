// The installers' configuration and icons, checked without building (the Electron binary cannot be downloaded
// in CI): electron-builder loads electron-builder.yml and validates it against its own schema, every target the
// issue asks for is there, and the icon files are real images of the sizes each platform needs.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICNS_SIZES, ICO_SIZES, LINUX_SIZES } from './make-icons'

const root = resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)

interface BuilderConfig {
  directories: { buildResources: string; output: string }
  files: (string | { filter: string[] })[]
  linux: { target: string[]; icon: string; maintainer?: string }
  win: { target: { target: string }[]; icon: string }
  mac: { target: { target: string }[]; icon: string }
  nsis: { installerIcon: string }
  electronFuses?: Record<string, boolean>
}

/** The configuration as electron-builder itself reads and validates it. */
async function loadConfig(): Promise<BuilderConfig> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig: (dir: string, path: string | null, fromOptions: object | null) => Promise<object>
    validateConfiguration: (config: object, log: { isEnabled: boolean; add: () => void }) => Promise<void>
  }
  const config = await getConfig(root, null, null)
  await validateConfiguration(config, { isEnabled: false, add: () => {} })
  return config as BuilderConfig
}

/** Width and height of a PNG (IHDR). */
function pngSize(buf: Buffer): [number, number] {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)]
}

// loading electron-builder takes seconds on a busy machine
describe('installers', { timeout: 30_000 }, () => {
  it('electron-builder accepts the configuration (its schema) and it names every target', async () => {
    const c = await loadConfig()
    expect(c.linux.target).toEqual(['AppImage', 'deb'])
    expect(c.win.target.map((t) => t.target)).toEqual(['nsis'])
    expect(c.mac.target.map((t) => t.target)).toEqual(['dmg'])
    expect(c.directories.buildResources).toBe('resources')
    expect(c.linux.maintainer).toBeTruthy()
    // only the built app goes in: the bundles electron-vite writes, and package.json
    expect(c.files.flatMap((f) => (typeof f === 'string' ? [f] : f.filter))).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
    ])
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string; scripts: Record<string, string> }
    expect(pkg.main.startsWith('./out/main/')).toBe(true)
    expect(pkg.scripts.dist).toMatch(/electron-vite build && electron-builder/)
  })

  it('a schema violation is refused (the validation is real)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (config: object, log: { isEnabled: boolean; add: () => void }) => Promise<void>
    }
    await expect(validateConfiguration({ linux: { target: 'AppImage', iconn: 'x' } }, { isEnabled: false, add: () => {} })).rejects.toThrow(
      /configuration\.linux/,
    )
  })

  it('the Electron fuses close the ways around the app: run as Node, NODE_OPTIONS, --inspect, code outside the checked asar', async () => {
    const c = await loadConfig()
    expect(c.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    })
    // the schema knows the fuses: a misspelt one is refused, not silently ignored
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (config: object, log: { isEnabled: boolean; add: () => void }) => Promise<void>
    }
    await expect(validateConfiguration({ electronFuses: { runAsnode: false } }, { isEnabled: false, add: () => {} })).rejects.toThrow(
      /electronFuses/,
    )
  })

  it('the icons are images of the sizes each platform needs', async () => {
    const c = await loadConfig()
    // Linux: one PNG per size, named by size
    const dir = join(root, c.linux.icon)
    const files = readdirSync(dir).sort()
    expect(files).toEqual(LINUX_SIZES.map((n) => `${n}x${n}.png`).sort())
    for (const n of LINUX_SIZES) expect(pngSize(readFileSync(join(dir, `${n}x${n}.png`)))).toEqual([n, n])
    expect(pngSize(readFileSync(join(root, 'resources/icon.png')))).toEqual([1024, 1024])

    // Windows: an ICO directory listing each size (0 means 256), each image stored as PNG
    const ico = readFileSync(join(root, c.win.icon))
    expect(c.nsis.installerIcon).toBe(c.win.icon)
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const e = 6 + 16 * i
      const w = ico[e]! || 256
      sizes.push(w)
      const len = ico.readUInt32LE(e + 8)
      const off = ico.readUInt32LE(e + 12)
      expect(off + len).toBeLessThanOrEqual(ico.length)
    }
    expect(sizes.sort((a, b) => a - b)).toEqual(ICO_SIZES)

    // macOS: an ICNS whose chunks include the Retina sizes up to 1024 px (ic10), each a PNG of its size
    const icns = readFileSync(join(root, c.mac.icon))
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const chunks = new Map<string, Buffer>()
    for (let at = 8; at < icns.length;) {
      const type = icns.subarray(at, at + 4).toString('latin1')
      const len = icns.readUInt32BE(at + 4)
      expect(len).toBeGreaterThan(8)
      chunks.set(type, icns.subarray(at + 8, at + len))
      at += len
    }
    expect(pngSize(chunks.get('ic10')!)).toEqual([1024, 1024])
    expect(pngSize(chunks.get('ic09')!)).toEqual([512, 512])
    expect(pngSize(chunks.get('ic07')!)).toEqual([128, 128])
    expect(Math.max(...ICNS_SIZES)).toBe(1024)
  })
})

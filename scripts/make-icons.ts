// Renders the app icon (resources/icon.svg) into what the installers need, with icon-gen (SVG → PNG by sharp):
//   resources/icon.ico         Windows (NSIS installer and the .exe): 16–256 px
//   resources/icon.icns        macOS (the .app and the dmg): 16–1024 px
//   resources/icons/NxN.png    Linux (AppImage, deb: one PNG per size, named by size as electron-builder expects)
//   resources/icon.png         1024 px, the window icon and the source electron-builder falls back to
// Run `npm run icons` after changing the SVG; the outputs are committed, so packaging never needs this step.
import generateIcon from 'icon-gen'
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024]
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]

export async function makeIcons(resources: string): Promise<void> {
  const svg = join(resources, 'icon.svg')
  const work = mkdtempSync(join(tmpdir(), 'london-icons-'))
  try {
    await generateIcon(svg, work, {
      report: false,
      ico: { name: 'icon', sizes: ICO_SIZES },
      icns: { name: 'icon', sizes: ICNS_SIZES },
      favicon: { name: 'png-', pngSizes: LINUX_SIZES, icoSizes: [16] },
    })
    copyFileSync(join(work, 'icon.ico'), join(resources, 'icon.ico'))
    copyFileSync(join(work, 'icon.icns'), join(resources, 'icon.icns'))
    const linux = join(resources, 'icons')
    rmSync(linux, { recursive: true, force: true })
    mkdirSync(linux)
    for (const n of LINUX_SIZES) renameSync(join(work, `png-${n}.png`), join(linux, `${n}x${n}.png`))
    copyFileSync(join(linux, '1024x1024.png'), join(resources, 'icon.png'))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('make-icons.ts')) {
  const resources = resolve(import.meta.dirname, '../resources')
  await makeIcons(resources)
  console.log(`icons written to ${resources}`)
}

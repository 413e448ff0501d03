import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { appMenuTemplate } from './app-menu'

/** Every role in a template, submenus included. */
function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])])
}

// Electron's default View menu (role viewMenu) holds reload and DevTools: a packaged menu must not use it either.
const DEV_ROLES = ['reload', 'forceReload', 'toggleDevTools', 'viewMenu']

describe('application menu', () => {
  for (const platform of ['linux', 'win32', 'darwin'] as const) {
    it(`packaged (${platform}): no reload, no DevTools, no key bound to them`, () => {
      const menu = appMenuTemplate({ packaged: true, platform, appName: 'London' })
      expect(roles(menu).filter((r) => DEV_ROLES.includes(r))).toEqual([])
      expect(JSON.stringify(menu)).not.toMatch(/accelerator/i)
      // what a player still needs: copy/paste in name fields, zoom, full screen, quitting
      expect(roles(menu)).toEqual(expect.arrayContaining(['editMenu', 'zoomIn', 'togglefullscreen', 'fileMenu']))
    })

    it(`development (${platform}): reload and DevTools kept`, () => {
      expect(roles(appMenuTemplate({ packaged: false, platform, appName: 'London' }))).toEqual(
        expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']),
      )
    })
  }

  it('macOS gets the app menu under the app’s name; others do not', () => {
    expect(appMenuTemplate({ packaged: true, platform: 'darwin', appName: 'London' })[0]).toMatchObject({
      label: 'London',
      role: 'appMenu',
    })
    expect(roles(appMenuTemplate({ packaged: true, platform: 'linux', appName: 'London' }))).not.toContain('appMenu')
  })
})

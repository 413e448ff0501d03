/**
 * The application menu. Electron's default menu keeps Reload and DevTools (with their keys: Ctrl+R, F5,
 * Ctrl+Shift+I) in every build: in a packaged app a stray key would drop the table, or open a console onto the
 * renderer. So the packaged menu is Electron's default without them; development keeps them.
 */
import type { MenuItemConstructorOptions } from 'electron'

export interface AppMenuOptions {
  packaged: boolean
  platform: NodeJS.Platform
  appName: string
}

export function appMenuTemplate({ packaged, platform, appName }: AppMenuOptions): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    ...(packaged ? [] : ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as const)),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ]
  return [
    // macOS puts About, Hide and Quit under the app's name
    ...(platform === 'darwin' ? [{ label: appName, role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ]
}

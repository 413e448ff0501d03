/**
 * A stand-in for the `electron` module, for `npm run test:shell` (scripts/shell-smoke.ts): the shipped main bundle
 * imports it instead of Electron (scripts/shell-smoke-hooks.mjs maps the name), and it records what the app asks
 * of Electron — the window and its webPreferences, the menu, the permission, header and navigation handlers, the
 * IPC handlers — so the smoke test can check them and call them. It does nothing on its own: no window, no
 * renderer; `emitApp` lets the test fire the app's events.
 */
import { tmpdir } from 'node:os'

type Listener = (...args: never[]) => unknown

/** What the smoke test sets before the bundle runs. */
export const standIn = { isPackaged: true, userData: tmpdir(), version: '0.0.0' }

export const recorded = {
  appListeners: new Map<string, Listener[]>(),
  setPathCalls: [] as [string, string][],
  quitCalls: 0,
  windows: [] as StandInWindow[],
  menuSet: false,
  menuTemplate: null as unknown[] | null,
  permissionRequestHandler: null as Listener | null,
  permissionCheckHandler: null as Listener | null,
  headersReceived: null as Listener | null,
  ipcHandlers: new Map<string, Listener>(),
  ipcListeners: new Map<string, Listener[]>(),
  /** what main sent to renderers: [channel, payload] */
  sent: [] as [string, unknown][],
}

function addTo(map: Map<string, Listener[]>, name: string, fn: Listener): void {
  map.set(name, [...(map.get(name) ?? []), fn])
}

/** Calls every listener the app registered for an app event, as Electron would. */
export function emitApp(name: string, ...args: unknown[]): void {
  for (const fn of recorded.appListeners.get(name) ?? []) (fn as (...a: unknown[]) => unknown)(...args)
}

/** The one renderer web contents the emitter sends to; its URL is set by the test. */
export const rendererContents = {
  url: '',
  getURL: () => rendererContents.url,
  isDestroyed: () => false,
  send: (channel: string, payload: unknown) => void recorded.sent.push([channel, payload]),
}

export const app = {
  get isPackaged() {
    return standIn.isPackaged
  },
  getPath: (name: string) => (name === 'userData' ? standIn.userData : tmpdir()),
  setPath: (name: string, value: string) => {
    recorded.setPathCalls.push([name, value])
    if (name === 'userData') standIn.userData = value
  },
  getVersion: () => standIn.version,
  getName: () => 'London',
  requestSingleInstanceLock: () => true,
  on(name: string, fn: Listener) {
    addTo(recorded.appListeners, name, fn)
    return app
  },
  once(name: string, fn: Listener) {
    addTo(recorded.appListeners, name, fn)
    return app
  },
  whenReady: () => Promise.resolve(),
  quit: () => void recorded.quitCalls++,
}

class StandInWindow {
  static getAllWindows = () => recorded.windows
  static getFocusedWindow = () => null
  readonly listeners = new Map<string, Listener[]>()
  loaded: { file?: string; url?: string } = {}
  readonly webContents = rendererContents
  constructor(readonly options: Record<string, unknown>) {
    recorded.windows.push(this)
  }
  on(name: string, fn: Listener) {
    addTo(this.listeners, name, fn)
    return this
  }
  once(name: string, fn: Listener) {
    return this.on(name, fn)
  }
  loadFile(file: string) {
    this.loaded = { file }
    return Promise.resolve()
  }
  loadURL(url: string) {
    this.loaded = { url }
    return Promise.resolve()
  }
  show() {}
  focus() {}
  restore() {}
  isMinimized = () => false
  isMaximized = () => false
  isFullScreen = () => false
  getBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 })
}
export { StandInWindow as BrowserWindow }

export const Menu = {
  buildFromTemplate: (template: unknown[]) => ({ template }),
  setApplicationMenu(menu: { template: unknown[] } | null) {
    recorded.menuSet = true
    recorded.menuTemplate = menu?.template ?? null
  },
}

export const session = {
  defaultSession: {
    setPermissionRequestHandler: (fn: Listener) => void (recorded.permissionRequestHandler = fn),
    setPermissionCheckHandler: (fn: Listener) => void (recorded.permissionCheckHandler = fn),
    webRequest: {
      // (listener) or (filter, listener), as Electron takes it
      onHeadersReceived: (a: unknown, b?: unknown) => void (recorded.headersReceived = (typeof a === 'function' ? a : b) as Listener),
    },
  },
}

export const ipcMain = {
  handle: (channel: string, fn: Listener) => void recorded.ipcHandlers.set(channel, fn),
  removeHandler: (channel: string) => void recorded.ipcHandlers.delete(channel),
  on(channel: string, fn: Listener) {
    addTo(recorded.ipcListeners, channel, fn)
    return ipcMain
  },
}

export const webContents = { getAllWebContents: () => [rendererContents] }

export const dialog = {
  showSaveDialog: () => Promise.resolve({ canceled: true, filePath: '' }),
  showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
}

export const shell = { openPath: () => Promise.resolve('') }

export default { app, BrowserWindow: StandInWindow, Menu, session, ipcMain, webContents, dialog, shell }

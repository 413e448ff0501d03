/**
 * Electron main process: one locked-down window, the IPC bridge, services.
 */
import { app, BrowserWindow, Menu, session } from 'electron'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createEmitter, registerIpc, type RegisterOptions } from './ipc-main'
import { createLondonService, type LondonMainService } from './services'
import { createElectronStore } from './store'
import { createElectronDialogs } from './dialogs-electron'
import { BotRunner } from './bots/bot-runner'
import { electronBotWorker } from './bots/bot-worker-electron'
import { appMenuTemplate } from './app-menu'
import { FRAME_ANCESTORS } from '../src-shared/csp'

const rendererDevUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
const rendererFile = join(import.meta.dirname, '../renderer/index.html')
const rendererFileUrl = pathToFileURL(rendererFile).href

/** Our renderer, and nothing else, may call IPC, receive events or be navigated to. */
function isTrustedUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (rendererDevUrl) return url.origin === new URL(rendererDevUrl).origin
  url.hash = ''
  url.search = ''
  return url.href === rendererFileUrl
}
const trust: RegisterOptions = { isTrustedUrl }

// Tests isolate the profile (before the lock). Test-only overrides are ignored in a packaged build: an
// environment variable must not move a player's saves and settings, or point the window at another page.
if (!app.isPackaged && process.env.LONDON_USER_DATA_DIR) app.setPath('userData', process.env.LONDON_USER_DATA_DIR)

let mainWindow: BrowserWindow | null = null

function createWindow(service: LondonMainService): BrowserWindow {
  const bounds = service.settings.get().window
  const win = new BrowserWindow({
    width: bounds.width,
    height: bounds.height,
    ...(bounds.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'London',
    backgroundColor: '#1b1f24',
    autoHideMenuBar: true,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
      // no DevTools in a packaged build (its menu has no entry for them either: app-menu.ts)
      devTools: !app.isPackaged,
    },
  })
  win.once('ready-to-show', () => {
    win.show()
    console.log(`[london] window shown ${Math.round(process.uptime() * 1000)} ms after launch`)
  })
  // remember where the window was
  win.on('close', () => {
    if (win.isMaximized() || win.isMinimized() || win.isFullScreen()) return
    const b = win.getBounds()
    // checked like any other setting (odd values are refused); quitting waits for the write (dispose)
    service.settings
      .set({ window: { width: b.width, height: b.height, x: b.x, y: b.y } })
      .catch((err: unknown) => console.warn('[london] window bounds not saved:', err))
  })
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null
  })
  if (rendererDevUrl) void win.loadURL(rendererDevUrl)
  else void win.loadFile(rendererFile)
  return win
}

function hardenContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isTrustedUrl(url)) {
        event.preventDefault()
        console.warn(`[london] blocked navigation to ${url}`)
      }
    })
    contents.on('will-redirect', (event, url) => {
      if (!isTrustedUrl(url)) event.preventDefault()
    })
    // every frame, not only the main one: the renderer has no frames, so no subframe may navigate anywhere
    contents.on('will-frame-navigate', (details) => {
      if (!details.isMainFrame || !isTrustedUrl(details.url)) {
        details.preventDefault()
        console.warn(`[london] blocked ${details.isMainFrame ? 'navigation' : 'frame navigation'} to ${details.url}`)
      }
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      console.warn(`[london] blocked new window for ${url}`)
      return { action: 'deny' }
    })
  })
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  hardenContents()

  void app.whenReady().then(() => {
    // No camera, notifications, etc.: a card game needs no permissions.
    session.defaultSession.setPermissionRequestHandler((_wc, _perm, callback) => callback(false))
    session.defaultSession.setPermissionCheckHandler(() => false)
    // Nobody may frame the renderer. A <meta> CSP cannot say so, so it goes in a header on every response this
    // session loads (the renderer's meta CSP still applies; this adds a second policy with only frame-ancestors).
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      const headers = { ...details.responseHeaders }
      const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-security-policy') ?? 'Content-Security-Policy'
      callback({ responseHeaders: { ...headers, [key]: [...(headers[key] ?? []), FRAME_ANCESTORS] } })
    })
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(appMenuTemplate({ packaged: app.isPackaged, platform: process.platform, appName: app.getName() })),
    )

    // one worker thread for bot moves, hints and reviews (one job at a time; the session never overlaps them)
    const botWorker = new BotRunner(electronBotWorker)
    const service = createLondonService({
      version: app.getVersion(),
      host: 'electron',
      emit: createEmitter(trust),
      storage: createElectronStore(),
      statisticsStorage: createElectronStore('statistics'),
      userDataDir: app.getPath('userData'),
      dialogs: createElectronDialogs(),
      bot: botWorker,
      analyst: botWorker,
    })
    registerIpc(service, trust)
    // every way of quitting (menu, last window closed, signals Electron turns into quit) waits for the last writes
    let disposed = false
    app.on('before-quit', (event) => {
      if (disposed) return
      event.preventDefault()
      disposed = true
      void service.dispose().finally(() => app.quit())
    })
    mainWindow = createWindow(service)

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(service)
    })
  })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
}

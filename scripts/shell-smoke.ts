/**
 * `npm run test:shell`: a smoke test of the bundles the app ships (out/, after `electron-vite build`), without the
 * Electron binary. The main bundle runs under Node as a packaged app, against a stand-in for `electron` that records
 * what it asks of Electron (scripts/shell-smoke-electron.ts); the checks then call what it registered: the window's
 * webPreferences, the menu, the navigation, permission and header handlers, IPC handlers from a trusted and an
 * untrusted sender. The preload bundle runs in a `vm` context with stand-ins for contextBridge and ipcRenderer, wired
 * to the recorded IPC handlers; through it a game with a bot starts, and the bundled bot worker answers its move.
 * Ends with `shell: N checks passed, N failed` (CI reads it); exit code 1 on any failure.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { register } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'
import { channelNames, eventNames, EVENT_PREFIX, IPC_PREFIX, type IpcResult } from '../src-shared/ipc/contract'
import { rendererCsp } from '../src-shared/csp'
import type { SessionSnapshot } from '../src-shared/session'
import { emitApp, recorded, rendererContents, standIn } from './shell-smoke-electron'

const root = resolve(import.meta.dirname, '..')
const mainBundle = join(root, 'out/main/index.js')
const preloadBundle = join(root, 'out/preload/preload.cjs')
const rendererHtml = join(root, 'out/renderer/index.html')
const rendererUrl = pathToFileURL(rendererHtml).href
const FOREIGN_URL = 'https://example.invalid/'

let passed = 0
let failed = 0
function check(name: string, ok: boolean, detail?: unknown): void {
  if (ok) passed++
  else failed++
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${ok || detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`)
}

/** An event as Electron passes it to will-navigate & co.: records whether the app prevented it. */
function navigationEvent(url: string, extra: Record<string, unknown> = {}) {
  const event = { url, prevented: false, preventDefault: () => void (event.prevented = true), ...extra }
  return event
}

type MenuItem = { role?: string; accelerator?: string; submenu?: MenuItem[] }
/** Every role and accelerator in a menu template, submenus included. */
function menuEntries(items: MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [`role:${item.role}`] : []),
    ...(item.accelerator ? [`key:${item.accelerator}`] : []),
    ...(Array.isArray(item.submenu) ? menuEntries(item.submenu) : []),
  ])
}
/** Roles that reload the page or open DevTools (`viewMenu` is Electron's default View menu, which holds them). */
const DEV_ROLES = /^role:(reload|forceReload|toggleDevTools|viewMenu)$/i
const DEV_KEYS = /^key:((CmdOrCtrl|CommandOrControl|Ctrl|Control|Cmd|Command)\+(Shift\+|Alt\+)*(R|I|J)|F5|F12)$/i

async function main(): Promise<void> {
  const userData = mkdtempSync(join(tmpdir(), 'london-shell-'))
  const override = mkdtempSync(join(tmpdir(), 'london-shell-override-'))
  // what a packaged build must ignore: test-only overrides
  Object.assign(process.env, { LONDON_USER_DATA_DIR: override, ELECTRON_RENDERER_URL: FOREIGN_URL })
  standIn.isPackaged = true
  standIn.userData = userData
  standIn.version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version
  rendererContents.url = rendererUrl

  // what the main process reports as a problem (a bot that failed, an autosave that failed) fails the test
  const problems: string[] = []
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    problems.push(args.map(String).join(' '))
    consoleError(...args)
  }

  try {
    register('./shell-smoke-hooks.mjs', import.meta.url)
    await import(pathToFileURL(mainBundle).href)
    // whenReady has resolved: wait for the window
    for (let i = 0; i < 100 && recorded.windows.length === 0; i++) await new Promise((ok) => setTimeout(ok, 20))
    await checkMain(userData, override)
    await checkPreloadAndBot()

    // quitting waits for the last writes, then quits
    const quit = navigationEvent('')
    emitApp('before-quit', quit)
    for (let i = 0; i < 250 && recorded.quitCalls === 0; i++) await new Promise((ok) => setTimeout(ok, 20))
    check('before-quit waits for the session to be disposed, then quits', quit.prevented && recorded.quitCalls === 1, recorded.quitCalls)
    check('main reported no problem (console.error)', problems.length === 0, problems)
  } finally {
    rmSync(userData, { recursive: true, force: true })
    rmSync(override, { recursive: true, force: true })
  }
}

async function checkMain(userData: string, override: string): Promise<void> {
  // --- the window
  check('one window', recorded.windows.length === 1, recorded.windows.length)
  const win = recorded.windows[0]
  if (!win) return
  const prefs = (win.options.webPreferences ?? {}) as Record<string, unknown>
  check('contextIsolation: true', prefs.contextIsolation === true, prefs.contextIsolation)
  check('sandbox: true', prefs.sandbox === true, prefs.sandbox)
  check('nodeIntegration: false', prefs.nodeIntegration === false, prefs.nodeIntegration)
  check('webSecurity not disabled', prefs.webSecurity !== false && prefs.allowRunningInsecureContent !== true, prefs)
  check('no <webview>', prefs.webviewTag !== true, prefs.webviewTag)
  check('no DevTools in a packaged build (webPreferences.devTools: false)', prefs.devTools === false, prefs.devTools)
  check('preload is the bundled preload.cjs', prefs.preload === preloadBundle, prefs.preload)
  check(
    'the renderer is loaded from out/renderer/index.html, ELECTRON_RENDERER_URL ignored when packaged',
    win.loaded.file === rendererHtml,
    win.loaded,
  )
  const html = readFileSync(rendererHtml, 'utf8')
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'")
  check('the renderer carries the production CSP', meta === rendererCsp('production'), meta)

  // --- test-only overrides
  check('LONDON_USER_DATA_DIR ignored when packaged', recorded.setPathCalls.length === 0 && standIn.userData === userData, {
    setPath: recorded.setPathCalls,
    override,
  })

  // --- the menu
  const entries = menuEntries((recorded.menuTemplate ?? []) as MenuItem[])
  check('an application menu is set (not Electron’s default)', recorded.menuSet && recorded.menuTemplate !== null)
  check(
    'the packaged menu has no reload or DevTools role or key',
    recorded.menuTemplate !== null && !entries.some((e) => DEV_ROLES.test(e) || DEV_KEYS.test(e)),
    entries,
  )

  // --- permissions
  let granted: unknown = 'no answer'
  const ask = recorded.permissionRequestHandler as ((wc: unknown, perm: string, cb: (ok: boolean) => void) => void) | null
  ask?.(rendererContents, 'media', (ok) => (granted = ok))
  check('permission requests are denied', granted === false, granted)
  const checkPermission = recorded.permissionCheckHandler as ((...a: unknown[]) => boolean) | null
  check('permission checks are denied', checkPermission?.(rendererContents, 'notifications', rendererUrl) === false)

  // --- frame-ancestors, as a response header (a <meta> CSP cannot carry it)
  let headers: Record<string, string[] | string> | undefined
  const onHeaders = recorded.headersReceived as
    | ((
        d: { url: string; responseHeaders: Record<string, string[]> },
        cb: (r: { responseHeaders?: Record<string, string[] | string> }) => void,
      ) => void)
    | null
  onHeaders?.({ url: rendererUrl, responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (headers = r.responseHeaders))
  const csp = Object.entries(headers ?? {})
    .filter(([k]) => k.toLowerCase() === 'content-security-policy')
    .flatMap(([, v]) => v)
  check(
    "responses get frame-ancestors 'none' as a header",
    csp.some((v) => /frame-ancestors 'none'/.test(v)),
    headers,
  )
  check('other response headers are kept', headers !== undefined && 'Content-Type' in headers, headers)

  // --- navigation, new windows, frames, webviews
  const listeners = new Map<string, ((...a: unknown[]) => void)[]>()
  const opened: { handler: ((d: { url: string }) => { action: string }) | null } = { handler: null }
  const contents = {
    on(name: string, fn: (...a: unknown[]) => void) {
      listeners.set(name, [...(listeners.get(name) ?? []), fn])
      return contents
    },
    setWindowOpenHandler: (fn: typeof opened.handler) => void (opened.handler = fn),
  }
  emitApp('web-contents-created', {}, contents)
  const fire = (name: string, event: ReturnType<typeof navigationEvent>, url?: string) => {
    for (const fn of listeners.get(name) ?? []) fn(...(url === undefined ? [event] : [event, url]))
    return event.prevented
  }
  check('will-navigate to a foreign page is blocked', fire('will-navigate', navigationEvent(FOREIGN_URL), FOREIGN_URL))
  check('will-navigate to our renderer is allowed', !fire('will-navigate', navigationEvent(rendererUrl), rendererUrl))
  check('will-redirect to a foreign page is blocked', fire('will-redirect', navigationEvent(FOREIGN_URL), FOREIGN_URL))
  check(
    'will-frame-navigate: a subframe is denied, even to our own page',
    fire('will-frame-navigate', navigationEvent(rendererUrl, { isMainFrame: false })),
  )
  check(
    'will-frame-navigate: the main frame to a foreign page is denied',
    fire('will-frame-navigate', navigationEvent(FOREIGN_URL, { isMainFrame: true })),
  )
  check(
    'will-frame-navigate: the main frame to our renderer is allowed',
    (listeners.get('will-frame-navigate') ?? []).length > 0 &&
      !fire('will-frame-navigate', navigationEvent(rendererUrl, { isMainFrame: true })),
  )
  check('<webview> attachment is blocked', fire('will-attach-webview', navigationEvent('')))
  check('new windows are denied', opened.handler?.({ url: FOREIGN_URL }).action === 'deny')

  // --- IPC: every channel registered, and only our renderer may call
  const names = [...recorded.ipcHandlers.keys()].filter((k) => k.startsWith(IPC_PREFIX)).map((k) => k.slice(IPC_PREFIX.length))
  check('an IPC handler for every channel of the contract, and no other', same(names, channelNames), names)
  const call = (channel: string, frame: { url: string; parent: unknown } | null, payload?: unknown) =>
    (recorded.ipcHandlers.get(IPC_PREFIX + channel) as (e: unknown, p: unknown) => Promise<IpcResult<unknown>>)(
      { senderFrame: frame, sender: rendererContents },
      payload,
    )
  const foreign = await call('appInfo', { url: FOREIGN_URL, parent: null })
  check('an untrusted sender is refused (FORBIDDEN)', !foreign.ok && foreign.error.code === 'FORBIDDEN', foreign)
  const framed = await call('getSettings', { url: rendererUrl, parent: {} })
  check('our page inside a frame is refused (FORBIDDEN)', !framed.ok && framed.error.code === 'FORBIDDEN', framed)
  const info = await call('appInfo', { url: rendererUrl, parent: null })
  check('the trusted sender gets an ok reply (appInfo)', info.ok && (info.value as { version?: string }).version === standIn.version, info)
  const settings = await call('getSettings', { url: rendererUrl, parent: null })
  check('the trusted sender gets an ok reply (getSettings)', settings.ok, settings)
  const bad = await call('setSettings', { url: rendererUrl, parent: null }, { language: 'xx' })
  check('a bad payload from the trusted sender is a typed BAD_REQUEST', !bad.ok && bad.error.code === 'BAD_REQUEST', bad)
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join()
}

async function checkPreloadAndBot(): Promise<void> {
  // --- the preload, sandboxed: it may require nothing but `electron`
  const exposed = new Map<string, unknown>()
  const rendererListeners = new Map<string, unknown[]>()
  const required: string[] = []
  const trustedEvent = { senderFrame: { url: rendererUrl, parent: null }, sender: rendererContents }
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void exposed.set(key, api) },
    ipcRenderer: {
      invoke: (channel: string, payload: unknown) => {
        const handler = recorded.ipcHandlers.get(channel) as ((e: unknown, p: unknown) => Promise<unknown>) | undefined
        return handler ? handler(trustedEvent, payload) : Promise.reject(new Error(`No handler registered for '${channel}'`))
      },
      on: (channel: string, fn: unknown) => void rendererListeners.set(channel, [...(rendererListeners.get(channel) ?? []), fn]),
      removeListener: (channel: string, fn: unknown) =>
        void rendererListeners.set(
          channel,
          (rendererListeners.get(channel) ?? []).filter((f) => f !== fn),
        ),
    },
  }
  const context = vm.createContext({ console })
  const preload = vm.compileFunction(readFileSync(preloadBundle, 'utf8'), ['require', 'module', 'exports'], {
    parsingContext: context,
    filename: preloadBundle,
  })
  const module = { exports: {} }
  preload(
    (id: string) => {
      required.push(id)
      if (id === 'electron') return electron
      throw new Error(`a sandboxed preload cannot require ${id}`)
    },
    module,
    module.exports,
  )
  check('the preload requires only electron', same(required, ['electron']), required)
  check('the preload exposes window.london and nothing else', same([...exposed.keys()], ['london']), [...exposed.keys()])
  const api = exposed.get('london') as Record<string, (p?: unknown) => Promise<IpcResult<unknown>>> & {
    on: (e: string, fn: (p: unknown) => void) => () => void
  }
  if (!api) return
  check('window.london has exactly the contract’s channels and `on`', same(Object.keys(api), [...channelNames, 'on']), Object.keys(api))
  let unknownRefused = false
  try {
    api.on('notAnEvent', () => {})
  } catch {
    unknownRefused = true
  }
  check('window.london.on refuses an event outside the contract', unknownRefused)
  const offs = eventNames.map((e) => api.on(e, () => {}))
  check(
    'window.london.on listens to exactly the contract’s events',
    same(
      [...rendererListeners.keys()],
      eventNames.map((e) => EVENT_PREFIX + e),
    ),
    [...rendererListeners.keys()],
  )
  for (const off of offs) off()
  const info = await api.appInfo!()
  check('a call through the preload reaches main and is answered ok (appInfo)', info.ok, info)

  // --- the bundled bot worker: a game whose first seat is a bot; its move comes from out/main's worker
  const pushes: unknown[] = []
  const offSession = api.on('session', (p) => pushes.push(p))
  const session = rendererListeners.get(EVENT_PREFIX + 'session')?.[0] as ((e: unknown, p: unknown) => void) | undefined
  const sentBefore = recorded.sent.length
  const started = await api.newGame!({
    edition: 'second',
    seats: [
      { kind: 'bot', name: 'Babbage', level: 'easy' },
      { kind: 'human', name: 'Ada' },
    ],
    seed: 5,
  })
  check('newGame with a bot seat is answered ok', started.ok, started)
  let snap: SessionSnapshot | null = null
  // at the default bot pace (no setting is touched: the pace is not this test's business)
  for (let i = 0; i < 600; i++) {
    const r = await api.getSnapshot!()
    if (r.ok && (r.value as SessionSnapshot).stage !== 'bot') {
      snap = r.value as SessionSnapshot
      if (snap.stage === 'human') break
    }
    await new Promise((ok) => setTimeout(ok, 50))
  }
  check(
    'the bundled bot worker answered: the bot played its turn and the human has the move',
    snap !== null && snap.stage === 'human' && snap.viewer === 1 && (snap.view?.seq ?? 0) > 0,
    snap && { stage: snap.stage, viewer: snap.viewer, seq: snap.view?.seq },
  )
  // main pushed the changes to the renderer's web contents; delivered through the preload's listener
  const sent = recorded.sent.slice(sentBefore).filter(([channel]) => channel === EVENT_PREFIX + 'session')
  for (const [, payload] of sent) session?.({ sender: 'main' }, payload)
  check('main pushed the session to the renderer, and the preload handed it on', sent.length > 0 && pushes.length === sent.length, {
    sent: sent.length,
    delivered: pushes.length,
  })
  offSession()
}

await main().catch((err: unknown) => {
  check('the smoke test ran to its end', false, err instanceof Error ? err.stack : String(err))
})
console.log(`shell: ${passed} checks passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

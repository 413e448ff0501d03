/**
 * The e2e fixture: every spec imports `test`/`expect` from here and gets
 *   - `page`:   the app's window, already loaded, with `window.london` ready;
 *   - `london`: a typed handle that calls `window.london.<channel>(...)` inside
 *               that page and returns the IpcResult (plus event helpers).
 * The same spec runs against either host, chosen by the Playwright project:
 *   - 'chromium-host': Debian Chromium + the Node host (e2e/host/server.ts),
 *   - 'electron':      the built app via Playwright's _electron (skipped when
 *                      no Electron binary is installed).
 */
import { test as base, expect, _electron, type Browser, type ElectronApplication, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { EventName, EventPayload, IpcResult, LondonApi } from '../src-shared/ipc/contract'

export type HostMode = 'chromium-host' | 'electron'

const repoRoot = resolve(import.meta.dirname, '..')

type Channels = Omit<LondonApi, 'on'>

/** `window.london` driven from the test: same calls, run inside the page. */
export type LondonHandle = {
  readonly [C in keyof Channels]: (...args: Parameters<Channels[C]>) => ReturnType<Channels[C]>
} & {
  /** Raw call by name, for testing what the bridge does with bad input. */
  call(channel: string, ...args: unknown[]): Promise<IpcResult<unknown>>
  /**
   * Starts listening for `event` in the page now; the returned promise
   * resolves with the next payload (or rejects after `timeout` ms). With
   * `after`, payloads whose `rev` is not above it are passed over: the push
   * of an earlier command may reach the page after that command's answer (the
   * renderer's push.ts orders them by `rev` the same way).
   */
  nextEvent<E extends EventName>(event: E, opts?: { timeout?: number; after?: number }): Promise<EventPayload<E>>
}

function makeHandle(page: Page): LondonHandle {
  const call = (channel: string, ...args: unknown[]) =>
    page.evaluate(([ch, a]) => (window.london as unknown as Record<string, (...x: unknown[]) => Promise<IpcResult<unknown>>>)[ch]!(...a), [
      channel,
      args,
    ] as const)
  async function nextEvent<E extends EventName>(event: E, opts: { timeout?: number; after?: number } = {}): Promise<EventPayload<E>> {
    const key = `__londonNext_${event}_${Math.random().toString(36).slice(2)}`
    await page.evaluate(
      ([ev, k, after]) => {
        const w = window as unknown as Record<string, unknown>
        w[k] = new Promise((ok) => {
          const off = window.london.on(ev, (p) => {
            const rev = (p as { rev?: unknown }).rev
            if (after !== null && typeof rev === 'number' && rev <= after) return
            off()
            ok(p)
          })
        })
      },
      [event, key, opts.after ?? null] as const,
    )
    const handle = await page.waitForFunction(
      async (k) => (window as unknown as Record<string, Promise<unknown>>)[k]!.then((p) => ({ p })),
      key,
      { timeout: opts.timeout ?? 5000 },
    )
    return ((await handle.jsonValue()) as { p: EventPayload<E> }).p
  }
  return new Proxy({ call, nextEvent } as unknown as LondonHandle, {
    get(target, prop) {
      if (prop === 'call' || prop === 'nextEvent') return Reflect.get(target, prop)
      if (typeof prop !== 'string' || prop === 'then') return undefined
      return (...args: unknown[]) => call(prop, ...args)
    },
  })
}

/** Path of an installed Electron binary, or null (ELECTRON_SKIP_BINARY_DOWNLOAD). */
export function electronBinary(): string | null {
  try {
    // electron's index.js honours ELECTRON_OVERRIDE_DIST_PATH and throws if not installed.
    const path = createRequire(import.meta.url)('electron') as unknown
    return typeof path === 'string' && existsSync(path) ? path : null
  } catch {
    return null
  }
}

/** Starts the Node host (e2e/host/server.ts) as its own process; `userDataDir` keeps its files in a folder of the test's. */
export function startNodeHost(opts: { userDataDir?: string } = {}): Promise<{ url: string; proc: ChildProcess }> {
  return new Promise((ok, fail) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'e2e/host/server.ts'), '--port', '0'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: opts.userDataDir ? { ...process.env, LONDON_USER_DATA_DIR: opts.userDataDir } : process.env,
    })
    let out = ''
    const timer = setTimeout(() => fail(new Error(`Node host did not start in 20 s; output:\n${out}`)), 20_000)
    proc.stdout!.setEncoding('utf8')
    proc.stdout!.on('data', (chunk: string) => {
      out += chunk
      const m = /LONDON_HOST_URL=(\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        ok({ url: m[1]!, proc })
      }
    })
    proc.on('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`Node host exited with ${code}; output:\n${out}`))
    })
  })
}

export const test = base.extend<
  { london: LondonHandle; pageErrors: string[] },
  { londonHost: HostMode; hostUrl: string | null; hostBrowser: Browser | null }
>({
  londonHost: ['chromium-host', { option: true, scope: 'worker' }],

  /**
   * Chromium for chromium-host mode. Not the built-in `browser` fixture, which
   * would launch Chromium in electron mode too (fixtures can't depend on
   * others conditionally).
   */
  hostBrowser: [
    async ({ londonHost, playwright, launchOptions }, use) => {
      if (londonHost !== 'chromium-host') return use(null)
      const browser = await playwright.chromium.launch(launchOptions)
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],

  /** One Node host per worker (chromium-host mode only). */
  hostUrl: [
    async ({ londonHost }, use) => {
      if (londonHost !== 'chromium-host') return use(null)
      const { url, proc } = await startNodeHost()
      await use(url)
      proc.removeAllListeners('exit')
      proc.kill('SIGTERM')
    },
    { scope: 'worker' },
  ],

  /**
   * Uncaught errors and console errors of the page (CSP violations show up
   * here). A test that ends with any fails; a spec that expects some can
   * inspect and then empty the array (`pageErrors.length = 0`).
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
  pageErrors: async ({}, use) => {
    await use([])
  },

  page: async ({ londonHost, hostUrl, hostBrowser, pageErrors }, use, testInfo) => {
    let page: Page
    let app: ElectronApplication | undefined
    let userData: string | undefined
    if (londonHost === 'electron') {
      const bin = electronBinary()
      testInfo.skip(
        bin === null,
        'No Electron binary (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1?): run `npm install` with internet, or set ELECTRON_OVERRIDE_DIST_PATH',
      )
      const main = join(repoRoot, 'out/main/index.js')
      if (!existsSync(main)) throw new Error('out/main/index.js missing: run `npm run build` first')
      userData = mkdtempSync(join(tmpdir(), 'london-e2e-'))
      app = await _electron.launch({
        executablePath: bin!,
        // The repo root, so Electron reads package.json ("main", name, version).
        // Chromium refuses to run as root with its OS sandbox (CI containers).
        args: [repoRoot, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
        cwd: repoRoot,
        env: { ...process.env, LONDON_USER_DATA_DIR: userData } as Record<string, string>,
      })
      page = await app.firstWindow()
    } else {
      const context = await hostBrowser!.newContext()
      page = await context.newPage()
    }
    page.on('pageerror', (err) => pageErrors.push(`pageerror: ${err.message}`))
    page.on('console', (msg) => {
      if (msg.type() === 'error') pageErrors.push(`console.error: ${msg.text()} (${msg.location().url})`)
    })
    if (hostUrl) await page.goto(hostUrl)
    await page.waitForFunction(() => typeof window.london === 'object')

    await use(page)

    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath('failure.png')
      await page
        .screenshot({ path })
        .then(() => testInfo.attach('screenshot', { path, contentType: 'image/png' }))
        .catch(() => {})
    }
    if (app) await app.close()
    else await page.context().close()
    if (userData) rmSync(userData, { recursive: true, force: true })
    if (testInfo.status === 'passed') expect(pageErrors, 'errors in the page').toEqual([])
  },

  london: async ({ page }, use) => {
    await use(makeHandle(page))
  },
})

export { expect }

/**
 * Node host for e2e runs (Electron cannot run everywhere): serves the built
 * renderer (out/renderer) and plays the main process's role over HTTP on
 * 127.0.0.1, with the SAME service object and the SAME request handling
 * (handleIpc) as src-main/ipc-main.ts:
 *
 *   POST /ipc/<channel>  body {"payload": ...}  → IpcResult as JSON
 *   GET  /events          Server-Sent Events: `event: <name>` + JSON data
 *   GET  /__london/shim.js  the window.london shim (london-shim.js)
 *   GET  /*               static files; index.html gets the shim script tag
 *   POST /__host/dialog   HOST ONLY (not in the IPC contract), for the test process: application/json, no Origin
 *                         (requests from pages are refused); body {"kind":"save"|"open","path":string|null}
 *                         queues the answer of the next Save/Open dialog (null = cancel); an
 *                         empty queue answers "cancelled". {"kind":"overwrite","replace":boolean} queues the
 *                         answer to the next "replace the existing file?" question (empty queue: keep it).
 *                         The user data folder (autosave.london,
 *                         settings.json, statistics.json) is $LONDON_USER_DATA_DIR or a fresh temp folder.
 *
 * Run: `npm run host` (or `tsx e2e/host/server.ts [--port N]`); prints
 * `LONDON_HOST_URL=http://127.0.0.1:<port>/` once listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, isAbsolute, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { channelNames, eventNames, type Emit } from '../../src-shared/ipc/contract'
import { handleIpc } from '../../src-shared/ipc/handle'
import { rendererCspHeader } from '../../src-shared/csp'
import { createJsonFileStore, createLondonService } from '../../src-main/services'
import { ScriptedDialogs } from '../../src-main/session/dialogs'
import { BotRunner } from '../../src-main/bots/bot-runner'

const repoRoot = resolve(import.meta.dirname, '../..')
const MAX_BODY = 1024 * 1024

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export interface HostOptions {
  /** 0 (default) picks a free port. */
  port?: number
  rendererDir?: string
  /** autosave, settings and statistics folder; default $LONDON_USER_DATA_DIR or a fresh temp folder */
  userDataDir?: string
}

export interface RunningHost {
  url: string
  userDataDir: string
  /** the scripted Save/Open dialogs (same as POST /__host/dialog) */
  dialogs: ScriptedDialogs
  close(): Promise<void>
}

export async function startHost(opts: HostOptions = {}): Promise<RunningHost> {
  const rendererDir = resolve(opts.rendererDir ?? join(repoRoot, 'out/renderer'))
  const pkg = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
  const shimSource = await readFile(join(import.meta.dirname, 'london-shim.js'), 'utf8')
  const shim = `${shimSource.trimEnd()}(${JSON.stringify({ channels: channelNames, events: eventNames })});\n`

  const sseClients = new Set<ServerResponse>()
  const emit: Emit = (event, payload) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`
    for (const res of sseClients) res.write(frame)
  }
  const userDataDir = resolve(opts.userDataDir ?? process.env.LONDON_USER_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'london-host-'))))
  const dialogs = new ScriptedDialogs()
  const botWorker = new BotRunner()
  const service = createLondonService({
    version: pkg.version,
    host: 'node',
    emit,
    storage: createJsonFileStore(join(userDataDir, 'settings.json')),
    statisticsStorage: createJsonFileStore(join(userDataDir, 'statistics.json')),
    userDataDir,
    dialogs,
    bot: botWorker,
    analyst: botWorker,
  })

  let origin = ''
  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      console.error('[host]', err)
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'internal error')
      else res.end()
    })
  })

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Loopback only, and only under our own name (no DNS rebinding).
    if (req.headers.host !== new URL(origin).host) return send(res, 421, 'text/plain', 'wrong host')
    const url = new URL(req.url ?? '/', origin)
    // the routes below decode the path: a malformed one is the client's mistake, said plainly (not a 500)
    try {
      decodeURIComponent(url.pathname)
    } catch {
      return send(
        res,
        400,
        'text/plain; charset=utf-8',
        `bad percent-encoding in the URL path ${JSON.stringify(url.pathname.slice(0, 200))}`,
      )
    }

    if (url.pathname.startsWith('/ipc/')) {
      if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only')
      // The IPC sender check: only pages served by this host may call.
      if (req.headers.origin !== undefined && req.headers.origin !== origin)
        return sendJson(res, { ok: false, error: { code: 'FORBIDDEN', message: `Origin ${req.headers.origin} may not call IPC` } })
      if (!String(req.headers['content-type']).startsWith('application/json')) return send(res, 415, 'text/plain', 'application/json only')
      const channel = decodeURIComponent(url.pathname.slice('/ipc/'.length))
      let body: unknown
      try {
        body = JSON.parse(await readBody(req))
      } catch (err) {
        return sendJson(res, { ok: false, error: { code: 'BAD_REQUEST', message: `Body is not JSON: ${String(err)}` } })
      }
      const payload = typeof body === 'object' && body !== null ? (body as { payload?: unknown }).payload : undefined
      return sendJson(res, await handleIpc(service, channel, payload))
    }

    if (url.pathname === '/__host/dialog') {
      if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only')
      // For the test process only: no page (another origin, or ours) may choose where the next save goes. Browsers
      // send Origin (and Sec-Fetch-Site) with every POST; JSON alone would need a CORS preflight, never granted here.
      if (req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined)
        return send(
          res,
          403,
          'text/plain',
          `/__host/dialog is for the test process only: refused a request from a page (Origin ${req.headers.origin ?? '?'})`,
        )
      if (!String(req.headers['content-type']).startsWith('application/json')) return send(res, 415, 'text/plain', 'application/json only')
      let body: unknown
      try {
        body = JSON.parse(await readBody(req))
      } catch {
        return send(res, 400, 'text/plain', 'body is not JSON')
      }
      const { kind, path, replace } = (body ?? {}) as { kind?: unknown; path?: unknown; replace?: unknown }
      if (kind === 'overwrite') {
        if (typeof replace !== 'boolean') return send(res, 400, 'text/plain', 'replace must be true or false')
        dialogs.enqueueOverwrite(replace)
        return sendJson(res, { ok: true })
      }
      if (kind !== 'save' && kind !== 'open') return send(res, 400, 'text/plain', 'kind must be "save", "open" or "overwrite"')
      if (path !== null && (typeof path !== 'string' || !isAbsolute(path)))
        return send(res, 400, 'text/plain', 'path must be an absolute path or null')
      dialogs.enqueue(kind, path)
      return sendJson(res, { ok: true })
    }

    if (url.pathname === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
      res.write(': connected\n\n')
      sseClients.add(res)
      req.on('close', () => sseClients.delete(res))
      return
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'GET only')
    if (url.pathname === '/__london/shim.js') return send(res, 200, CONTENT_TYPES['.js']!, shim)
    // Browsers ask for it, Electron doesn't; don't turn that into a console error.
    if (url.pathname === '/favicon.ico') return send(res, 204, 'image/x-icon', '')

    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '')
    const file = normalize(join(rendererDir, rel))
    if (!file.startsWith(rendererDir + sep)) return send(res, 403, 'text/plain', 'forbidden')
    let data: Buffer
    try {
      data = await readFile(file)
    } catch {
      return send(res, 404, 'text/plain', rel === 'index.html' ? `no ${file}: build the renderer first` : 'not found')
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
    if (rel === 'index.html') {
      const html = data.toString('utf8').replace('</head>', '  <script src="/__london/shim.js"></script>\n  </head>')
      return send(res, 200, type, html)
    }
    return send(res, 200, type, data)
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(opts.port ?? 0, '127.0.0.1', () => ok())
  })
  const addr = server.address()
  if (addr === null || typeof addr === 'string') throw new Error('host: no TCP address')
  origin = `http://127.0.0.1:${addr.port}`

  return {
    url: `${origin}/`,
    userDataDir,
    dialogs,
    // stops bots and waits for the last autosave and settings write before closing
    close: async () => {
      await service.dispose()
      for (const res of sseClients) res.end()
      sseClients.clear()
      server.closeAllConnections()
      await new Promise<void>((ok) => server.close(() => ok()))
    },
  }
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': rendererCspHeader('production'),
    'x-frame-options': 'DENY',
  })
  res.end(body)
}

function sendJson(res: ServerResponse, value: unknown): void {
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(value))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        fail(new Error(`body over ${MAX_BODY} bytes`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })
}

// CLI entry: `tsx e2e/host/server.ts [--port N]`
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const i = process.argv.indexOf('--port')
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 0)
  const host = await startHost({ port })
  console.log(`LONDON_HOST_URL=${host.url}`)
  // every way of quitting waits for the last write (SIGKILL cannot be caught: the atomic writes cover it)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void host.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[host] close failed:', err)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  process.on('SIGHUP', stop)
}

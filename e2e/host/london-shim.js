// @ts-check
/**
 * Browser stand-in for src-main/preload.ts, used when the renderer runs in a
 * plain browser against the Node host (e2e/host/server.ts). Defines
 * `window.london` with exactly the preload's shape, on top of fetch
 * (`POST /ipc/<channel>`) and Server-Sent Events (`GET /events`).
 *
 * Plain JS on purpose: the host serves this file verbatim, followed by a call
 * with the channel/event names from the contract:
 *   (function installLondonShim(config) {...})({"channels":[...],"events":[...]});
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the host appends the call: (config)
;(function installLondonShim(/** @type {{ channels: string[]; events: string[] }} */ config) {
  /** @typedef {import('../../src-shared/ipc/contract').IpcResult<unknown>} Result */

  const events = new EventSource('/events')
  // Calls wait until the event stream is open, so an event caused by a call
  // is never emitted before this page can receive it (IPC has no such gap).
  const ready = new Promise((resolve) => {
    events.addEventListener('open', () => resolve(undefined), { once: true })
    setTimeout(resolve, 3000) // never block calls forever on a broken stream
  })

  /**
   * @param {string} channel
   * @param {unknown} payload
   * @returns {Promise<Result>}
   */
  async function invoke(channel, payload) {
    try {
      await ready
      const res = await fetch(`/ipc/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload }),
      })
      if (!res.ok) throw new Error(`HTTP ${res.status} ${await res.text()}`)
      return /** @type {Result} */ (await res.json())
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      return { ok: false, error: { code: 'TRANSPORT', message: `IPC "${channel}" failed: ${message}` } }
    }
  }

  /** @type {Record<string, unknown>} */
  const api = {}
  for (const name of config.channels) {
    api[name] = (/** @type {unknown} */ payload) => invoke(name, payload)
  }
  api.on = (/** @type {unknown} */ event, /** @type {unknown} */ listener) => {
    if (typeof event !== 'string' || !config.events.includes(event))
      throw new Error(`window.london.on: unknown event ${JSON.stringify(event)}`)
    if (typeof listener !== 'function') throw new Error('window.london.on: listener must be a function')
    /** @param {MessageEvent} msg */
    const wrapped = (msg) => listener(JSON.parse(msg.data))
    events.addEventListener(event, wrapped)
    return () => events.removeEventListener(event, wrapped)
  }

  // contextBridge freezes what it exposes; mirror that.
  Object.defineProperty(window, 'london', { value: Object.freeze(api), enumerable: true })
})

/**
 * The ONLY file that touches `ipcRenderer`. Runs sandboxed, built as CJS and
 * bundled into a single file (sandboxed preloads can neither be ESM nor
 * require local files). Exposes `window.london` (type: LondonApi).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { channelNames, EVENT_PREFIX, IPC_PREFIX, isEventName, type IpcResult, type LondonApi } from '../src-shared/ipc/contract'

function invoke(channel: string, payload: unknown): Promise<IpcResult<unknown>> {
  return (ipcRenderer.invoke(IPC_PREFIX + channel, payload) as Promise<IpcResult<unknown>>).catch((err: unknown): IpcResult<unknown> => ({
    ok: false,
    error: { code: 'TRANSPORT', message: `IPC "${channel}" failed: ${err instanceof Error ? err.message : String(err)}` },
  }))
}

const api: Record<string, unknown> = {}
for (const name of channelNames) {
  api[name] = (payload?: unknown) => invoke(name, payload)
}
api.on = (event: unknown, listener: unknown) => {
  if (!isEventName(event)) throw new Error(`window.london.on: unknown event ${JSON.stringify(event)}`)
  if (typeof listener !== 'function') throw new Error('window.london.on: listener must be a function')
  // Never hand the IpcRendererEvent (which carries `sender`) to the page.
  const wrapped = (_e: IpcRendererEvent, payload: unknown) => (listener as (p: unknown) => void)(payload)
  ipcRenderer.on(EVENT_PREFIX + event, wrapped)
  return () => void ipcRenderer.removeListener(EVENT_PREFIX + event, wrapped)
}

contextBridge.exposeInMainWorld('london', api as LondonApi)

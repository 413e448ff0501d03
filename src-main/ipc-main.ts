/**
 * The ONLY file that touches `ipcMain`. Registers every channel of the
 * contract against a service object and sends push events to renderers.
 */
import { ipcMain, webContents, type IpcMainInvokeEvent } from 'electron'
import { channelNames, EVENT_PREFIX, IPC_PREFIX, type Emit, type IpcResult, type LondonService } from '../src-shared/ipc/contract'
import { handleIpc } from '../src-shared/ipc/handle'

export interface RegisterOptions {
  /** True when `url` (the sending frame's URL) is our own renderer. */
  isTrustedUrl(url: string): boolean
}

/** Registers all channels; returns a function that removes them again. */
export function registerIpc(service: LondonService, opts: RegisterOptions): () => void {
  for (const name of channelNames) {
    ipcMain.handle(IPC_PREFIX + name, async (event: IpcMainInvokeEvent, payload: unknown): Promise<IpcResult<unknown>> => {
      const frame = event.senderFrame
      const url = frame?.url ?? ''
      if (!frame || frame.parent !== null || !opts.isTrustedUrl(url)) {
        console.warn(`[ipc] refused "${name}" from untrusted sender ${JSON.stringify(url)}`)
        return { ok: false, error: { code: 'FORBIDDEN', message: `Sender ${JSON.stringify(url)} may not call "${name}"` } }
      }
      return handleIpc(service, name, payload)
    })
  }
  return () => {
    for (const name of channelNames) ipcMain.removeHandler(IPC_PREFIX + name)
  }
}

/** An `Emit` that sends to every web contents currently showing our renderer. */
export function createEmitter(opts: RegisterOptions): Emit {
  return (event, payload) => {
    for (const wc of webContents.getAllWebContents()) {
      if (!wc.isDestroyed() && opts.isTrustedUrl(wc.getURL())) wc.send(EVENT_PREFIX + event, payload)
    }
  }
}

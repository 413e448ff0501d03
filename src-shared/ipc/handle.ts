/**
 * The one request path shared by Electron's ipc-main and the Node e2e host:
 * look up the channel, validate the payload, call the service, wrap the
 * outcome in an IpcResult. Never throws.
 */
import { channels, isChannelName, type IpcResult, type LondonService } from './contract'

/** Throw this from a service to answer with a specific error code. */
export class ServiceError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'ServiceError'
    this.code = code
  }
}

export interface HandleOptions {
  /** Called with unexpected errors (not ServiceError). Defaults to console.error. */
  onInternalError?: (channel: string, err: unknown) => void
}

export async function handleIpc(
  service: LondonService,
  channel: string,
  payload: unknown,
  opts: HandleOptions = {},
): Promise<IpcResult<unknown>> {
  if (!isChannelName(channel)) {
    return { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: `Unknown IPC channel "${channel}"` } }
  }
  const checked = channels[channel].request.check(payload)
  if (!checked.ok) {
    return { ok: false, error: { code: 'BAD_REQUEST', message: `Invalid request for "${channel}": ${checked.message}` } }
  }
  try {
    // The channel table and LondonService are keyed by the same names, so the
    // validated value matches the method's parameter; TS can't correlate them.
    const method = service[channel] as (req: unknown) => unknown
    const value = await method.call(service, checked.value)
    return { ok: true, value }
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: { code: err.code, message: err.message } }
    ;(opts.onInternalError ?? defaultInternalError)(channel, err)
    const message = err instanceof Error ? err.message : String(err)
    return { ok: false, error: { code: 'INTERNAL', message: `"${channel}" failed: ${message}` } }
  }
}

function defaultInternalError(channel: string, err: unknown): void {
  console.error(`[ipc] ${channel} threw:`, err)
}

/**
 * The one request path shared by Electron's ipc-main and the Node e2e host:
 * look up the channel, parse the payload with its schema, call the service,
 * wrap the outcome in an IpcResult. Never throws.
 */
import * as v from 'valibot'
import { excerpt, explain } from '../schemas'
import { channels, isChannelName, type IpcError, type IpcResult, type LondonService } from './contract'

/** Throw this from a service to answer with a specific error of the contract's closed union. */
export class ServiceError extends Error {
  constructor(readonly error: IpcError) {
    super(error.message)
    this.name = 'ServiceError'
  }
  get code(): IpcError['code'] {
    return this.error.code
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
    return { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: `Unknown IPC channel "${excerpt(channel)}"` } }
  }
  const parsed = v.safeParse(channels[channel].request, payload)
  if (!parsed.success) {
    return { ok: false, error: { code: 'BAD_REQUEST', message: `Invalid request for "${channel}": ${explain(parsed.issues)}` } }
  }
  try {
    // The channel table and LondonService are keyed by the same names, so the
    // parsed value matches the method's parameter; TS can't correlate them.
    const method = service[channel] as (req: unknown) => unknown
    const value = await method.call(service, parsed.output)
    return { ok: true, value }
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.error }
    ;(opts.onInternalError ?? defaultInternalError)(channel, err)
    const message = err instanceof Error ? err.message : String(err)
    return { ok: false, error: { code: 'INTERNAL', message: `"${channel}" failed: ${message}` } }
  }
}

function defaultInternalError(channel: string, err: unknown): void {
  console.error(`[ipc] ${channel} threw:`, err)
}

/** The app's own channel: `appInfo`. */
import type { LondonService } from '../../src-shared/ipc/contract'
import type { ServiceContext } from './context'

export type AppService = Pick<LondonService, 'appInfo'>

export function createAppService(ctx: ServiceContext): AppService {
  return {
    appInfo: () => ({ name: 'London', version: ctx.version, host: ctx.host }),
  }
}

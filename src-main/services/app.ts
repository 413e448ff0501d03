/** App-level channels: `appInfo`, `echo`. */
import type { LondonService } from '../../src-shared/ipc/contract'
import type { ServiceContext } from './context'

export type AppService = Pick<LondonService, 'appInfo' | 'echo'>

export function createAppService(ctx: ServiceContext): AppService {
  return {
    appInfo: () => ({ name: 'London', version: ctx.version, host: ctx.host }),
    echo: ({ text }) => {
      ctx.emit('echoed', { text })
      return { text }
    },
  }
}

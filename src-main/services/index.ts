/**
 * The main-process service object: one method per channel of the contract
 * (src-shared/ipc/contract.ts). Compose feature services here; the type
 * `LondonService` makes the compiler list any channel left unimplemented.
 */
import type { LondonService } from '../../src-shared/ipc/contract';
import { createAppService } from './app';
import type { ServiceContext } from './context';

export type { KeyValueStore, ServiceContext } from './context';
export { createMemoryStore } from './context';

export function createLondonService(ctx: ServiceContext): LondonService {
  return {
    ...createAppService(ctx),
  };
}

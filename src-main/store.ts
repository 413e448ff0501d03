/** electron-store behind the service's KeyValueStore interface. */
import Store from 'electron-store'
import type { KeyValueStore } from './services'

export function createElectronStore(): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name: 'london' })
  return {
    get: (key) => store.get(key),
    // electron-store writes synchronously (its own atomic write) before returning
    set: (key, value) => store.set(key, value),
  }
}

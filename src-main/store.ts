/**
 * electron-store behind the service's KeyValueStore interface: `london` (settings) and `statistics`, each a JSON
 * file in the user data folder. A file that cannot be read is moved aside (setAside says where) and a new one begun.
 */
import { app } from 'electron'
import Store from 'electron-store'
import { join } from 'node:path'
import { setFileAside, type KeyValueStore } from './services'

export function createElectronStore(name = 'london'): KeyValueStore {
  let setAside: string | null = null
  let store: Store<Record<string, unknown>>
  try {
    store = new Store<Record<string, unknown>>({ name })
  } catch (err) {
    // electron-store throws on a file that is not JSON: keep it aside, start afresh
    console.warn(`[london] ${name}.json could not be read (${String(err)}); set aside`)
    setAside = setFileAside(join(app.getPath('userData'), `${name}.json`))
    store = new Store<Record<string, unknown>>({ name })
  }
  return {
    setAside,
    get: (key) => store.get(key),
    // electron-store writes synchronously (its own atomic write) before returning
    set: (key, value) => store.set(key, value),
  }
}

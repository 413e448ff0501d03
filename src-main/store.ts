/**
 * electron-store behind the service's KeyValueStore interface: `london` (settings) and `statistics`, each a JSON
 * file in the user data folder. A file that cannot be read, or is not a JSON object, is moved aside (setAside says
 * where; the services tell the player) and a new one begun.
 */
import { app } from 'electron'
import Store from 'electron-store'
import { join } from 'node:path'
import { readStoreFile, setFileAside, type KeyValueStore } from './services'

export function createElectronStore(name = 'london'): KeyValueStore {
  const path = join(app.getPath('userData'), `${name}.json`)
  // checked as the Node host checks its files: electron-store would take JSON that is not an object for {} and
  // write over it at the next change
  let setAside = readStoreFile(path).setAside
  if (setAside) console.warn(`[london] ${name}.json could not be read; set aside as ${setAside}`)
  let store: Store<Record<string, unknown>>
  try {
    store = new Store<Record<string, unknown>>({ name })
  } catch (err) {
    // changed since the check (electron-store throws on a file that is not JSON): keep it aside, start afresh
    console.warn(`[london] ${name}.json could not be read (${String(err)}); set aside`)
    setAside = setFileAside(path)
    store = new Store<Record<string, unknown>>({ name })
  }
  return {
    setAside,
    get: (key) => store.get(key),
    // electron-store writes synchronously (its own atomic write) before returning
    set: (key, value) => store.set(key, value),
  }
}

/**
 * Small persistent key/value store: electron-store in Electron, an atomic JSON file in the Node host
 * (services/json-store.ts), memory in tests. `set` resolves once the value is stored durably.
 */
export interface KeyValueStore {
  get(key: string): unknown
  set(key: string, value: unknown): void | Promise<void>
  /** where the store's file was moved at start because it could not be read (its content kept there); else null */
  readonly setAside?: string | null
}

export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const data = new Map<string, unknown>(Object.entries(initial))
  return {
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
  }
}

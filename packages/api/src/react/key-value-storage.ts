/**
 * Where a screen keeps small preferences between visits (a list's density, …). Screens never
 * touch the browser's storage themselves: the host injects one of these, as it injects the API
 * adapter, so stories and tests run on a fresh one each and embedders choose where it goes.
 * Implementations never throw: storage the browser refuses reads as empty and keeps nothing.
 */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** Kept for the life of the object: stories, tests, and embedders that want nothing saved. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

/** The part of the Web Storage API used here (`localStorage`, `sessionStorage`). */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Over the browser's Web Storage. Every call may throw there (privacy settings, an embedding
 * frame, a full quota); the preference is then simply not remembered.
 */
export function createBrowserStorage(storage: WebStorage): KeyValueStorage {
  return {
    get(key) {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        storage.setItem(key, value)
      } catch {
        // Not remembered; the screen still applies it.
      }
    },
    remove(key) {
      try {
        storage.removeItem(key)
      } catch {
        // Nothing to forget if nothing could be kept.
      }
    },
  }
}

import { describe, expect, it } from 'vitest'
import { createBrowserStorage, createMemoryStorage, type WebStorage } from './key-value-storage.ts'

/** A Web Storage over a Map, as a browser that allows storage behaves. */
function webStorage(): WebStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const refusing: WebStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('createMemoryStorage', () => {
  it('keeps, reads and forgets values, starting from the ones given', () => {
    const storage = createMemoryStorage({ density: 'compact' })
    expect(storage.get('density')).toBe('compact')
    storage.set('density', 'comfortable')
    expect(storage.get('density')).toBe('comfortable')
    storage.remove('density')
    expect(storage.get('density')).toBeNull()
  })

  it('is a fresh memory each time', () => {
    createMemoryStorage().set('density', 'compact')
    expect(createMemoryStorage().get('density')).toBeNull()
  })
})

describe('createBrowserStorage', () => {
  it('reads and writes the browser storage it wraps', () => {
    const backing = webStorage()
    const storage = createBrowserStorage(backing)
    storage.set('density', 'compact')
    expect(backing.values.get('density')).toBe('compact')
    expect(storage.get('density')).toBe('compact')
    storage.remove('density')
    expect(backing.values.has('density')).toBe(false)
  })

  it('reads as empty and keeps nothing when the browser refuses storage, without throwing', () => {
    const storage = createBrowserStorage(refusing)
    expect(storage.get('density')).toBeNull()
    expect(() => storage.set('density', 'compact')).not.toThrow()
    expect(() => storage.remove('density')).not.toThrow()
  })
})

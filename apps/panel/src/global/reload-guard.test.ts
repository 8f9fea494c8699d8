import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './reload-guard.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('chunk-load reload guard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true)
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk-load error: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected)
  })
})

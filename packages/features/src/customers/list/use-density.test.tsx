import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import {
  createBrowserStorage,
  createMemoryStorage,
  StorageProvider,
  type KeyValueStorage,
} from '@vitrine/api/react'
import { DENSITY_STORAGE_KEY, useDensity } from './use-density.ts'

const withStorage = (storage: KeyValueStorage) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <StorageProvider storage={storage}>{children}</StorageProvider>
  }

describe('useDensity', () => {
  it('starts comfortable and remembers a change for the next visit', async () => {
    const storage = createMemoryStorage()
    const first = await renderHook(() => useDensity(), { wrapper: withStorage(storage) })
    expect(first.result.current[0]).toBe('comfortable')
    await first.act(() => first.result.current[1]('compact'))
    expect(first.result.current[0]).toBe('compact')
    expect(storage.get(DENSITY_STORAGE_KEY)).toBe('compact')

    const next = await renderHook(() => useDensity(), { wrapper: withStorage(storage) })
    expect(next.result.current[0]).toBe('compact')
  })

  it('ignores a stored value it does not know', async () => {
    const storage = createMemoryStorage({ [DENSITY_STORAGE_KEY]: 'gigantic' })
    const { result } = await renderHook(() => useDensity(), { wrapper: withStorage(storage) })
    expect(result.current[0]).toBe('comfortable')
  })

  it('still switches when the browser refuses storage', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    const storage = createBrowserStorage({
      getItem: blocked,
      setItem: blocked,
      removeItem: blocked,
    })
    const { result, act } = await renderHook(() => useDensity(), { wrapper: withStorage(storage) })
    expect(result.current[0]).toBe('comfortable')
    await act(() => result.current[1]('compact'))
    expect(result.current[0]).toBe('compact')
  })
})

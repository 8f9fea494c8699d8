import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { DENSITY_STORAGE_KEY, useDensity } from './use-density.ts'

afterEach(() => {
  localStorage.removeItem(DENSITY_STORAGE_KEY)
  vi.restoreAllMocks()
})

describe('useDensity', () => {
  it('starts comfortable and remembers a change for the next visit', async () => {
    const first = await renderHook(() => useDensity())
    expect(first.result.current[0]).toBe('comfortable')
    await first.act(() => first.result.current[1]('compact'))
    expect(first.result.current[0]).toBe('compact')
    expect(localStorage.getItem(DENSITY_STORAGE_KEY)).toBe('compact')

    const next = await renderHook(() => useDensity())
    expect(next.result.current[0]).toBe('compact')
  })

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem(DENSITY_STORAGE_KEY, 'gigantic')
    const { result } = await renderHook(() => useDensity())
    expect(result.current[0]).toBe('comfortable')
  })

  it('still switches when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const { result, act } = await renderHook(() => useDensity())
    expect(result.current[0]).toBe('comfortable')
    await act(() => result.current[1]('compact'))
    expect(result.current[0]).toBe('compact')
  })
})

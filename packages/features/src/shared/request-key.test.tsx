import { describe, expect, it } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { useRequestKey } from './request-key.ts'

describe('useRequestKey', () => {
  it('sends the same key again with the same request, across renders', async () => {
    const { result, rerender } = await renderHook(() => useRequestKey())
    const first = result.current({ amount_cents: 1_000 })
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    await rerender()
    expect(result.current({ amount_cents: 1_000 })).toBe(first)
  })

  it('makes a new key for another request (the server refuses a key reused for another body)', async () => {
    const { result } = await renderHook(() => useRequestKey())
    const first = result.current({ amount_cents: 1_000 })
    const second = result.current({ amount_cents: 2_000 })
    expect(second).not.toBe(first)
    expect(result.current({ amount_cents: 2_000 })).toBe(second)
  })

  it('gives each opening of a dialog its own key', async () => {
    const one = await renderHook(() => useRequestKey())
    const other = await renderHook(() => useRequestKey())
    expect(one.result.current({})).not.toBe(other.result.current({}))
  })
})

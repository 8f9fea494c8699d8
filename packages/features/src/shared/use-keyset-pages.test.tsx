import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { useKeysetPages, type KeysetPage, type KeysetQuery } from './use-keyset-pages.ts'

type Filters = { q?: string }

/** Rows 1 to 5, `limit` at a time (2 by default); the cursor is the last row handed out. */
function setup() {
  const rows = [1, 2, 3, 4, 5]
  let hold: Promise<void> | undefined
  const fetchPage = vi.fn(async (query: KeysetQuery<Filters>): Promise<KeysetPage<string>> => {
    await hold
    const from = query.cursor ? Number(query.cursor) : 0
    const slice = rows.slice(from, from + (query.limit ?? 2))
    const last = from + slice.length
    return {
      items: slice.map((row) => `${query.q ?? ''}${row}`),
      next_cursor: last < rows.length ? String(last) : null,
    }
  })
  // A cache of its own per test: pages cached by one test must not answer the next.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  )
  /** Until the returned function is called, every fetch waits. */
  const holdFetches = () => {
    let release = () => {}
    hold = new Promise((resolve) => (release = resolve))
    return () => {
      hold = undefined
      release()
    }
  }
  return { fetchPage, wrapper, holdFetches }
}

const listKey = (filters: Filters) => ['rows', 'list', filters] as const

describe('useKeysetPages', () => {
  it('fetches the first page, then each next one from the cursor the last handed back', async () => {
    const { fetchPage, wrapper } = setup()
    const { result, act } = await renderHook(
      () => useKeysetPages({ filters: {}, enabled: true, listKey, fetchPage }),
      { wrapper },
    )
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2']))
    expect(result.current.hasMore).toBe(true)

    await act(() => result.current.loadMore())
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2', '3', '4']))
    await act(() => result.current.loadMore())
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2', '3', '4', '5']))
    expect(result.current.hasMore).toBe(false)
    expect(result.current.loadingMore).toBe(false)
    // With each new page only the first is asked again (it is where new rows appear); the
    // pages between are not.
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      {},
      {},
      { cursor: '2' },
      {},
      { cursor: '4' },
    ])
  })

  it('sends the filters and the page size with every page', async () => {
    const { fetchPage, wrapper } = setup()
    const { result, act } = await renderHook(
      () => useKeysetPages({ filters: { q: 'a' }, enabled: true, pageSize: 3, listKey, fetchPage }),
      { wrapper },
    )
    await vi.waitFor(() => expect(result.current.items).toEqual(['a1', 'a2', 'a3']))
    await act(() => result.current.loadMore())
    await vi.waitFor(() => expect(result.current.items).toHaveLength(5))
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      { q: 'a', limit: 3 },
      { q: 'a', limit: 3 },
      { q: 'a', cursor: '3', limit: 3 },
    ])
  })

  it('fetches nothing while it is not enabled', async () => {
    const { fetchPage, wrapper } = setup()
    const { result, rerender } = await renderHook(
      (enabled: boolean = false) => useKeysetPages({ filters: {}, enabled, listKey, fetchPage }),
      { wrapper },
    )
    expect(result.current.items).toBeUndefined()
    expect(result.current.isLoading).toBe(false)
    expect(fetchPage).not.toHaveBeenCalled()
    await rerender(true)
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2']))
  })

  it('starts over on new filters, keeping the old rows marked stale until the new ones come', async () => {
    const { fetchPage, wrapper, holdFetches } = setup()
    const { result, rerender, act } = await renderHook(
      (filters: Filters = {}) => useKeysetPages({ filters, enabled: true, listKey, fetchPage }),
      { wrapper },
    )
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2']))
    await act(() => result.current.loadMore())
    await vi.waitFor(() => expect(result.current.items).toHaveLength(4))
    expect(result.current.stale).toBe(false)

    const release = holdFetches()
    await rerender({ q: 'b' })
    await vi.waitFor(() => expect(result.current.stale).toBe(true))
    expect(result.current.items).toEqual(['1', '2', '3', '4'])
    release()
    await vi.waitFor(() => expect(result.current.items).toEqual(['b1', 'b2']))
    expect(result.current.stale).toBe(false)
    expect(fetchPage.mock.calls.at(-1)?.[0]).toEqual({ q: 'b' })
  })

  it('reports a failed page, and reload asks again', async () => {
    const { fetchPage, wrapper } = setup()
    fetchPage.mockRejectedValueOnce(new Error('offline'))
    const { result, act } = await renderHook(
      () => useKeysetPages({ filters: {}, enabled: true, listKey, fetchPage }),
      { wrapper },
    )
    await vi.waitFor(() => expect(result.current.error).toEqual(new Error('offline')))
    expect(result.current.items).toBeUndefined()
    await act(() => result.current.reload())
    await vi.waitFor(() => expect(result.current.items).toEqual(['1', '2']))
    expect(result.current.error).toBeUndefined()
  })
})

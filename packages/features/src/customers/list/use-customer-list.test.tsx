import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { createFixtureApi, type FixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { SEARCH_DEBOUNCE_MS } from '../../shared/use-debounced-search.ts'
import { useCustomerList } from './use-customer-list.ts'

function setup() {
  const api = createFixtureApi({ wrap: (method) => vi.fn(method) as unknown as typeof method })
  // A cache of its own per test: lists cached by one test must not answer the next.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <VitrineProvider api={api}>{children}</VitrineProvider>
    </SWRConfig>
  )
  return { api, wrapper }
}

const queries = (api: FixtureApi) =>
  vi.mocked(api.customers.list).mock.calls.map(([, query]) => query)

afterEach(() => {
  vi.useRealTimers()
})

describe('useCustomerList', () => {
  it('sends the search once typing has paused, not at every key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { api, wrapper } = setup()
    const { result, act } = await renderHook(() => useCustomerList(101, true), { wrapper })
    await vi.waitFor(() => expect(result.current.customers).toHaveLength(5))

    for (const typed of ['a', 'an', 'ana']) {
      await act(() => result.current.setSearch(typed))
      await act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100))
    }
    // Each key put the search off again: nothing has gone yet.
    expect(result.current.search).toBe('ana')
    expect(result.current.filters).toEqual({})
    await act(() => vi.advanceTimersByTime(100))
    expect(result.current.filters).toEqual({ q: 'ana' })
    await vi.waitFor(() => expect(result.current.customers).toHaveLength(1))
    expect(queries(api)).toEqual([{}, { q: 'ana' }])
  })

  it('trims the search, and a blank one is no search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { wrapper } = setup()
    const { result, act } = await renderHook(() => useCustomerList(101, true), { wrapper })
    await act(() => result.current.setSearch('  ana  '))
    await act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(result.current.filters).toEqual({ q: 'ana' })
    await act(() => result.current.setSearch('   '))
    await act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(result.current.filters).toEqual({})
  })

  it('clears the search and the filters at once, keeping the order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { wrapper } = setup()
    const { result, act } = await renderHook(() => useCustomerList(101, true), { wrapper })
    await act(() => result.current.setSort('name'))
    await act(() => result.current.setFilters({ tag: 'vip', has_purchases: true }))
    await act(() => result.current.setSearch('ana'))
    await act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(result.current.filters).toEqual({
      tag: 'vip',
      has_purchases: true,
      q: 'ana',
      sort: 'name',
    })
    await act(() => result.current.clearFilters())
    // No waiting for the debounce: the list the user asked back comes at once.
    expect(result.current.search).toBe('')
    expect(result.current.filters).toEqual({ sort: 'name' })
  })

  it('takes filters without touching the search or the order, leaving blanks out', async () => {
    const { wrapper } = setup()
    const { result, act } = await renderHook(() => useCustomerList(101, true), { wrapper })
    await act(() => result.current.setSort('-total_spent'))
    await act(() =>
      result.current.setFilters({
        q: 'ignored',
        sort: 'name',
        tag: '',
        created_from: '2026-11-01',
      }),
    )
    expect(result.current.filters).toEqual({ created_from: '2026-11-01', sort: '-total_spent' })
  })

  it('asks for pages of the given size, and for nothing while disabled', async () => {
    const { api, wrapper } = setup()
    const disabled = await renderHook(() => useCustomerList(101, false), { wrapper })
    expect(disabled.result.current.customers).toBeUndefined()
    expect(api.customers.list).not.toHaveBeenCalled()

    const { result, act } = await renderHook(() => useCustomerList(101, true, 2), { wrapper })
    await vi.waitFor(() => expect(result.current.customers).toHaveLength(2))
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.loadMore())
    await vi.waitFor(() => expect(result.current.customers).toHaveLength(4))
    expect(queries(api)).toContainEqual({ limit: 2, cursor: '2' })
  })
})

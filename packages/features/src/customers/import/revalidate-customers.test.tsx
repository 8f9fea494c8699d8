import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import useSWR from 'swr'
import useSWRInfinite from 'swr/infinite'
import { customerKeys } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { useRevalidateCustomers } from './revalidate-customers.ts'

function Cached({
  fetchers,
  onReady,
}: {
  fetchers: Record<'list' | 'tags' | 'otherStore' | 'otherArea', () => Promise<number>>
  onReady: (revalidate: () => Promise<void>) => void
}) {
  useSWRInfinite(
    (index) => [...customerKeys.list(101, { q: 'ana' }), index],
    () => fetchers.list(),
  )
  useSWR(customerKeys.tags(101), () => fetchers.tags())
  useSWR(customerKeys.tags(1010), () => fetchers.otherStore())
  useSWR(['tokens', 101], () => fetchers.otherArea())
  onReady(useRevalidateCustomers(101))
  return null
}

describe('useRevalidateCustomers', () => {
  it('fetches the store’s customer lists and data again, and nothing else', async () => {
    const fetchers = {
      list: vi.fn(async () => 1),
      tags: vi.fn(async () => 1),
      otherStore: vi.fn(async () => 1),
      otherArea: vi.fn(async () => 1),
    }
    let revalidate: () => Promise<void> = async () => {}
    await render(
      <VitrineProvider api={createFixtureApi()}>
        <Cached fetchers={fetchers} onReady={(next) => (revalidate = next)} />
      </VitrineProvider>,
    )
    await vi.waitFor(() => {
      for (const fetcher of Object.values(fetchers)) expect(fetcher).toHaveBeenCalledOnce()
    })

    await revalidate()
    await vi.waitFor(() => {
      expect(fetchers.list).toHaveBeenCalledTimes(2)
      expect(fetchers.tags).toHaveBeenCalledTimes(2)
    })
    expect(fetchers.otherStore).toHaveBeenCalledOnce()
    expect(fetchers.otherArea).toHaveBeenCalledOnce()
  })
})

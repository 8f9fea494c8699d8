import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { matchRoute, type RouteDefinition } from '@vitrine/features'
import {
  PREFETCH_DELAY_MS,
  prefetchAllowed,
  routesLinked,
  schedulePrefetch,
  type ConnectionHints,
  type PrefetchOptions,
} from './prefetch.ts'

const origin = 'https://painel.exemplo.com.br'
const links = [`${origin}/7/customers`, `${origin}/7/settings/users`]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function scheduled(
  connection: ConnectionHints | undefined,
  options: Partial<PrefetchOptions> = {},
) {
  const fetched: string[] = []
  const preload = vi.fn(async (route: RouteDefinition) => {
    fetched.push(route.name)
  })
  const manifest = vi.fn(async () => matchRoute)
  const cancel = schedulePrefetch({
    connection: () => connection,
    links: () => links,
    origin,
    manifest,
    preload,
    ...options,
  })
  return { fetched, manifest, preload, cancel }
}

describe('the payload prefetch (specification section 9)', () => {
  it('starts one second after start, with the routes the page links to', async () => {
    expect(PREFETCH_DELAY_MS).toBe(1000)
    const { fetched } = scheduled({ effectiveType: '4g' })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetched).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetched).toEqual(['customers', 'settings-users'])
  })

  it('fetches the whole route manifest first, the links are matched with it', async () => {
    const { fetched, manifest } = scheduled({ effectiveType: '4g' })
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1)
    expect(manifest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(manifest).toHaveBeenCalledOnce()
    expect(fetched).toEqual(['customers', 'settings-users'])
  })

  it('prefetches nothing when the manifest does not arrive', async () => {
    const { preload } = scheduled(
      { effectiveType: '4g' },
      { manifest: () => Promise.reject(new Error('chunk failed')) },
    )
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS)
    expect(preload).not.toHaveBeenCalled()
  })

  it('is skipped on slow-2g, the manifest too', async () => {
    const { manifest, preload } = scheduled({ effectiveType: 'slow-2g' })
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 10)
    expect(preload).not.toHaveBeenCalled()
    expect(manifest).not.toHaveBeenCalled()
  })

  it('is skipped when the user asks to save data, the manifest too', async () => {
    const { manifest, preload } = scheduled({ effectiveType: '4g', saveData: true })
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS)
    expect(preload).not.toHaveBeenCalled()
    expect(manifest).not.toHaveBeenCalled()
  })

  it('reads the connection when it starts, not when it is scheduled', async () => {
    const connection: ConnectionHints = { effectiveType: '4g' }
    const { preload } = scheduled(connection)
    connection.effectiveType = 'slow-2g'
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS)
    expect(preload).not.toHaveBeenCalled()
  })

  it('runs where the browser gives no connection hints', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('can be cancelled before it starts', async () => {
    const { preload, cancel } = scheduled({ effectiveType: '4g' })
    cancel()
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS)
    expect(preload).not.toHaveBeenCalled()
  })

  it('fetches one route at a time, and goes on after a failure', async () => {
    const pending: Array<{ name: string; settle: (ok: boolean) => void }> = []
    const preload = vi.fn(
      (route: RouteDefinition) =>
        new Promise<void>((resolve, reject) =>
          pending.push({
            name: route.name,
            settle: (ok) => (ok ? resolve() : reject(new Error('chunk failed'))),
          }),
        ),
    )
    scheduled({ effectiveType: '4g' }, { preload })
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS)
    expect(pending.map((p) => p.name)).toEqual(['customers'])
    pending[0]!.settle(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(pending.map((p) => p.name)).toEqual(['customers', 'settings-users'])
  })
})

describe('the routes a page links to', () => {
  it('are the manifest routes of its own links, each once, in order', () => {
    const routes = routesLinked(
      [
        `${origin}/7/customers/details/12`,
        `${origin}/7/customers/details/13?aba=notas`,
        'https://outro.exemplo.com/7/customers',
        `${origin}/nao/existe`,
        '/apps',
        `${origin}/7/customers`,
      ],
      origin,
      matchRoute,
    )
    expect(routes.map((route) => route.name)).toEqual(['customers-details', 'apps', 'customers'])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_POLL_MS, watchForUpdates } from './updates.ts'

afterEach(() => vi.useRealTimers())

function serving(buildIds: string[]) {
  const urls: string[] = []
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url))
    return new Response(JSON.stringify({ buildId: buildIds.shift() ?? 'same' }))
  }) as unknown as typeof fetch
  return { fetcher, urls }
}

describe('update detection', () => {
  it('polls the latest-build manifest with a timestamp and reports a new build once', async () => {
    vi.useFakeTimers()
    const { fetcher, urls } = serving(['running', 'next', 'next'])
    const onUpdate = vi.fn()
    const target = new EventTarget() as unknown as Window
    const stop = watchForUpdates({ runningBuildId: 'running', onUpdate, fetcher, target })
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS)
    expect(onUpdate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS)
    expect(onUpdate).toHaveBeenCalledWith('next')
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS)
    expect(onUpdate).toHaveBeenCalledOnce()
    expect(urls[0]).toMatch(/^\/build\.json\?t=\d+$/)
    stop()
  })

  it('checks when the tab gets focus again', async () => {
    const { fetcher } = serving(['next'])
    const onUpdate = vi.fn()
    const target = new EventTarget()
    const stop = watchForUpdates({
      runningBuildId: 'running',
      onUpdate,
      fetcher,
      target: target as unknown as Window,
    })
    target.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledWith('next'))
    stop()
  })

  it('ignores a manifest it cannot read', async () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(
      async () => new Response('oops', { status: 500 }),
    ) as unknown as typeof fetch
    const onUpdate = vi.fn()
    const stop = watchForUpdates({
      runningBuildId: 'running',
      onUpdate,
      fetcher,
      target: new EventTarget() as unknown as Window,
    })
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS * 2)
    expect(onUpdate).not.toHaveBeenCalled()
    stop()
  })
})

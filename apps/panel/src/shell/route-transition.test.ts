import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROUTE_TRANSITION_WAIT_MS, transitionWait } from './route-transition.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function controlled() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

/** Whether the wait is over, after letting pending callbacks run. */
async function over(wait: Promise<void>) {
  let done = false
  void wait.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('the route transition wait (specification section 9)', () => {
  it('waits about 100 ms', () => {
    expect(ROUTE_TRANSITION_WAIT_MS).toBe(100)
  })

  it('ends as soon as the next screen’s code is in', async () => {
    const code = controlled()
    const wait = transitionWait(code.promise)
    await vi.advanceTimersByTimeAsync(30)
    expect(await over(wait)).toBe(false)
    code.resolve()
    expect(await over(wait)).toBe(true)
  })

  it('gives up after 100 ms, so a slow screen shows its loading state', async () => {
    const wait = transitionWait(controlled().promise)
    await vi.advanceTimersByTimeAsync(ROUTE_TRANSITION_WAIT_MS - 1)
    expect(await over(wait)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await over(wait)).toBe(true)
  })

  it('ends, without failing, when the code fails to load', async () => {
    const code = controlled()
    const wait = transitionWait(code.promise)
    code.reject(new Error('chunk failed'))
    expect(await over(wait)).toBe(true)
    await expect(wait).resolves.toBeUndefined()
  })
})

import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import {
  LOADING_BAR_DURATION,
  LOADING_BAR_FINISH,
  LOADING_BAR_HEIGHT,
  LOADING_BAR_THROTTLE,
  LoadingBar,
} from './loading-bar.tsx'

const bar = () => page.getByRole('progressbar', { name: 'Carregando página' })

/** Runs the fake timers inside act, so whatever they change is on screen when it returns. */
async function advance(ms: number) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => {
      vi.advanceTimersByTime(ms)
    })
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false
  }
}

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the constants of the specification', () => {
    expect(LOADING_BAR_THROTTLE).toBe(200)
    expect(LOADING_BAR_DURATION).toBe(2000)
    expect(LOADING_BAR_HEIGHT).toBe(3)
  })

  it('appears only once loading has lasted the throttle', async () => {
    await render(<LoadingBar loading />)
    await advance(LOADING_BAR_THROTTLE - 1)
    expect(bar().query()).toBeNull()
    await advance(1)
    await expect.element(bar()).toBeInTheDocument()
    await expect.element(bar()).toHaveAttribute('data-state', 'running')
  })

  it('never flashes for a load shorter than the throttle', async () => {
    const screen = await render(<LoadingBar loading />)
    await advance(150)
    await screen.rerender(<LoadingBar loading={false} />)
    expect(bar().query()).toBeNull()
    await advance(1000)
    expect(bar().query()).toBeNull()
  })

  it('completes to 100% and fades out when loading ends, then goes away', async () => {
    const screen = await render(<LoadingBar loading />)
    await advance(LOADING_BAR_THROTTLE)
    await expect.element(bar()).not.toHaveAttribute('aria-valuenow')

    await screen.rerender(<LoadingBar loading={false} />)
    await expect.element(bar()).toHaveAttribute('data-state', 'finishing')
    await expect.element(bar()).toHaveAttribute('aria-valuenow', '100')

    await advance(LOADING_BAR_FINISH - 1)
    await expect.element(bar()).toBeInTheDocument()
    await advance(1)
    expect(bar().query()).toBeNull()
  })

  it('starts over when a new load begins while it is finishing', async () => {
    const screen = await render(<LoadingBar loading />)
    await advance(LOADING_BAR_THROTTLE)
    const first = bar().element()
    await screen.rerender(<LoadingBar loading={false} />)
    await advance(100)
    await screen.rerender(<LoadingBar loading />)
    await advance(LOADING_BAR_THROTTLE)
    await expect.element(bar()).toHaveAttribute('data-state', 'running')
    expect(bar().element()).not.toBe(first)
    // The old fade-out must not hide the new run.
    await advance(LOADING_BAR_FINISH)
    await expect.element(bar()).toBeInTheDocument()
  })

  it('honours a custom throttle and height', async () => {
    await render(<LoadingBar loading throttle={500} height={5} />)
    await advance(499)
    expect(bar().query()).toBeNull()
    await advance(1)
    await expect.element(bar()).toBeInTheDocument()
    expect(bar().element().getBoundingClientRect().height).toBe(5)
  })

  it('is 3 px high, fixed to the top and brand-coloured by default', async () => {
    await render(<LoadingBar loading />)
    await advance(LOADING_BAR_THROTTLE)
    const element = bar().element()
    const box = element.getBoundingClientRect()
    expect(box.height).toBe(3)
    expect(box.top).toBe(0)
    expect(getComputedStyle(element).position).toBe('fixed')
    const fill = element.firstElementChild as HTMLElement
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--vt-brand')
    expect(brand).not.toBe('')
    expect(getComputedStyle(fill).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
  })

  it('grows over the given duration', async () => {
    await render(<LoadingBar loading duration={3000} />)
    await advance(LOADING_BAR_THROTTLE)
    const fill = bar().element().firstElementChild as HTMLElement
    expect(getComputedStyle(fill).transitionDuration).toBe('3s')
  })
})

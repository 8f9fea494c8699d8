import { Suspense, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { preloadable } from './preloadable.ts'

type Props = { title: string }
type Module = { default: ComponentType<Props> }

function Screen({ title }: Props) {
  return <h1>{title}</h1>
}

/** A screen whose code arrives when the test says so. */
function controlledScreen() {
  const arrivals: Array<{ resolve: (module: Module) => void; reject: (error: Error) => void }> = []
  const load = vi.fn(
    () => new Promise<Module>((resolve, reject) => arrivals.push({ resolve, reject })),
  )
  return {
    ...preloadable(load),
    load,
    arrive: () => arrivals.at(-1)!.resolve({ default: Screen }),
    fail: () => arrivals.at(-1)!.reject(new Error('chunk failed')),
  }
}

function shown(screen: ReturnType<typeof controlledScreen>, fallback: () => void) {
  function Loading() {
    fallback()
    return <p>Carregando</p>
  }
  return render(
    <Suspense fallback={<Loading />}>
      <screen.Component title="Clientes" />
    </Suspense>,
  )
}

describe('preloadable components', () => {
  it('render code fetched ahead without ever showing their loading state', async () => {
    const screen = controlledScreen()
    const preloaded = screen.preload()
    screen.arrive()
    await preloaded
    const fallback = vi.fn()
    const view = await shown(screen, fallback)
    await expect.element(view.getByRole('heading', { name: 'Clientes' })).toBeVisible()
    expect(fallback).not.toHaveBeenCalled()
  })

  it('suspend while the code is still on its way', async () => {
    const screen = controlledScreen()
    const fallback = vi.fn()
    const view = await shown(screen, fallback)
    await expect.element(view.getByText('Carregando')).toBeVisible()
    screen.arrive()
    await expect.element(view.getByRole('heading', { name: 'Clientes' })).toBeVisible()
    expect(fallback).toHaveBeenCalled()
  })

  it('fetch the code once, however often it is asked for', async () => {
    const screen = controlledScreen()
    const first = screen.preload()
    const second = screen.preload()
    screen.arrive()
    await Promise.all([first, second])
    await shown(screen, () => {})
    expect(screen.load).toHaveBeenCalledOnce()
  })

  it('fetch again after a failed fetch', async () => {
    const screen = controlledScreen()
    const failed = screen.preload()
    screen.fail()
    await expect(failed).rejects.toThrow('chunk failed')
    const again = screen.preload()
    screen.arrive()
    await again
    expect(screen.load).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createFixtureApi } from '../fixture/index.ts'
import { createMemoryStorage } from './key-value-storage.ts'
import { VitrineProvider } from './provider.tsx'
import { MissingStorageProviderError, StorageProvider, useStorage } from './storage.tsx'

/** Shows the stored value of "density" and saves "compact" on click. */
function Density() {
  const storage = useStorage()
  return (
    <button type="button" onClick={() => storage.set('density', 'compact')}>
      {storage.get('density') ?? 'nenhuma'}
    </button>
  )
}

describe('StorageProvider', () => {
  it('injects the storage the screens use', async () => {
    const storage = createMemoryStorage({ density: 'compact' })
    const screen = await render(
      <StorageProvider storage={storage}>
        <Density />
      </StorageProvider>,
    )
    await expect.element(screen.getByRole('button', { name: 'compact' })).toBeVisible()
  })

  it('useStorage() without a provider throws a named error', async () => {
    let thrown: unknown
    function Probe() {
      try {
        useStorage()
      } catch (error) {
        thrown = error
      }
      return null
    }
    await render(<Probe />)
    expect(thrown).toBeInstanceOf(MissingStorageProviderError)
  })
})

describe('VitrineProvider storage', () => {
  it('passes the storage it is given', async () => {
    const storage = createMemoryStorage()
    const screen = await render(
      <VitrineProvider api={createFixtureApi()} storage={storage}>
        <Density />
      </VitrineProvider>,
    )
    await screen.getByRole('button').click()
    expect(storage.get('density')).toBe('compact')
  })

  it('gives each provider a memory of its own when none is given', async () => {
    const screen = await render(
      <>
        <VitrineProvider api={createFixtureApi()}>
          <Density />
        </VitrineProvider>
        <VitrineProvider api={createFixtureApi()}>
          <Density />
        </VitrineProvider>
      </>,
    )
    await screen.getByRole('button').first().click()
    await screen.rerender(
      <>
        <VitrineProvider api={createFixtureApi()}>
          <Density />
        </VitrineProvider>
        <VitrineProvider api={createFixtureApi()}>
          <Density />
        </VitrineProvider>
      </>,
    )
    await expect.element(screen.getByRole('button').first()).toHaveTextContent('compact')
    await expect.element(screen.getByRole('button').last()).toHaveTextContent('nenhuma')
  })
})

import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import useSWR from 'swr'
import { createFixtureApi } from '../fixture/index.ts'
import { MissingVitrineProviderError, useApi, VitrineProvider } from './provider.tsx'

function UserName() {
  const api = useApi()
  const { data } = useSWR(['auth', 'me'], () => api.auth.me())
  return <p>{data ? data.user.name : 'carregando'}</p>
}

describe('VitrineProvider', () => {
  it('injects the adapter the screens call', async () => {
    const screen = await render(
      <VitrineProvider api={createFixtureApi()}>
        <UserName />
      </VitrineProvider>,
    )
    await expect.element(screen.getByText('Marina Costa')).toBeVisible()
  })

  it('gives each subtree its own swr cache, so embedded components never share data', async () => {
    const renamed = createFixtureApi()
    const { accounts, currentUserId } = renamed.state.auth
    const signedIn = accounts.find(({ user }) => user.id === currentUserId)
    if (!signedIn) throw new Error('the fixture adapter starts with its sample user signed in')
    signedIn.user.name = 'Outra Pessoa'
    const screen = await render(
      <>
        <VitrineProvider api={createFixtureApi()}>
          <UserName />
        </VitrineProvider>
        <VitrineProvider api={renamed}>
          <UserName />
        </VitrineProvider>
      </>,
    )
    await expect.element(screen.getByText('Marina Costa')).toBeVisible()
    await expect.element(screen.getByText('Outra Pessoa')).toBeVisible()
  })

  it('useApi() without a provider throws a named error', async () => {
    const thrown = await errorOfUseApiWithoutProvider()
    expect(thrown).toBeInstanceOf(MissingVitrineProviderError)
    expect(thrown).toMatchObject({ name: 'MissingVitrineProviderError' })
  })
})

/** Renders a component calling useApi() with no provider above it and returns what it threw. */
async function errorOfUseApiWithoutProvider(): Promise<unknown> {
  let thrown: unknown
  function Probe() {
    try {
      useApi()
    } catch (error) {
      thrown = error
    }
    return null
  }
  await render(<Probe />)
  return thrown
}

import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { ApiProvider } from '@vitrine/api/react'
import { createFixtureApi, SAMPLE_PASSWORD, sampleUser } from '@vitrine/api/fixture'
import { matchRoute } from '@vitrine/features'
import { testStores } from '../../session/stores.testing.ts'
import type { ScreenContext } from '../screen-context.ts'
import Login from './auth-login.tsx'
import Register from './auth-register.tsx'

/** The host of a sign-in page at `address`, with a fixture API and a navigate spy. */
async function host(
  Screen: ComponentType<ScreenContext>,
  address: string,
  api = createFixtureApi(),
) {
  const { stores } = testStores()
  const url = new URL(address, 'http://localhost')
  const navigate = vi.fn()
  await render(
    <ApiProvider api={api}>
      <Screen
        params={matchRoute(url.pathname)?.params ?? {}}
        appId={null}
        level="write"
        url={url}
        navigate={navigate}
        session={stores.session}
      />
    </ApiProvider>,
  )
  return { api, navigate, session: stores.session }
}

async function signIn() {
  await userEvent.fill(page.getByLabelText(/^E-mail/), sampleUser.email)
  await userEvent.fill(page.getByLabelText(/^Senha/), SAMPLE_PASSWORD)
  await userEvent.click(page.getByRole('button', { name: 'Entrar' }))
}

describe('signing in with an invitation', () => {
  it('leads into the store when the invitation was accepted', async () => {
    const { navigate, session } = await host(Login, '/login?invitation=convite-joana')
    await signIn()
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/101/overview', { replace: true }),
    )
    expect(session.state.user?.id).toBe(sampleUser.id)
  })

  it('signs in and asks about the invitation on /apps when the e-mail is unconfirmed', async () => {
    const api = createFixtureApi()
    api.state.auth.accounts[0]!.user.email_verified = false
    const { navigate, session } = await host(Login, '/login?invitation=convite-joana', api)
    await signIn()
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/apps?invitation=convite-joana', { replace: true }),
    )
    expect(session.signedIn).toBe(true)
    // Nothing was joined: the invitation stays open for the card to accept later.
    expect(api.state.auth.invitations).toHaveLength(1)
  })

  it('asks about a dead invitation on /apps, so its card says it is gone', async () => {
    const { navigate } = await host(Login, '/login?invitation=expirado&next=%2Faccount%2Fprofile')
    await signIn()
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/apps?invitation=expirado', { replace: true }),
    )
  })

  it('goes where it was going without an invitation', async () => {
    const { navigate } = await host(Login, '/login?next=%2Faccount%2Fprofile')
    await signIn()
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/account/profile', { replace: true }),
    )
  })
})

describe('signing up with an invitation', () => {
  it('asks about the invitation on /apps when the new address is not the invited one', async () => {
    const { api, navigate, session } = await host(
      Register,
      '/auth/register?invitation=convite-joana',
    )
    const email = page.getByLabelText(/^E-mail/)
    await expect.element(email).toHaveValue('joana@exemplo.com.br')
    await userEvent.fill(page.getByLabelText(/^Nome completo/), 'Joana Prado')
    await userEvent.fill(email, 'joana.prado@outro.com.br')
    await userEvent.selectOptions(page.getByLabelText(/^Profissão/), 'owner')
    await userEvent.fill(page.getByLabelText(/^Senha/), 'primavera2026')
    await userEvent.fill(page.getByLabelText(/^Confirme a senha/), 'primavera2026')
    await userEvent.click(page.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }))
    await userEvent.click(page.getByRole('button', { name: 'Criar conta' }))
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/apps?invitation=convite-joana', { replace: true }),
    )
    expect(session.state.user?.email).toBe('joana.prado@outro.com.br')
    expect(api.state.auth.invitations).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { ApiProvider } from '@vitrine/api/react'
import { createFixtureApi, sampleUser } from '@vitrine/api/fixture'
import { StoresProvider } from '../session/session-context.tsx'
import { testStores } from '../session/stores.testing.ts'
import { EmailNotice } from './EmailNotice.tsx'

async function shown(user: typeof sampleUser) {
  const { stores } = testStores({ token: 'abc' })
  stores.session.signIn({ token: 'abc', user })
  const api = createFixtureApi()
  await render(
    <StoresProvider stores={stores}>
      <ApiProvider api={api}>
        <EmailNotice />
        <p>Minhas lojas</p>
      </ApiProvider>
    </StoresProvider>,
  )
  return stores.session
}

describe('unconfirmed e-mail notice in the layouts', () => {
  it('asks an unconfirmed account to confirm its address, until its user is confirmed', async () => {
    const session = await shown({ ...sampleUser, email_verified: false })
    const notice = page.getByRole('region', { name: 'E-mail não confirmado' })
    await expect
      .element(notice)
      .toHaveTextContent(`Confirme seu e-mail ${sampleUser.email} para aceitar convites de lojas.`)
    // The verify-email screen refreshes the session's user: the notice goes.
    session.setUser({ ...sampleUser, email_verified: true })
    await expect.element(notice).not.toBeInTheDocument()
  })

  it('shows nothing for a confirmed account, nor before the user has loaded', async () => {
    const session = await shown(sampleUser)
    await expect.element(page.getByText('Minhas lojas')).toBeVisible()
    expect(page.getByRole('region', { name: 'E-mail não confirmado' }).elements()).toHaveLength(0)
    session.setToken('other')
    expect(session.state.user).toBeNull()
    expect(page.getByRole('region', { name: 'E-mail não confirmado' }).elements()).toHaveLength(0)
  })
})

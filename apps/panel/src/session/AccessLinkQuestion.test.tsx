import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { ApiError } from '@vitrine/api'
import { createFixtureApi, sampleUser } from '@vitrine/api/fixture'
import { ApiProvider } from '@vitrine/api/react'
import {
  createNotificationCenter,
  DEFAULT_NOTIFICATION_CHANNEL,
  NotificationCenterProvider,
} from '@vitrine/ui'
import { AccessLinkQuestion } from './AccessLinkQuestion.tsx'
import type { WhoIs } from './AccountSwitchQuestion.tsx'
import { StoresProvider } from './session-context.tsx'
import { TOKEN_COOKIE } from './session-store.ts'
import { INVALID_LINK_NOTICE } from './startup-token.ts'
import { testStores } from './stores.testing.ts'

const bruno = { ...sampleUser, id: 2, name: 'Bruno Lima', email: 'bruno@exemplo.com.br' }

/** The panel signed in as Marina (token "mine"), with the question host mounted. */
async function panel(whoIs: WhoIs) {
  const { stores, cookies } = testStores({ token: 'mine' })
  const center = createNotificationCenter()
  await render(
    <StoresProvider stores={stores}>
      <ApiProvider api={createFixtureApi()}>
        <NotificationCenterProvider center={center}>
          <AccessLinkQuestion whoIs={whoIs} />
        </NotificationCenterProvider>
      </ApiProvider>
    </StoresProvider>,
  )
  const notices = () => center.getSnapshot(DEFAULT_NOTIFICATION_CHANNEL).map((n) => n.message)
  return { session: stores.session, cookies, notices }
}

describe('an access link offered while a session is active', () => {
  it('asks, naming both accounts, and keeping leaves the session untouched', async () => {
    const whoIs = vi.fn<WhoIs>().mockResolvedValue({ token: 'theirs', user: bruno })
    const { session, cookies } = await panel(whoIs)
    // What the authentication guard does with /apps?token=theirs.
    session.offerAccessLink({ kind: 'ask', token: 'theirs' })

    const dialog = page.getByRole('alertdialog', { name: 'Trocar de conta?' })
    await expect
      .element(dialog)
      .toHaveTextContent(
        `Você está conectado como ${sampleUser.name} (${sampleUser.email}). Entrar como ${bruno.name} (${bruno.email})?`,
      )
    expect(whoIs).toHaveBeenCalledWith('theirs')
    await userEvent.click(page.getByRole('button', { name: 'Manter a conta atual' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(session.state.token).toBe('mine')
    expect(cookies.get(TOKEN_COOKIE)).toBe('mine')
    expect(session.state.accessLink).toBeNull()
  })

  it('says the link failed when the server refuses its token, the session kept', async () => {
    const refused = new ApiError({
      statusCode: 401,
      statusMessage: 'Unauthorized',
      message: 'Sessão expirada.',
    })
    const { session, notices } = await panel(vi.fn<WhoIs>().mockRejectedValue(refused))
    session.offerAccessLink({ kind: 'ask', token: 'expired' })
    await vi.waitFor(() => expect(notices()).toEqual([INVALID_LINK_NOTICE]))
    await vi.waitFor(() => expect(session.state.accessLink).toBeNull())
    expect(session.state.token).toBe('mine')
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0)
  })

  it('says an unusable link failed, asking nobody', async () => {
    const whoIs = vi.fn<WhoIs>()
    const { session, notices } = await panel(whoIs)
    session.offerAccessLink({ kind: 'invalid' })
    await vi.waitFor(() => expect(notices()).toEqual([INVALID_LINK_NOTICE]))
    await vi.waitFor(() => expect(session.state.accessLink).toBeNull())
    expect(whoIs).not.toHaveBeenCalled()
    expect(session.state.token).toBe('mine')
  })

  it('asks nothing when the link is another token of the same account', async () => {
    const { session, notices } = await panel(
      vi.fn<WhoIs>().mockResolvedValue({ token: 'other', user: sampleUser }),
    )
    session.offerAccessLink({ kind: 'ask', token: 'other' })
    await vi.waitFor(() => expect(session.state.accessLink).toBeNull())
    expect(notices()).toEqual([])
    expect(session.state.token).toBe('mine')
  })
})

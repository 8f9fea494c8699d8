import { useEffect, useState } from 'react'
import { isApiError, type Session, type User } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { SwitchAccountDialog } from '@vitrine/features/auth/switch-account'
import { useNotify } from '@vitrine/ui'
import { useSessionStore } from './session-context.tsx'
import { decideAccountSwitch, INVALID_LINK_NOTICE, type TokenOwner } from './startup-token.ts'

/** A start-up access link the session did not take at once (see decideStartupToken). */
export type AccessLink =
  { kind: 'ask'; token: string; whoIs: (token: string) => Promise<Session> } | { kind: 'invalid' }

async function ownerOf(session: Promise<Session>): Promise<TokenOwner> {
  try {
    return { user: (await session).user }
  } catch (error) {
    return { status: isApiError(error) ? error.statusCode : 0 }
  }
}

/**
 * Loaded only when an access link met another session: finds out who both tokens belong to
 * (the link's token is never stored for that) and asks before switching. Switching reloads `/`
 * so nothing loaded for the previous account survives.
 */
export default function AccountSwitchQuestion({ link }: { link: AccessLink }) {
  const api = useApi()
  const session = useSessionStore()
  const notify = useNotify()
  const [question, setQuestion] = useState<{ current: User; candidate: User } | null>(null)

  useEffect(() => {
    if (link.kind === 'invalid') {
      notify({ type: 'warning', message: INVALID_LINK_NOTICE })
      return
    }
    let live = true
    void Promise.all([ownerOf(api.auth.me()), ownerOf(link.whoIs(link.token))]).then(
      ([current, candidate]) => {
        if (!live) return
        const decision = decideAccountSwitch(current, candidate)
        if (decision.kind === 'switch') switchTo(link.token)
        else if (decision.kind === 'ask') setQuestion(decision)
        else if (decision.notice) notify({ type: 'warning', message: decision.notice })
      },
    )
    return () => {
      live = false
    }
    // The link is read once, at start-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function switchTo(token: string) {
    session.setToken(token)
    window.location.assign('/')
  }

  if (!question || link.kind !== 'ask') return null
  return (
    <SwitchAccountDialog
      current={question.current}
      candidate={question.candidate}
      onSwitch={() => switchTo(link.token)}
      onKeep={() => setQuestion(null)}
    />
  )
}

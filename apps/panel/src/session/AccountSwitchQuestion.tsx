import { useEffect, useState } from 'react'
import { isApiError, type Session, type User } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { SwitchAccountDialog } from '@vitrine/features/auth/switch-account'
import { useNotify } from '@vitrine/ui'
import { useSessionStore } from './session-context.tsx'
import type { SessionState } from './session-store.ts'
import { decideAccountSwitch, INVALID_LINK_NOTICE, type TokenOwner } from './startup-token.ts'

/** Who a token belongs to, asked with that token without storing it (a one-off adapter). */
export type WhoIs = (token: string) => Promise<Session>

async function ownerOf(session: Promise<Session>): Promise<TokenOwner> {
  try {
    return { user: (await session).user }
  } catch (error) {
    return { status: isApiError(error) ? error.statusCode : 0 }
  }
}

export interface AccountSwitchQuestionProps {
  /** The access link offered to the session (at start-up or while navigating). */
  link: NonNullable<SessionState['accessLink']>
  whoIs: WhoIs
}

/**
 * Loaded only when an access link met another session: finds out who both tokens belong to
 * (the link's token is never stored for that) and asks before switching. Switching reloads `/`
 * so nothing loaded for the previous account survives; keeping leaves the session untouched.
 */
export default function AccountSwitchQuestion({ link, whoIs }: AccountSwitchQuestionProps) {
  const api = useApi()
  const session = useSessionStore()
  const notify = useNotify()
  const [question, setQuestion] = useState<{ current: User; candidate: User } | null>(null)
  const settle = () => session.settleAccessLink(link.id)

  useEffect(() => {
    if (link.kind === 'invalid') {
      notify({ type: 'warning', message: INVALID_LINK_NOTICE })
      settle()
      return
    }
    let live = true
    void Promise.all([ownerOf(api.auth.me()), ownerOf(whoIs(link.token))]).then(
      ([current, candidate]) => {
        if (!live) return
        const decision = decideAccountSwitch(current, candidate)
        if (decision.kind === 'switch') switchTo(link.token)
        else if (decision.kind === 'ask') setQuestion(decision)
        else {
          if (decision.notice) notify({ type: 'warning', message: decision.notice })
          settle()
        }
      },
    )
    return () => {
      live = false
    }
    // Each offer is read once: the host mounts one question per offer (keyed by its id).
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
      onKeep={() => {
        setQuestion(null)
        settle()
      }}
    />
  )
}

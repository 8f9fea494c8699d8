import { useApi } from '@vitrine/api/react'
import { VerifyEmailScreen } from '@vitrine/features/auth/verify-email'
import { refreshSignedInUser } from '../../session/refresh-user.ts'
import type { ScreenContext } from '../screen-context.ts'

export default function VerifyEmail({ params, session }: ScreenContext) {
  const api = useApi()
  return (
    <VerifyEmailScreen
      token={params.token ?? ''}
      signedIn={session.signedIn}
      // The link needs no session and may be another account's: ask who this session is, so its
      // user (and the unconfirmed-e-mail notice) shows the confirmed address when it is.
      onVerified={() => refreshSignedInUser(session, api)}
    />
  )
}

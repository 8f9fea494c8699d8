import { LoginScreen } from '@vitrine/features/auth/login'
import { afterInvitation, afterSignIn } from '../../guards/authentication.ts'
import type { ScreenContext } from '../screen-context.ts'

export default function Login({ url, navigate, session }: ScreenContext) {
  const invitation = url.searchParams.get('invitation') || undefined
  return (
    <LoginScreen
      invitation={invitation}
      onSignedIn={(signedIn) => {
        session.signIn(signedIn)
        // Accepting an invitation leads into the store it was for (issue 3); one that could not
        // be accepted is explained on the apps list (issue 9).
        navigate(afterInvitation(signedIn, invitation, afterSignIn(url.search)), {
          replace: true,
        })
      }}
    />
  )
}

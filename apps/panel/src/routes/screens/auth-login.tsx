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
        // be accepted is explained on the apps list (issue 9). Those addresses are the manifest's
        // (fetched by now): should it fail to arrive, the root's guards show why.
        void afterSignIn(url.search)
          .then((otherwise) => afterInvitation(signedIn, invitation, otherwise))
          .then(
            (to) => navigate(to, { replace: true }),
            () => navigate('/', { replace: true }),
          )
      }}
    />
  )
}

import { RegisterScreen } from '@vitrine/features/auth/register'
import { afterInvitation, appsAddress } from '../../guards/authentication.ts'
import type { ScreenContext } from '../screen-context.ts'

export default function Register({ url, navigate, session }: ScreenContext) {
  const invitation = url.searchParams.get('invitation') || undefined
  return (
    <RegisterScreen
      invitation={invitation}
      onRegistered={(registered) => {
        session.signIn(registered)
        // Accepting an invitation leads into the store it was for (issue 3); one that could not
        // be accepted (a new account's e-mail is not yet confirmed) is explained on the apps list.
        // Those addresses are the manifest's: should it fail to arrive, the root's guards show why.
        void appsAddress()
          .then((apps) => afterInvitation(registered, invitation, apps))
          .then(
            (to) => navigate(to, { replace: true }),
            () => navigate('/', { replace: true }),
          )
      }}
    />
  )
}

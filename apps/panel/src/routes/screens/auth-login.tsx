import { href } from '@vitrine/features'
import { LoginScreen } from '@vitrine/features/auth/login'
import { afterSignIn } from '../../guards/authentication.ts'
import type { ScreenContext } from '../screen-context.ts'

export default function Login({ url, navigate, session }: ScreenContext) {
  return (
    <LoginScreen
      invitation={url.searchParams.get('invitation') ?? undefined}
      onSignedIn={(signedIn) => {
        session.signIn(signedIn)
        // Accepting an invitation leads into the store it was for (issue 3).
        const joined = signedIn.joined_app_id
        navigate(joined ? href('overview', { appID: joined }) : afterSignIn(url.search), {
          replace: true,
        })
      }}
    />
  )
}

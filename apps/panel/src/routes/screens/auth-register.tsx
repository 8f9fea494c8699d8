import { href } from '@vitrine/features'
import { RegisterScreen } from '@vitrine/features/auth/register'
import type { ScreenContext } from '../screen-context.ts'

export default function Register({ url, navigate, session }: ScreenContext) {
  return (
    <RegisterScreen
      invitation={url.searchParams.get('invitation') ?? undefined}
      onRegistered={(registered) => {
        session.signIn(registered)
        // Accepting an invitation leads into the store it was for (issue 3).
        const joined = registered.joined_app_id
        navigate(joined ? href('overview', { appID: joined }) : href('apps'), { replace: true })
      }}
    />
  )
}

import { ProfileScreen } from '@vitrine/features/account/profile'
import type { ScreenContext } from '../screen-context.ts'

export default function Profile({ session }: ScreenContext) {
  return (
    <ProfileScreen
      onProfileSaved={(user) => session.setUser(user)}
      onSessionRenewed={(renewed) => session.signIn(renewed)}
    />
  )
}

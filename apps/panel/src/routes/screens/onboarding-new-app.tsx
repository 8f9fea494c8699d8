import { useSnapshot } from 'valtio'
import { NewAppScreen } from '@vitrine/features/onboarding/new-app'
import type { ScreenContext } from '../screen-context.ts'

export default function OnboardingNewApp({ session }: ScreenContext) {
  const { user } = useSnapshot(session.state)
  return <NewAppScreen email={user?.email} />
}

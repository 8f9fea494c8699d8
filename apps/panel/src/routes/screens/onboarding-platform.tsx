import { PlatformStepScreen } from '@vitrine/features/onboarding/platform-step'
import { inApp } from '../in-app.tsx'
import { useStepLevel } from './onboarding-step-level.ts'

function PlatformStep({ appId }: { appId: number }) {
  return <PlatformStepScreen appId={appId} level={useStepLevel('platform')} />
}

export default inApp(({ appId }) => <PlatformStep appId={appId} />)

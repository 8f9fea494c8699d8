import { CheckoutStepScreen } from '@vitrine/features/onboarding/checkout-step'
import { inApp } from '../in-app.tsx'
import { useStepLevel } from './onboarding-step-level.ts'

function CheckoutStep({ appId }: { appId: number }) {
  return <CheckoutStepScreen appId={appId} level={useStepLevel('checkout')} />
}

export default inApp(({ appId }) => <CheckoutStep appId={appId} />)

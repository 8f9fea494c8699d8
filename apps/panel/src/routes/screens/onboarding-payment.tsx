import { PaymentStepScreen } from '@vitrine/features/onboarding/payment-step'
import { inApp } from '../in-app.tsx'
import { useStepLevel } from './onboarding-step-level.ts'

function PaymentStep({ appId }: { appId: number }) {
  return <PaymentStepScreen appId={appId} level={useStepLevel('payment')} />
}

export default inApp(({ appId }) => <PaymentStep appId={appId} />)

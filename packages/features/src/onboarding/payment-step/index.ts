export { PaymentStepScreen, type PaymentStepScreenProps } from './PaymentStepScreen.tsx'

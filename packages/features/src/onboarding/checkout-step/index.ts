export { CheckoutStepScreen, type CheckoutStepScreenProps } from './CheckoutStepScreen.tsx'

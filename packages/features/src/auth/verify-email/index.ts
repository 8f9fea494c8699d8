export { VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen.tsx'

export { RecoveryScreen, type RecoveryScreenProps } from './RecoveryScreen.tsx'

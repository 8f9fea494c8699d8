export { PlatformStepScreen, type PlatformStepScreenProps } from './PlatformStepScreen.tsx'

export { LayoutStepScreen, type LayoutStepScreenProps } from './LayoutStepScreen.tsx'

export { PanelsScreen, type PanelsScreenProps } from './PanelsScreen.tsx'

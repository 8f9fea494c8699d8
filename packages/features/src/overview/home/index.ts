export { OverviewScreen, type OverviewScreenProps } from './OverviewScreen.tsx'

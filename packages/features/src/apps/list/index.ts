export { AppsScreen, type AppsScreenProps } from './AppsScreen.tsx'

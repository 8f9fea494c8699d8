export { InstallmentsScreen, type InstallmentsScreenProps } from './InstallmentsScreen.tsx'

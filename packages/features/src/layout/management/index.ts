export { ManagementScreen, type ManagementScreenProps } from './ManagementScreen.tsx'

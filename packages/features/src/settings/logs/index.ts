export { LogsScreen, type LogsScreenProps } from './LogsScreen.tsx'

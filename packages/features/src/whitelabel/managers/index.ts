export { ManagersScreen } from './ManagersScreen.tsx'

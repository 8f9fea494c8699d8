export { ProjectSettingsScreen, type ProjectSettingsScreenProps } from './ProjectSettingsScreen.tsx'

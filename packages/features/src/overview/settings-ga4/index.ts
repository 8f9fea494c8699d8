export { Ga4SettingsScreen, type Ga4SettingsScreenProps } from './Ga4SettingsScreen.tsx'

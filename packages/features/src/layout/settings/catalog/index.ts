export { CatalogSettingsScreen, type CatalogSettingsScreenProps } from './CatalogSettingsScreen.tsx'

import { CatalogSettingsScreen } from '@vitrine/features/layout/settings/catalog'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <CatalogSettingsScreen appId={appId} level={level} />)

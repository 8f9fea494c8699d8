import { Ga4SettingsScreen } from '@vitrine/features/overview/settings-ga4'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <Ga4SettingsScreen appId={appId} level={level} />)

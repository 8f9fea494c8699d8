import { LogsScreen } from '@vitrine/features/settings/logs'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <LogsScreen appId={appId} level={level} />)

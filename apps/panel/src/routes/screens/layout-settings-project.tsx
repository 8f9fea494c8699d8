import { ProjectSettingsScreen } from '@vitrine/features/layout/settings/project'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <ProjectSettingsScreen appId={appId} level={level} />)

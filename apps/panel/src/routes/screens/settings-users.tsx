import { UsersScreen } from '@vitrine/features/settings/users'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <UsersScreen appId={appId} level={level} />)

import { NotificationsScreen } from '@vitrine/features/notifications/list'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId }) => <NotificationsScreen appId={appId} />)

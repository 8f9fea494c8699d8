import { PermissionDeniedScreen } from '@vitrine/features/errors/permission-denied'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId }) => <PermissionDeniedScreen appId={appId} />)

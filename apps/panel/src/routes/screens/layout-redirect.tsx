import { RedirectsScreen } from '@vitrine/features/layout/redirects'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <RedirectsScreen appId={appId} level={level} />)

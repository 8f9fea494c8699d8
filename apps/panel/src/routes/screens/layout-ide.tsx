import { IdeScreen } from '@vitrine/features/layout/ide'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <IdeScreen appId={appId} level={level} />)

import { PublishScreen } from '@vitrine/features/ecommerce/publish'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <PublishScreen appId={appId} level={level} />)

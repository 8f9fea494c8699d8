import { RecoverScreen } from '@vitrine/features/ecommerce/mails/recover'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <RecoverScreen appId={appId} level={level} />)

import { SmtpScreen } from '@vitrine/features/ecommerce/mails/smtp'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <SmtpScreen appId={appId} level={level} />)

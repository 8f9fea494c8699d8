import { AgreementScreen } from '@vitrine/features/ecommerce/search-rules/agreement'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <AgreementScreen appId={appId} level={level} />)

import { FixedRulesScreen } from '@vitrine/features/ecommerce/search-rules/fixed-rules'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <FixedRulesScreen appId={appId} level={level} />)

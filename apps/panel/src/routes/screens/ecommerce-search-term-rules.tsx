import { TermRulesScreen } from '@vitrine/features/ecommerce/search-rules/term-rules'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <TermRulesScreen appId={appId} level={level} />)

import { TokensScreen } from '@vitrine/features/settings/tokens'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <TokensScreen appId={appId} level={level} />)

import { WalletEnableScreen } from '@vitrine/features/wallet/enable'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <WalletEnableScreen appId={appId} level={level} />)

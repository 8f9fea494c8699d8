import { WalletSuppliersScreen } from '@vitrine/features/wallet/suppliers'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <WalletSuppliersScreen appId={appId} level={level} />)

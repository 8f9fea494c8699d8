import { WalletBalanceScreen } from '@vitrine/features/wallet/balance'
import { inApp } from '../in-app.tsx'

// The `__wallet` role's write level is resolved by the guards (permission-details.ts).
export default inApp(({ appId, level }) => <WalletBalanceScreen appId={appId} level={level} />)

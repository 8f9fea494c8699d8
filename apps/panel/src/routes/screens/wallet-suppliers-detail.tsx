import { WalletSupplierScreen } from '@vitrine/features/wallet/suppliers-detail'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <WalletSupplierScreen
    // Another supplier is another screen: no dialog or state of the previous one carries over.
    key={params.supplierId}
    appId={appId}
    level={level}
    supplierId={Number(params.supplierId)}
  />
))

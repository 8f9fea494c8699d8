import { TransactionDetailScreen } from '@vitrine/features/transactions/detail'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <TransactionDetailScreen
    // Another payment is another screen: no dialog or state of the previous one carries over.
    key={params.paymentID}
    appId={appId}
    level={level}
    paymentId={Number(params.paymentID)}
  />
))

import { TransactionListScreen } from '@vitrine/features/transactions/list'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, url }) => {
  // A link from a customer's page narrows the list to that customer (`?customer_id=4`).
  const customer = Number(url.searchParams.get('customer_id'))
  return (
    <TransactionListScreen
      appId={appId}
      level={level}
      customerId={Number.isSafeInteger(customer) && customer > 0 ? customer : undefined}
    />
  )
})

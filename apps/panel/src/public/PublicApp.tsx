import { PayScreen, PublicNotFound, ReceiptScreen } from '@vitrine/features/checkout'
import { navigate, usePublicRoute } from './router.ts'

export function PublicApp() {
  const route = usePublicRoute()
  if (route.page === 'pay') {
    return (
      <PayScreen
        key={route.slug}
        slug={route.slug}
        onPaid={(token) => navigate(`/public/transaction?token=${encodeURIComponent(token)}`)}
      />
    )
  }
  if (route.page === 'receipt') return <ReceiptScreen key={route.token} token={route.token} />
  return <PublicNotFound />
}

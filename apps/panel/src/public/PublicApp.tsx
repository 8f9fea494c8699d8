import { AccountScreen, PayScreen, PublicNotFound, ReceiptScreen } from '@vitrine/features/checkout'
import { navigate, replace, usePublicRoute } from './router.ts'

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
  if (route.page === 'account') {
    const page = `/acc/${encodeURIComponent(route.slug)}`
    return (
      <AccountScreen
        key={route.slug}
        slug={route.slug}
        code={route.code}
        onCodeUsed={() => replace(page)}
      />
    )
  }
  return <PublicNotFound />
}

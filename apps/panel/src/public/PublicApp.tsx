import {
  AccountScreen,
  CaptureScreen,
  PayScreen,
  PublicNotFound,
  ReceiptScreen,
  SubscribeScreen,
} from '@vitrine/features/checkout'
import { navigate, usePublicRoute } from './router.ts'

const receiptOf = (token: string) => `/public/transaction?token=${encodeURIComponent(token)}`
const showReceipt = (token: string) => navigate(receiptOf(token))
/** A used capture request's page gives way to its receipt: "back" skips it. */
const replaceByReceipt = (token: string) => navigate(receiptOf(token), { replace: true })

export function PublicApp() {
  const route = usePublicRoute()
  if (route.page === 'pay') {
    return <PayScreen key={route.slug} slug={route.slug} onPaid={showReceipt} />
  }
  if (route.page === 'capture') {
    return (
      <CaptureScreen
        key={route.hash}
        hash={route.hash}
        onPaid={showReceipt}
        onUsed={replaceByReceipt}
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
        onCodeUsed={() => navigate(page, { replace: true })}
      />
    )
  }
  if (route.page === 'subscribe') {
    return (
      <SubscribeScreen
        key={`${route.subscriptionId}/${route.cycle}`}
        subscriptionId={route.subscriptionId}
        cycle={route.cycle}
      />
    )
  }
  return <PublicNotFound />
}

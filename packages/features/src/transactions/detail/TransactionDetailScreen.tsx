import type { Level } from '@vitrine/api'
import { Alert, Card, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import { transactionListHref } from '../shared/links.ts'
import { TransactionsBreadcrumb } from '../shared/TransactionsBreadcrumb.tsx'
import { TransactionsNoAccess } from '../shared/TransactionsNoAccess.tsx'
import { CustomerCard } from './CustomerCard.tsx'
import { CustomFieldsCard } from './CustomFieldsCard.tsx'
import { ItemsCard } from './ItemsCard.tsx'
import { MoneyTrailCard } from './MoneyTrailCard.tsx'
import { PaymentActions } from './PaymentActions.tsx'
import { PaymentHeader } from './PaymentHeader.tsx'
import { PaymentMethodCard } from './PaymentMethodCard.tsx'
import { PaymentNotFound } from './PaymentNotFound.tsx'
import { PaymentSplitCard, sellerNameOf } from './PaymentSplitCard.tsx'
import { PaymentTimeline } from './PaymentTimeline.tsx'
import { canShip, ShipmentCard } from './ShipmentCard.tsx'
import { isNotFound, usePayment } from './use-payment.ts'

export interface TransactionDetailScreenProps {
  appId: number
  paymentId: number
  /** The viewer's payments level: read sees everything and acts on nothing. */
  level: Level
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label="Carregando o pagamento" className="gap-6">
      <Card className="px-5">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-9 w-40" />
        <SkeletonText lines={2} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="px-5">
          <Skeleton className="w-32" />
          <SkeletonText lines={5} />
        </Card>
        <Card className="px-5">
          <Skeleton className="w-28" />
          <SkeletonText lines={6} />
        </Card>
      </div>
    </SkeletonGroup>
  )
}

/**
 * One payment: amount, status and how it was paid (the pix code, the boleto, the card), the
 * customer, the items and figures, the timeline of its statuses, its split with the split's
 * sellers and the money trail in the ledger, the shipment and invoice of a paid one, with the actions its status allows behind
 * confirmations (write level only).
 */
export function TransactionDetailScreen({ appId, paymentId, level }: TransactionDetailScreenProps) {
  const allowed = level !== 'none'
  const state = usePayment(appId, paymentId, allowed)
  const { payment } = state
  const listHref = transactionListHref(appId)

  let body
  if (!allowed) {
    body = (
      <>
        <h1 className="text-2xl font-semibold">Pagamento #{paymentId}</h1>
        <TransactionsNoAccess />
      </>
    )
  } else if (state.error && !payment) {
    body = isNotFound(state.error) ? (
      <PaymentNotFound listHref={listHref} />
    ) : (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o pagamento"
        message={errorMessage(state.error)}
        onRetry={state.retry}
      />
    )
  } else if (!payment) {
    body = <DetailSkeleton />
  } else {
    body = (
      <>
        <PaymentHeader
          payment={payment}
          actions={
            <PaymentActions
              appId={appId}
              payment={payment}
              level={level}
              onChanged={state.changed}
            />
          }
        />
        {level === 'write' ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode ver este pagamento, mas não capturar, estornar ou cancelar: é preciso
            permissão de edição em Pagamentos.
          </Alert>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <PaymentMethodCard payment={payment} />
            <ItemsCard payment={payment} />
            {canShip(payment) ? (
              <ShipmentCard appId={appId} payment={payment} level={level} />
            ) : null}
            <PaymentSplitCard
              split={state.split}
              error={state.splitError}
              onRetry={() => void state.retrySplit()}
            />
            <MoneyTrailCard
              payment={payment}
              trail={state.trail}
              error={state.trailError}
              onRetry={() => void state.retryTrail()}
              sellerName={sellerNameOf(state.split)}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <CustomerCard appId={appId} payment={payment} />
            <CustomFieldsCard payment={payment} />
            <PaymentTimeline payment={payment} />
          </div>
        </div>
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <TransactionsBreadcrumb appId={appId} current={`Pagamento #${paymentId}`} />
      {body}
    </div>
  )
}

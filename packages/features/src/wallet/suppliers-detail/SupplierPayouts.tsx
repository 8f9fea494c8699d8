import { formatMoney, type Payout } from '@vitrine/api'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { PayoutStatusBadge } from '../shared/PayoutStatusBadge.tsx'
import type { useSupplierPayouts } from './use-supplier.ts'

export interface SupplierPayoutsProps {
  payouts: ReturnType<typeof useSupplierPayouts>
}

/** The payments made to the supplier, newest first, with where each stands. */
export function SupplierPayouts({ payouts }: SupplierPayoutsProps) {
  const { items } = payouts
  let body
  if (payouts.error && !items) {
    body = (
      <ErrorState
        titleAs="h3"
        title="Não foi possível carregar os pagamentos"
        message={errorMessage(payouts.error)}
        onRetry={() => void payouts.reload()}
      />
    )
  } else if (!items) {
    body = (
      <SkeletonGroup label="Carregando os pagamentos">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </SkeletonGroup>
    )
  } else if (items.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nenhum pagamento a este fornecedor ainda. Os pagamentos feitos com “Pagar fornecedor”
        aparecem aqui.
      </p>
    )
  } else {
    body = (
      <>
        <ol aria-label="Pagamentos ao fornecedor" className="flex flex-col divide-y divide-border">
          {items.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} />
          ))}
        </ol>
        {payouts.error ? (
          <Alert tone="danger">
            Não foi possível carregar mais pagamentos. {errorMessage(payouts.error)}
          </Alert>
        ) : null}
        {payouts.hasMore ? (
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            disabled={payouts.loadingMore}
            onClick={() => void payouts.loadMore()}
          >
            {payouts.loadingMore ? 'Carregando…' : 'Ver pagamentos mais antigos'}
          </Button>
        ) : null}
      </>
    )
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pagamentos</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{body}</CardContent>
    </Card>
  )
}

function PayoutItem({ payout }: { payout: Payout }) {
  const when = payout.paid_out_at ?? payout.failed_at ?? payout.requested_at
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{payout.description ?? 'Pagamento'}</span>
          <PayoutStatusBadge status={payout.status} />
        </p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(when)} · {payout.destination_label}
        </p>
        {payout.failure_reason ? (
          <p className="text-sm text-danger">
            {payout.failure_reason} O valor voltou ao saldo disponível.
          </p>
        ) : null}
      </div>
      <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
        {formatMoney(payout.amount_cents)}
      </span>
    </li>
  )
}

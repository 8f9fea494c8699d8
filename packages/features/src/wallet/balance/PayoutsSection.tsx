import { formatMoney, walletKeys, type Payout } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Send } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { ListSkeleton } from '../../shared/ListSkeleton.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { PayoutStatusBadge } from '../shared/PayoutStatusBadge.tsx'
import { SCROLLER } from './StatementSection.tsx'
import { PAYOUT_KIND_LABELS } from '../shared/wallet-labels.ts'

/** The latest withdrawals and supplier payments; "Carregar mais" for older ones. */
export const PAYOUTS_PAGE_SIZE = 10

export function usePayouts(appId: number, enabled: boolean) {
  const api = useApi()
  return useKeysetPages({
    filters: {},
    enabled,
    pageSize: PAYOUTS_PAGE_SIZE,
    listKey: (filters) => walletKeys.payouts(appId, filters),
    fetchPage: (query) => api.wallet.payouts(appId, query),
  })
}

/** "Saques e pagamentos": each payout with where it went and how it stands. */
export function PayoutsSection({ payouts }: { payouts: ReturnType<typeof usePayouts> }) {
  const rows = payouts.items
  let body
  if (payouts.error && !rows) {
    body = (
      <ErrorState
        titleAs="h3"
        title="Não foi possível carregar os saques e pagamentos"
        message={errorMessage(payouts.error)}
        onRetry={() => void payouts.reload()}
      />
    )
  } else if (!rows) {
    body = (
      <ListSkeleton
        label="Carregando os saques e pagamentos"
        row={
          <>
            <Skeleton className="w-32" />
            <Skeleton className="w-48" />
            <Skeleton className="w-24" />
            <Skeleton className="ms-auto w-20" />
          </>
        }
      />
    )
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        titleAs="h3"
        bordered
        icon={<Send aria-hidden />}
        title="Nenhum saque ou pagamento ainda"
        description="Os saques para a conta da loja e os pagamentos a fornecedores aparecem aqui, do pedido à confirmação do banco."
      />
    )
  } else {
    body = <PayoutsTable rows={rows} />
  }
  return (
    <section aria-labelledby="wallet-payouts" className="flex flex-col gap-3">
      <h2 id="wallet-payouts" className="text-lg font-semibold">
        Saques e pagamentos
      </h2>
      {body}
      {rows && payouts.hasMore ? (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          loading={payouts.loadingMore}
          onClick={() => void payouts.loadMore()}
        >
          Carregar mais saques e pagamentos
        </Button>
      ) : null}
    </section>
  )
}

function PayoutsTable({ rows }: { rows: Payout[] }) {
  return (
    <div role="region" aria-label="Tabela de saques e pagamentos" tabIndex={0} className={SCROLLER}>
      <Table aria-label="Saques e pagamentos">
        <TableHeader>
          <TableRow>
            <TableHead>Pedido em</TableHead>
            <TableHead>O quê</TableHead>
            <TableHead>Para</TableHead>
            <TableHead>Situação</TableHead>
            <TableHead className="text-end">Valor</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((payout) => (
            <TableRow key={payout.id}>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDateTime(payout.requested_at)}
              </TableCell>
              <TableCell>
                {PAYOUT_KIND_LABELS[payout.kind]}
                {payout.description ? (
                  <span className="block text-sm text-muted-foreground">{payout.description}</span>
                ) : null}
              </TableCell>
              <TableCell className="min-w-56">
                {payout.supplier_name ? (
                  <span className="block font-medium">{payout.supplier_name}</span>
                ) : null}
                <span className="text-sm text-muted-foreground">{payout.destination_label}</span>
              </TableCell>
              <TableCell>
                <PayoutStatusBadge status={payout.status} />
                {payout.status === 'failed' && payout.failure_reason ? (
                  <span className="mt-1 block max-w-64 text-sm text-muted-foreground">
                    {payout.failure_reason}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-end font-medium whitespace-nowrap tabular-nums">
                {formatMoney(payout.amount_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

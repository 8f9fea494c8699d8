import { useState } from 'react'
import type { Level } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Plus, Receipt } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { TransactionsBreadcrumb } from '../shared/TransactionsBreadcrumb.tsx'
import { TransactionsNoAccess } from '../shared/TransactionsNoAccess.tsx'
import { useGateways } from '../shared/use-gateways.ts'
import { ExportTransactionsButton } from './ExportTransactionsButton.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { NewChargeDialog } from './NewChargeDialog.tsx'
import { TotalsStrip } from './TotalsStrip.tsx'
import { TransactionListToolbar } from './TransactionListToolbar.tsx'
import { TransactionRows } from './TransactionRows.tsx'
import { useTransactionList } from './use-transaction-list.ts'

export interface TransactionListScreenProps {
  appId: number
  /** The viewer's payments level: read sees and exports everything; write also charges. */
  level: Level
  /** Opens the list narrowed to one customer (a link from the customer's page). */
  customerId?: number
  /** Payments per keyset page (the server's default when absent; it allows up to 100). */
  pageSize?: number
}

/**
 * "Transações": the store's payments, newest first, searched and filtered on the server page
 * by page, with the filter's totals; a new charge from here (write level).
 */
export function TransactionListScreen({
  appId,
  level,
  customerId,
  pageSize,
}: TransactionListScreenProps) {
  const allowed = level !== 'none'
  const canCharge = level === 'write'
  const list = useTransactionList(
    appId,
    allowed,
    customerId ? { customer_id: customerId } : {},
    pageSize,
  )
  // Only names the gateway filter's choices: if it fails, the filter offers "Todos" alone.
  const { gateways } = useGateways(appId, allowed)
  const narrow = useNarrowScreen()
  const [charging, setCharging] = useState(false)
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.payments?.length === 0 && !narrowed && !list.stale

  const chipNames = {
    gateway: (id: number) => gateways?.find((gateway) => gateway.id === id)?.name,
    customer: (id: number) =>
      list.payments?.find((payment) => payment.customer?.id === id)?.customer?.name,
  }
  const chargeButton = canCharge ? (
    <Button onClick={() => setCharging(true)}>
      <Plus aria-hidden />
      Nova cobrança
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <TransactionsBreadcrumb appId={appId} />
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">Transações</h1>
            <p className="text-muted-foreground">
              Os pagamentos da loja: pix, boletos, cartões e os demais meios, com o caminho do
              dinheiro de cada um.
            </p>
          </div>
          {allowed ? (
            <div className="flex flex-wrap gap-2">
              <ExportTransactionsButton appId={appId} filters={list.filters} />
              {chargeButton}
            </div>
          ) : null}
        </header>
      </div>

      {!allowed ? (
        <TransactionsNoAccess />
      ) : (
        <>
          {canCharge ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar e exportar os pagamentos; para cobrar, estornar ou capturar, é
              preciso permissão de edição em Pagamentos.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <TransactionListToolbar
                search={list.search}
                onSearchChange={list.setSearch}
                filters={list.filters}
                onFiltersChange={list.setFilters}
                gateways={gateways}
                narrow={narrow}
              />
              {narrowed ? (
                <FilterChips
                  filters={list.filters}
                  chips={filterChips(list.filters, chipNames)}
                  onFiltersChange={list.setFilters}
                  onClear={list.clearFilters}
                />
              ) : null}
              {list.error && !list.payments ? null : (
                <TotalsStrip
                  totals={list.totals}
                  failed={Boolean(list.totalsError)}
                  onRetry={() => void list.reloadTotals()}
                  status={list.filters.status}
                  onStatusChange={(status) => list.setFilters({ ...list.filters, status })}
                />
              )}
            </div>
          )}

          <PagedListBody
            list={list}
            rows={list.payments}
            noun={{ one: 'pagamento', many: 'pagamentos' }}
            slot="transaction-count"
            skeletonRow={
              <>
                <Skeleton className="w-16" />
                <Skeleton className="w-28 max-md:hidden" />
                <div className="flex w-56 flex-col gap-1.5">
                  <Skeleton className="w-40" />
                  <Skeleton className="w-52" />
                </div>
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Receipt aria-hidden />}
                title="Nenhum pagamento ainda."
                description={
                  canCharge
                    ? 'Crie uma cobrança por pix, boleto ou cartão; as vendas da loja também aparecem aqui.'
                    : 'As vendas da loja e as cobranças criadas pela equipe aparecem aqui.'
                }
                action={chargeButton}
              />
            }
          >
            {(rows, onEndReached) => (
              <TransactionRows
                // A new search or filter starts again from the top.
                key={JSON.stringify(list.filters)}
                appId={appId}
                payments={rows}
                hasMore={list.hasMore}
                onEndReached={onEndReached}
                narrow={narrow}
                stale={list.stale}
              />
            )}
          </PagedListBody>
        </>
      )}

      {canCharge ? (
        <NewChargeDialog appId={appId} open={charging} onOpenChange={setCharging} />
      ) : null}
    </div>
  )
}

import {
  formatMoney,
  STATEMENT_KINDS,
  walletKeys,
  type StatementEntry,
  type StatementFilters,
  type StatementKind,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  cn,
  EmptyState,
  ErrorState,
  Field,
  Select,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { ReceiptText } from 'lucide-react'
import { ExportCsvButton } from '../../shared/ExportCsvButton.tsx'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { formatDateTime, storeDay } from '../../shared/format.ts'
import { ListSkeleton } from '../../shared/ListSkeleton.tsx'
import { NoMatches } from '../../shared/NoMatches.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { STATEMENT_KIND_LABELS } from '../shared/wallet-labels.ts'
import { cleanStatementFilters, statementChips, statementFileName } from './statement-filters.ts'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'

/** Lines per page: a screenful; "Carregar mais" asks for the next. */
export const STATEMENT_PAGE_SIZE = 20

const ALL = 'all'
const kindOptions = [
  { value: ALL, label: 'Todos os tipos' },
  ...STATEMENT_KINDS.map((kind) => ({ value: kind, label: STATEMENT_KIND_LABELS[kind] })),
]
const directionOptions = [
  { value: ALL, label: 'Entradas e saídas' },
  { value: 'in', label: 'Entradas' },
  { value: 'out', label: 'Saídas' },
]

/** The statement's lines under its filters, page after page (read again after a withdrawal). */
export function useStatement(appId: number, filters: StatementFilters, enabled: boolean) {
  const api = useApi()
  return useKeysetPages({
    filters,
    enabled,
    pageSize: STATEMENT_PAGE_SIZE,
    listKey: (current) => walletKeys.statement(appId, current),
    fetchPage: (query) => api.wallet.statement(appId, query),
  })
}

export interface StatementSectionProps {
  appId: number
  filters: StatementFilters
  onFiltersChange: (filters: StatementFilters) => void
  statement: ReturnType<typeof useStatement>
}

/**
 * "Extrato": what moved the available money, newest first, filtered by kind, direction and
 * period on the server, and exported as CSV with the same filters.
 */
export function StatementSection({
  appId,
  filters,
  onFiltersChange,
  statement,
}: StatementSectionProps) {
  const api = useApi()
  const set = (patch: Partial<StatementFilters>) =>
    onFiltersChange(cleanStatementFilters({ ...filters, ...patch }))
  const chips = statementChips(filters)
  const rows = statement.items

  let body
  if (statement.error && !rows) {
    body = (
      <ErrorState
        titleAs="h3"
        title="Não foi possível carregar o extrato"
        message={errorMessage(statement.error)}
        onRetry={() => void statement.reload()}
      />
    )
  } else if (!rows) {
    body = (
      <ListSkeleton
        label="Carregando o extrato"
        row={
          <>
            <Skeleton className="w-32" />
            <Skeleton className="w-28" />
            <Skeleton className="w-64 max-md:hidden" />
            <Skeleton className="ms-auto w-20" />
          </>
        }
      />
    )
  } else if (rows.length === 0 && chips.length > 0 && !statement.stale) {
    body = <NoMatches title="Nenhum lançamento neste filtro." onClear={() => onFiltersChange({})} />
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        titleAs="h3"
        bordered
        icon={<ReceiptText aria-hidden />}
        title="Nenhum lançamento ainda"
        description="As vendas liberadas, os estornos, os saques e os pagamentos a fornecedores aparecem aqui assim que acontecem."
      />
    )
  } else {
    body = <StatementTable rows={rows} stale={statement.stale} />
  }

  return (
    <section aria-labelledby="wallet-statement" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="wallet-statement" className="text-lg font-semibold">
          Extrato
        </h2>
        <ExportCsvButton
          exportFile={() => api.wallet.exportStatement(appId, filters)}
          fileName={() => statementFileName(appId, filters, storeDay(new Date()))}
        />
      </div>
      <div
        role="group"
        aria-label="Filtrar o extrato"
        className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field label="Tipo">
          <Select
            options={kindOptions}
            value={filters.kind ?? ALL}
            onValueChange={(value) =>
              set({ kind: value === ALL ? undefined : (value as StatementKind) })
            }
          />
        </Field>
        <Field label="Movimento">
          <Select
            options={directionOptions}
            value={filters.direction ?? ALL}
            onValueChange={(value) =>
              set({ direction: value === ALL ? undefined : (value as 'in' | 'out') })
            }
          />
        </Field>
        <DateRangeFields from={filters.from} to={filters.to} onChange={set} />
      </div>
      {chips.length > 0 ? (
        <FilterChips
          filters={filters}
          chips={chips}
          onFiltersChange={onFiltersChange}
          onClear={() => onFiltersChange({})}
        />
      ) : null}
      {body}
      {rows && rows.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p role="status" data-slot="statement-count">
            {statement.hasMore
              ? `${rows.length} lançamentos carregados`
              : rows.length === 1
                ? '1 lançamento'
                : `${rows.length} lançamentos`}
          </p>
          {statement.error ? (
            <Button variant="secondary" size="sm" onClick={() => void statement.reload()}>
              Não foi possível carregar mais. Tentar novamente
            </Button>
          ) : statement.hasMore ? (
            <Button
              variant="secondary"
              size="sm"
              loading={statement.loadingMore}
              onClick={() => void statement.loadMore()}
            >
              Carregar mais lançamentos
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

export const SCROLLER =
  'overflow-x-auto rounded-lg border bg-surface focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>[data-slot=table-container]]:overflow-visible'

function StatementTable({ rows, stale }: { rows: StatementEntry[]; stale: boolean }) {
  return (
    // The wrapper scrolls sideways on narrow screens (not the table's own container), so it can
    // take focus and the keyboard can scroll it too.
    <div
      role="region"
      aria-label="Tabela do extrato"
      tabIndex={0}
      className={cn(SCROLLER, stale && 'opacity-60')}
      aria-busy={stale || undefined}
    >
      <Table aria-label="Lançamentos do extrato">
        <TableHeader>
          <TableRow>
            <TableHead>Data</TableHead>
            <TableHead>Tipo</TableHead>
            <TableHead>Descrição</TableHead>
            <TableHead className="text-end">Valor</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDateTime(entry.at)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {STATEMENT_KIND_LABELS[entry.kind]}
              </TableCell>
              <TableCell className="min-w-64">{entry.description}</TableCell>
              <TableCell
                className={cn(
                  'text-end font-medium whitespace-nowrap tabular-nums',
                  entry.amount_cents > 0 ? 'text-success-foreground' : 'text-foreground',
                )}
              >
                {entry.amount_cents > 0 ? '+' : ''}
                {formatMoney(entry.amount_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

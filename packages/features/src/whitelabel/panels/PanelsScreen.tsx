import { useState } from 'react'
import useSWR from 'swr'
import {
  formatMoney,
  PANEL_STATUSES,
  whitelabelKeys,
  type PanelReport,
  type PanelReportQuery,
  type PanelStatusFilter,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Select,
  Skeleton,
  SkeletonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Store } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'
import { ExportCsvButton } from '../../shared/ExportCsvButton.tsx'
import { formatDate } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'
import { defaultPeriod } from './period.ts'

const STATUS_LABELS: Record<PanelStatusFilter, string> = {
  all: 'Todas',
  active: 'Ativas',
  inactive: 'Inativas',
}

export interface PanelsScreenProps {
  /** Today, for the default period (the last 30 days); the panel passes the clock's. */
  today?: Date
}

/**
 * Revenda › Relatórios (/whitelabel/reports/panels): the reseller's stores with their approved
 * payments and fees over a period, filtered by status and name, a page at a time, and the CSV of
 * everything the filters select. Each store opens its own page, day by day.
 */
export function PanelsScreen({ today }: PanelsScreenProps) {
  const api = useApi()
  const [period, setPeriod] = useState(() => defaultPeriod(today ?? new Date()))
  const [status, setStatus] = useState<PanelStatusFilter>('all')
  const [page, setPage] = useState(1)
  const search = useDebouncedSearch()
  const query: PanelReportQuery = {
    from: period.from,
    to: period.to,
    status,
    q: search.query,
    page: String(page),
  }
  const report = useSWR(whitelabelKeys.panels(query), () => api.whitelabel.panels(query), {
    keepPreviousData: true,
  })

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <ResellerHeader
        page="panels"
        title="Relatórios dos painéis"
        description="As lojas da revenda com as vendas aprovadas e as taxas no período."
        actions={
          <ExportCsvButton
            exportFile={() => api.whitelabel.panelsCsv({ ...query, page: '1' })}
            fileName={() => `paineis-${period.from}-a-${period.to}.csv`}
          />
        }
      />
      <form
        role="search"
        aria-label="Filtrar painéis"
        className="grid gap-4 sm:grid-cols-[1fr_auto_12rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="Buscar loja">
          <Input
            type="search"
            value={search.search}
            placeholder="Nome da loja"
            onChange={(event) => {
              search.setSearch(event.target.value)
              setPage(1)
            }}
          />
        </Field>
        <DateRangeFields
          from={period.from}
          to={period.to}
          onChange={(patch) => {
            // A cleared end keeps the one before: the report always has a period.
            setPeriod((current) => ({
              from: patch.from ?? current.from,
              to: patch.to ?? current.to,
            }))
            setPage(1)
          }}
        />
        <Field label="Situação">
          <Select
            options={PANEL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={status}
            onValueChange={(value) => {
              setStatus(value as PanelStatusFilter)
              setPage(1)
            }}
          />
        </Field>
      </form>
      {report.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os painéis"
          message={errorMessage(report.error)}
          onRetry={() => void report.mutate()}
        />
      ) : !report.data ? (
        <SkeletonGroup label="Carregando os painéis">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : (
        <ReportBody report={report.data} period={period} onPage={setPage} />
      )}
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

function ReportBody({
  report,
  period,
  onPage,
}: {
  report: PanelReport
  period: { from: string; to: string }
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(report.total / report.page_size))
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-4" aria-label="Totais do período">
        <Figure label="Lojas" value={`${report.totals.stores} (${report.totals.active} ativas)`} />
        <Figure label="Pagamentos aprovados" value={String(report.totals.approved_count)} />
        <Figure label="Valor aprovado" value={formatMoney(report.totals.approved_cents)} />
        <Figure label="Taxas" value={formatMoney(report.totals.fees_cents)} />
      </dl>
      {report.items.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<Store aria-hidden />}
          title="Nenhum painel encontrado"
          description="Nenhuma loja da revenda corresponde aos filtros. Mude a busca ou a situação."
        />
      ) : (
        <Table aria-label="Painéis da revenda">
          <TableHeader>
            <TableRow>
              <TableHead>Loja</TableHead>
              <TableHead>Criada em</TableHead>
              <TableHead>Situação</TableHead>
              <TableHead className="text-right">Aprovados</TableHead>
              <TableHead className="text-right">Valor aprovado</TableHead>
              <TableHead className="text-right">Taxas</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    href={`${href('whitelabel-panels', { panelId: row.id })}?from=${period.from}&to=${period.to}`}
                  >
                    {row.name}
                  </Link>
                  <div className="text-sm text-muted-foreground">{row.owner_email}</div>
                </TableCell>
                <TableCell>{formatDate(row.created_at)}</TableCell>
                <TableCell>
                  <Badge tone={row.active ? 'success' : 'neutral'} size="sm">
                    {row.active ? 'Ativa' : 'Inativa'}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.approved_count}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(row.approved_cents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(row.fees_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 ? (
        <nav aria-label="Páginas" className="flex items-center justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={report.page <= 1}
            onClick={() => onPage(report.page - 1)}
          >
            Anterior
          </Button>
          <span className="text-sm">
            Página {report.page} de {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={report.page >= pages}
            onClick={() => onPage(report.page + 1)}
          >
            Próxima
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

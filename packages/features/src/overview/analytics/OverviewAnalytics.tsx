import { useState } from 'react'
import useSWR from 'swr'
import {
  analyticsKeys,
  OVERVIEW_GRANULARITIES,
  type Overview,
  type OverviewGranularity,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Input,
  Label,
  Skeleton,
  SkeletonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  ToggleGroup,
  ToggleGroupItem,
} from '@vitrine/ui'
import { ShoppingBag } from 'lucide-react'
import { hrefOf } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { BarList } from './BarList.tsx'
import { ChartFigure } from './ChartFigure.tsx'
import { bucketLabel, change, count, money, rate } from './format.ts'
import { METHOD_LABELS } from './labels.ts'
import {
  GRANULARITY_LABELS,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  presetPeriod,
  queryOf,
  type Period,
  type PeriodPreset,
} from './period.ts'
import { SalesChart } from './SalesChart.tsx'

export interface OverviewAnalyticsProps {
  appId: number
  /** Today in São Paulo (YYYY-MM-DD): the presets end on it. */
  today: string
}

/**
 * The overview's numbers (its own lazy chunk): period picker, the headline figures against the
 * previous period, sales over time, approval by method, top products, recurrence and wallet.
 */
export default function OverviewAnalytics({ appId, today }: OverviewAnalyticsProps) {
  const api = useApi()
  const [period, setPeriod] = useState<Period>(() => presetPeriod('30', today))
  const query = queryOf(period)
  const overview = useSWR(
    analyticsKeys.overview(appId, query),
    () => api.analytics.overview(appId, query),
    { keepPreviousData: true },
  )
  return (
    <section aria-labelledby="overview-analytics" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="overview-analytics" className="text-lg font-semibold">
          Desempenho da loja
        </h2>
        <PeriodPicker period={period} today={today} onChange={setPeriod} />
      </div>
      {overview.error && !overview.data ? (
        <ErrorState
          titleAs="h3"
          bordered
          title="Não foi possível carregar os números da loja"
          message={errorMessage(overview.error)}
          onRetry={() => void overview.mutate()}
        />
      ) : !overview.data ? (
        <SkeletonGroup label="Carregando os números da loja">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </SkeletonGroup>
      ) : !overview.data.has_sales ? (
        <FirstSteps appId={appId} />
      ) : (
        <Figures overview={overview.data} busy={overview.isValidating} />
      )}
    </section>
  )
}

function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: Period
  today: string
  onChange: (period: Period) => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id="overview-period">
          Período
        </span>
        <ToggleGroup
          aria-labelledby="overview-period"
          value={period.preset}
          size="sm"
          onValueChange={(value: string) => {
            const preset = value as PeriodPreset
            if (preset === 'custom') onChange({ ...period, preset })
            else onChange(presetPeriod(preset, today))
          }}
        >
          {PERIOD_PRESETS.map((preset) => (
            <ToggleGroupItem key={preset} value={preset}>
              {PERIOD_LABELS[preset]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      {period.preset === 'custom' ? (
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="overview-from">De</Label>
            <Input
              id="overview-from"
              type="date"
              value={period.from}
              max={period.to}
              onChange={(event) =>
                event.target.value && onChange({ ...period, from: event.target.value })
              }
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="overview-to">Até</Label>
            <Input
              id="overview-to"
              type="date"
              value={period.to}
              min={period.from}
              max={today}
              onChange={(event) =>
                event.target.value && onChange({ ...period, to: event.target.value })
              }
            />
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id="overview-granularity">
          Agrupar por
        </span>
        <ToggleGroup
          aria-labelledby="overview-granularity"
          value={period.granularity}
          size="sm"
          onValueChange={(value: string) =>
            onChange({ ...period, granularity: value as OverviewGranularity })
          }
        >
          {OVERVIEW_GRANULARITIES.map((granularity) => (
            <ToggleGroupItem key={granularity} value={granularity}>
              {GRANULARITY_LABELS[granularity]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
    </div>
  )
}

function FirstSteps({ appId }: { appId: number }) {
  const checklist = hrefOf('onboarding-checklist', { appID: appId })
  const gateways = hrefOf('payments-gateways', { appID: appId })
  return (
    <EmptyState
      titleAs="h3"
      bordered
      icon={<ShoppingBag aria-hidden />}
      title="Sua loja ainda não tem vendas"
      description="Quando os primeiros pagamentos chegarem, as vendas, a aprovação por meio de pagamento e os produtos mais vendidos aparecem aqui."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {checklist ? (
            <Button asChild>
              <Link href={checklist}>Ver os primeiros passos</Link>
            </Button>
          ) : null}
          {gateways ? (
            <Button asChild variant="secondary">
              <Link href={gateways}>Configurar pagamentos</Link>
            </Button>
          ) : null}
        </div>
      }
    />
  )
}

function Figure({
  label,
  value,
  current,
  previous,
}: {
  label: string
  value: string
  current?: number
  previous?: number
}) {
  const delta = current !== undefined && previous !== undefined ? change(current, previous) : null
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">
        {delta
          ? `${delta} em relação ao período anterior`
          : 'Sem comparação com o período anterior'}
      </span>
    </Card>
  )
}

function Figures({ overview, busy }: { overview: Overview; busy: boolean }) {
  const { totals, previous_totals: before, recurrence, wallet } = overview
  const approval = (approved: number, all: number) => (all > 0 ? approved / all : 0)
  return (
    <div className="flex flex-col gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Vendas aprovadas"
          value={money(totals.approved_cents)}
          current={totals.approved_cents}
          previous={before.approved_cents}
        />
        <Figure
          label="Ticket médio"
          value={money(totals.average_ticket_cents)}
          current={totals.average_ticket_cents}
          previous={before.average_ticket_cents}
        />
        <Figure
          label="Taxa de aprovação"
          value={rate(approval(totals.approved_count, totals.payments_count))}
          current={approval(totals.approved_count, totals.payments_count)}
          previous={approval(before.approved_count, before.payments_count)}
        />
        <Figure
          label="Novos clientes"
          value={count(totals.new_customers)}
          current={totals.new_customers}
          previous={before.new_customers}
        />
      </div>
      <ChartFigure
        title="Vendas no período"
        description={`Vendas aprovadas por ${GRANULARITY_LABELS[overview.granularity].toLowerCase()}, comparadas com o período anterior`}
        chart={<SalesChart series={overview.series} granularity={overview.granularity} />}
        table={
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Início</TableHead>
                <TableHead className="text-right">Pagamentos</TableHead>
                <TableHead className="text-right">Aprovados</TableHead>
                <TableHead className="text-right">Vendas aprovadas</TableHead>
                <TableHead className="text-right">Período anterior</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {overview.series.map((point) => (
                <TableRow key={point.start}>
                  <TableCell>{bucketLabel(point.start, overview.granularity)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {count(point.payments_count)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {count(point.approved_count)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(point.approved_cents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(point.previous_approved_cents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title="Aprovação por meio de pagamento"
          chart={
            <BarList
              label="Taxa de aprovação por meio de pagamento"
              items={overview.methods.map((method) => ({
                key: method.type,
                label: METHOD_LABELS[method.type],
                value: approval(method.approved_count, method.payments_count),
                text: rate(approval(method.approved_count, method.payments_count)),
              }))}
            />
          }
          table={
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Meio</TableHead>
                  <TableHead className="text-right">Pagamentos</TableHead>
                  <TableHead className="text-right">Aprovados</TableHead>
                  <TableHead className="text-right">Aprovação</TableHead>
                  <TableHead className="text-right">Valor aprovado</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {overview.methods.map((method) => (
                  <TableRow key={method.type}>
                    <TableCell>{METHOD_LABELS[method.type]}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {count(method.payments_count)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {count(method.approved_count)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {rate(approval(method.approved_count, method.payments_count))}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {money(method.approved_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
        <ChartFigure
          title="Produtos mais vendidos"
          chart={
            overview.top_products.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum produto vendido no período.</p>
            ) : (
              <BarList
                label="Produtos mais vendidos por valor"
                items={overview.top_products.map((product) => ({
                  key: product.name,
                  label: product.name,
                  value: product.amount_cents,
                  text: money(product.amount_cents),
                }))}
              />
            )
          }
          table={
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Produto</TableHead>
                  <TableHead className="text-right">Quantidade</TableHead>
                  <TableHead className="text-right">Valor</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {overview.top_products.map((product) => (
                  <TableRow key={product.name}>
                    <TableCell>{product.name}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {count(product.quantity)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {money(product.amount_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Receita recorrente mensal (MRR)"
          value={recurrence.mrr_cents === null ? '—' : money(recurrence.mrr_cents)}
          current={recurrence.mrr_cents ?? undefined}
          previous={recurrence.previous_mrr_cents ?? undefined}
        />
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-muted-foreground">Cancelamentos (churn)</span>
          <span className="text-2xl font-semibold tabular-nums">
            {recurrence.churn_rate === null ? '—' : rate(recurrence.churn_rate)}
          </span>
          <span className="text-xs text-muted-foreground">
            {count(recurrence.canceled)} canceladas e {count(recurrence.started)} novas no período
          </span>
        </Card>
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-muted-foreground">Disponível na carteira</span>
          <span className="text-2xl font-semibold tabular-nums">
            {money(wallet.available_cents)}
          </span>
          <span className="text-xs text-muted-foreground">
            {money(wallet.pending_cents)} a liberar
          </span>
        </Card>
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-muted-foreground">Estornos e taxas</span>
          <span className="text-2xl font-semibold tabular-nums">
            {money(totals.refunded_cents)}
          </span>
          <span className="text-xs text-muted-foreground">{money(totals.fee_cents)} em taxas</span>
        </Card>
      </div>
    </div>
  )
}

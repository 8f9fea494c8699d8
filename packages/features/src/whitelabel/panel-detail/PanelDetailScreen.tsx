import { useState } from 'react'
import useSWR from 'swr'
import { formatMoney, whitelabelKeys, type PanelDetail } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'
import { formatDate } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { defaultPeriod } from '../panels/period.ts'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'

export interface PanelDetailScreenProps {
  panelId: number
  /** The period the reports list had (its link carries it); the last 30 days otherwise. */
  from?: string
  to?: string
  today?: Date
}

/**
 * Revenda › Relatórios › a store (/whitelabel/panels/{panelId}): its owner, status and link to
 * open it, and its approved payments and fees day by day over the period (at most 366 days).
 */
export function PanelDetailScreen({ panelId, from, to, today }: PanelDetailScreenProps) {
  const api = useApi()
  const [period, setPeriod] = useState(() =>
    from && to ? { from, to } : defaultPeriod(today ?? new Date()),
  )
  const detail = useSWR(whitelabelKeys.panel(panelId, period.from, period.to), () =>
    api.whitelabel.panel(panelId, period),
  )
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ResellerHeader
        page="panels"
        title={detail.data?.name ?? 'Painel'}
        description="As vendas aprovadas e as taxas da loja, dia a dia."
        actions={
          <Link
            href={href('whitelabel-reports-panels')}
            className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Todos os painéis
          </Link>
        }
      />
      <div className="max-w-md">
        <DateRangeFields
          from={period.from}
          to={period.to}
          onChange={(patch) =>
            setPeriod((current) => ({
              from: patch.from ?? current.from,
              to: patch.to ?? current.to,
            }))
          }
        />
      </div>
      {detail.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o painel"
          message={errorMessage(detail.error)}
          onRetry={() => void detail.mutate()}
        />
      ) : !detail.data ? (
        <SkeletonGroup label="Carregando o painel">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-40 w-full" />
        </SkeletonGroup>
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </div>
  )
}

function DetailBody({ detail }: { detail: PanelDetail }) {
  const days = detail.days.filter((day) => day.approved_count > 0)
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 rounded-lg border p-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-muted-foreground">Dono</dt>
          <dd className="font-medium">{detail.owner.name}</dd>
          <dd className="text-sm text-muted-foreground">{detail.owner.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Situação</dt>
          <dd>
            <Badge tone={detail.active ? 'success' : 'neutral'} size="sm">
              {detail.active ? 'Ativa' : 'Inativa'}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Criada em</dt>
          <dd>{formatDate(detail.created_at)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Loja</dt>
          <dd>
            <Link
              href={href('overview', { appID: detail.id })}
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
            >
              Abrir a loja
              <ExternalLink aria-hidden className="size-4" />
            </Link>
          </dd>
        </div>
      </dl>
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Totais do período">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Pagamentos aprovados</dt>
          <dd className="text-xl font-semibold tabular-nums">{detail.totals.approved_count}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Valor aprovado</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {formatMoney(detail.totals.approved_cents)}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Taxas</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {formatMoney(detail.totals.fees_cents)}
          </dd>
        </div>
      </dl>
      {days.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">
          Nenhum pagamento aprovado neste período.
        </p>
      ) : (
        <Table aria-label="Vendas por dia">
          <TableHeader>
            <TableRow>
              <TableHead>Dia</TableHead>
              <TableHead className="text-right">Aprovados</TableHead>
              <TableHead className="text-right">Valor aprovado</TableHead>
              <TableHead className="text-right">Taxas</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDate(`${day.date}T12:00:00Z`)}</TableCell>
                <TableCell className="text-right tabular-nums">{day.approved_count}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(day.approved_cents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(day.fees_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}

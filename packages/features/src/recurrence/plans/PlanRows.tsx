import { formatMoney, type Plan } from '@vitrine/api'
import {
  Button,
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { cyclesText, priceEveryText, trialText } from '../shared/interval-words.ts'
import { PlanRowActions } from './PlanRowActions.tsx'
import { PlanStateBadge } from './PlanStateBadge.tsx'

export interface PlanRowsProps {
  plans: Plan[]
  /** Null at read level: no actions. */
  actions: { onEdit: (plan: Plan) => void; onArchive: (plan: Plan) => void } | null
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
  /** More pages remain: "Carregar mais planos" asks for the next. */
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

const subscribersText = (n: number) => (n === 1 ? '1 assinante' : `${n} assinantes`)

/**
 * The plans loaded so far: a table on a wide screen (price and interval in words, trial,
 * cycles, subscribers, MRR, state), cards on a phone; a store has tens of plans, so the next
 * page comes on request rather than on scroll.
 */
export function PlanRows({
  plans,
  actions,
  narrow,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
}: PlanRowsProps) {
  const more = hasMore ? (
    <Button
      variant="secondary"
      className="w-fit self-center"
      disabled={loadingMore}
      onClick={onLoadMore}
    >
      Carregar mais planos
    </Button>
  ) : null
  if (narrow) {
    return (
      <div className="flex flex-col gap-3">
        <ul aria-label="Planos" className={cn('flex flex-col gap-3', stale && 'opacity-60')}>
          {plans.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium">{plan.name}</span>
                  <span className="text-sm tabular-nums">{priceEveryText(plan)}</span>
                </div>
                <PlanStateBadge plan={plan} />
              </div>
              <p className="text-sm text-muted-foreground">
                {[trialText(plan.trial_days), cyclesText(plan.cycles)].filter(Boolean).join(' · ')}
              </p>
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm tabular-nums">
                  {subscribersText(plan.subscriber_count)} · MRR {formatMoney(plan.mrr_cents)}
                </p>
                {actions ? <PlanRowActions plan={plan} {...actions} /> : null}
              </div>
            </li>
          ))}
        </ul>
        {more}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <Table aria-label="Planos" className={cn(stale && 'opacity-60')}>
        <TableHeader>
          <TableRow>
            <TableHead>Plano</TableHead>
            <TableHead>Preço</TableHead>
            <TableHead>Teste grátis</TableHead>
            <TableHead>Cobranças</TableHead>
            <TableHead className="text-end">Assinantes</TableHead>
            <TableHead className="text-end">MRR</TableHead>
            <TableHead>Situação</TableHead>
            {actions ? (
              <TableHead className="text-end">
                <span className="sr-only">Ações</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id}>
              <TableCell>
                <div className="flex max-w-72 flex-col">
                  <span className="font-medium">{plan.name}</span>
                  {plan.products.length > 0 ? (
                    <span className="truncate text-xs text-muted-foreground">
                      {plan.products.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
                    </span>
                  ) : null}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                {priceEveryText(plan)}
                {plan.setup_fee_cents > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    + {formatMoney(plan.setup_fee_cents)} de adesão
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {trialText(plan.trial_days) ?? (
                  <span className="text-muted-foreground">Sem teste</span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{cyclesText(plan.cycles)}</TableCell>
              <TableCell className="text-end tabular-nums">{plan.subscriber_count}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {formatMoney(plan.mrr_cents)}
              </TableCell>
              <TableCell>
                <PlanStateBadge plan={plan} />
              </TableCell>
              {actions ? (
                <TableCell>
                  <PlanRowActions plan={plan} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </div>
  )
}

import type { ReactNode } from 'react'
import { formatMoney, type RecurrenceTotals } from '@vitrine/api'
import { Card, CardDescription, CardHeader, CardTitle, Skeleton } from '@vitrine/ui'

export interface PlanTotalsProps {
  /** Undefined while on its way or when it failed. */
  totals: RecurrenceTotals | undefined
  /** The figures could not be loaded (the list's "Tentar novamente" asks again). */
  failed: boolean
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The store's recurrence at a glance: who subscribes (trialing, active, past due or paused),
 * what that is worth per month (MRR: active and past due) and how many are past due. Three
 * small figures side by side on a phone, so the plans stay in view.
 */
export function PlanTotals({ totals, failed }: PlanTotalsProps) {
  const figure = (value: (totals: RecurrenceTotals) => string) =>
    totals ? (
      <p className="text-lg font-semibold tabular-nums sm:text-2xl">{value(totals)}</p>
    ) : failed ? (
      <p className="text-lg font-semibold text-muted-foreground sm:text-2xl">
        <span aria-hidden>—</span>
        <span className="sr-only">Não foi possível carregar</span>
      </p>
    ) : (
      <Skeleton className="h-7 w-20 sm:h-8 sm:w-28" />
    )
  return (
    <section aria-label="Totais da recorrência" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Figure slot="subscribers" title="Assinantes" hint="Em teste, ativas, em atraso ou pausadas.">
        {figure((t) => String(t.subscriber_count))}
      </Figure>
      <Figure
        slot="mrr"
        title={
          <>
            <span className="max-sm:hidden">Receita recorrente mensal</span>
            <abbr title="Receita recorrente mensal" className="no-underline sm:hidden">
              MRR
            </abbr>
          </>
        }
        hint="O MRR: quanto as assinaturas ativas e em atraso valem por mês."
      >
        {figure((t) => formatMoney(t.mrr_cents))}
      </Figure>
      <Figure
        slot="past-due"
        title="Em atraso"
        hint="Assinaturas com uma cobrança recusada, em novas tentativas."
      >
        {figure((t) => count(t.past_due_count, 'assinatura', 'assinaturas'))}
      </Figure>
    </section>
  )
}

function Figure({
  slot,
  title,
  hint,
  children,
}: {
  slot: string
  title: ReactNode
  hint: string
  children: ReactNode
}) {
  return (
    <Card data-slot={`totals-${slot}`}>
      <CardHeader className="max-sm:p-3">
        <CardTitle asChild>
          <h2 className="max-sm:text-sm">{title}</h2>
        </CardTitle>
        {children}
        <CardDescription className="max-sm:hidden">{hint}</CardDescription>
      </CardHeader>
    </Card>
  )
}

import type { Subscription } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { cycleText, paidWithText } from '../shared/subscription-words.ts'
import { priceEveryText } from '../shared/interval-words.ts'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  )
}

/** Why there is no next charge: said instead of a blank. */
function nextChargeText(subscription: Subscription): string {
  if (subscription.next_charge_at) return formatDateTime(subscription.next_charge_at)
  if (subscription.status === 'paused') return 'Nenhuma enquanto pausada'
  if (subscription.status === 'past_due') return 'Depois que a fatura em atraso for paga'
  return 'Nenhuma'
}

/**
 * The subscription at a glance: plan and price, cycle, next charge, how it is paid, and the
 * dates that tell its story (created, trial, paused, canceled, ended).
 */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { plan } = subscription
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Assinatura</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact term="Plano">{plan.name}</Fact>
          <Fact term="Valor">{priceEveryText(plan)}</Fact>
          <Fact term="Ciclo">{cycleText(subscription.current_cycle, plan.cycles)}</Fact>
          {subscription.current_period_start && subscription.current_period_end ? (
            <Fact term="Período atual">
              {formatDate(subscription.current_period_start)} a{' '}
              {formatDate(subscription.current_period_end)}
            </Fact>
          ) : null}
          <Fact term="Próxima cobrança">{nextChargeText(subscription)}</Fact>
          <Fact term="Forma de pagamento">
            {paidWithText(subscription.method, subscription.card)}
          </Fact>
          <Fact term="Cliente">
            {subscription.customer.name}
            {subscription.customer.email ? (
              <span className="block text-sm font-normal text-muted-foreground">
                {subscription.customer.email}
              </span>
            ) : null}
          </Fact>
          <Fact term="Criada em">{formatDateTime(subscription.created_at)}</Fact>
          {subscription.trial_ends_at ? (
            <Fact term="Teste grátis até">{formatDateTime(subscription.trial_ends_at)}</Fact>
          ) : null}
          {subscription.paused_at ? (
            <Fact term="Pausada em">{formatDateTime(subscription.paused_at)}</Fact>
          ) : null}
          {subscription.canceled_at ? (
            <Fact term="Cancelada em">{formatDateTime(subscription.canceled_at)}</Fact>
          ) : null}
          {subscription.ended_at ? (
            <Fact term="Encerrada em">{formatDateTime(subscription.ended_at)}</Fact>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}

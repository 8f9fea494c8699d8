import type { ReactNode } from 'react'
import { formatMoney, type WalletBalance } from '@vitrine/api'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@vitrine/ui'

/** "2026-11-25" → "25/11/2026". */
const dayText = (day: string) => day.split('-').reverse().join('/')

/**
 * The three figures of the ledger: what can be withdrawn now, what is to be released (by day),
 * and what left and is not yet confirmed paid out.
 */
export function BalanceFigures({ balance }: { balance: WalletBalance }) {
  return (
    <section aria-label="Saldo da carteira" className="grid gap-4 md:grid-cols-3">
      <Figure
        slot="available"
        title="Disponível"
        cents={balance.available_cents}
        hint="Pode ser sacado ou usado para pagar fornecedores agora."
      />
      <Figure
        slot="pending"
        title="A liberar"
        cents={balance.pending_cents}
        hint={
          balance.releases.length === 0
            ? 'Nada a liberar: as vendas já recebidas estão disponíveis.'
            : 'Vendas recebidas que ficam disponíveis nestes dias:'
        }
      >
        {balance.releases.length > 0 ? (
          <ul aria-label="Liberações previstas" className="flex flex-col gap-1 text-sm">
            {balance.releases.map((release) => (
              <li key={release.date} className="flex justify-between gap-3 tabular-nums">
                <span>{dayText(release.date)}</span>
                <span className="font-medium">{formatMoney(release.cents)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Figure>
      <Figure
        slot="blocked"
        title="Em trânsito"
        cents={balance.blocked_cents}
        hint="Saques e pagamentos enviados, esperando a confirmação do banco."
      />
    </section>
  )
}

function Figure({
  slot,
  title,
  cents,
  hint,
  children,
}: {
  slot: string
  title: string
  cents: number
  hint: string
  children?: ReactNode
}) {
  return (
    <Card data-slot={`balance-${slot}`}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <p className="text-2xl font-semibold tabular-nums">{formatMoney(cents)}</p>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
    </Card>
  )
}

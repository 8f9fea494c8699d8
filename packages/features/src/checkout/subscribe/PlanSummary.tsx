import { formatMoney, type SignupPage } from '@vitrine/api'
import { PublicCard } from '../shared/PublicPage.tsx'
import { formatDay, planTerms, priceEvery } from './plan-words.ts'

/**
 * What the subscriber signs up for and what this cycle charges: the plan's name, price and
 * interval in words, its terms and products, then the cycle's lines (the plan, the setup fee on
 * the first, a plan change's proration or credit) and their total.
 */
export function PlanSummary({ page }: { page: SignupPage }) {
  const { plan, invoice } = page
  return (
    <PublicCard>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Assinatura de {page.store.name}</p>
        <h1 className="text-2xl font-semibold">{plan.name}</h1>
        <p className="text-lg">{priceEvery(plan)}</p>
        {plan.description ? (
          <p className="whitespace-pre-line text-muted-foreground">{plan.description}</p>
        ) : null}
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {planTerms(plan).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {plan.products.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">O que vem em cada período</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {plan.products.map((product) => (
              <li key={product.name}>
                {product.quantity} × {product.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 border-t pt-4">
        <h2 className="font-semibold">
          {page.cycle === 1 ? 'Primeira cobrança' : `Cobrança do ${page.cycle}º período`}
        </h2>
        <dl className="flex flex-col gap-1 text-sm">
          {invoice.lines.map((line, index) => (
            <div key={index} className="flex justify-between gap-4">
              <dt>{line.description}</dt>
              <dd className="tabular-nums">{formatMoney(line.amount_cents)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(invoice.amount_cents)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">Vencimento em {formatDay(invoice.due_at)}</p>
      </div>
    </PublicCard>
  )
}

import type { PaymentLink } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { expiryLabel, soldLabel } from '../shared/link-labels.ts'

/** How the link sells: limits, installments, address. */
export function LinkFacts({ link }: { link: PaymentLink }) {
  const facts = [
    { term: 'Vendas', value: soldLabel(link) },
    { term: 'Expiração', value: expiryLabel(link) },
    {
      term: 'Parcelas',
      value: link.max_installments === 1 ? 'Só à vista' : `Até ${link.max_installments}x`,
    },
    { term: 'Endereço de entrega', value: link.ask_address ? 'Pedido a quem paga' : 'Não pedido' },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Configuração</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link.description ? <p className="whitespace-pre-line">{link.description}</p> : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(({ term, value }) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

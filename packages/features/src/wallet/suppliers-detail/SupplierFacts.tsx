import { destinationLabel, formatMoney, type Supplier } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { formatDate } from '../../shared/format.ts'
import { categoryText, documentText } from '../suppliers/supplier-labels.ts'

/** Who the supplier is, where it receives and what it was paid so far. */
export function SupplierFacts({ supplier }: { supplier: Supplier }) {
  const facts: [string, string][] = [
    ['Documento', documentText(supplier)],
    ['Categoria', categoryText(supplier.category)],
    ['E-mail', supplier.email ?? 'Não informado'],
    ['Recebe em', destinationLabel(supplier.destination)],
    ['Pago até hoje', formatMoney(supplier.paid_cents)],
    [
      'Último pagamento',
      supplier.last_paid_at ? formatDate(supplier.last_paid_at) : 'Nenhum ainda',
    ],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Dados</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

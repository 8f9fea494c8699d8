import type { Transaction } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { Fact } from './PaymentMethodCard.tsx'

/**
 * The payer's answers to the store's checkout custom fields, each under the field's label as it
 * was when they paid (a field renamed or removed since leaves the answer as it was given).
 */
export function CustomFieldsCard({ payment }: { payment: Transaction }) {
  const answers = payment.custom_fields ?? []
  if (answers.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Campos do checkout</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {answers.map((answer) => (
            <Fact key={answer.key} label={answer.label}>
              {answer.text}
            </Fact>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

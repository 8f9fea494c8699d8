import type { Transaction } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { PaymentSteps, timelineSteps } from '../../shared/payment-timeline/PaymentSteps.tsx'

/**
 * "Linha do tempo": every status the payment went through, newest first, as a vertical line of
 * steps (shared/payment-timeline, which the recurrence area's invoices show too).
 */
export function PaymentTimeline({ payment }: { payment: Transaction }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Linha do tempo</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PaymentSteps steps={timelineSteps(payment.created_at, payment.timeline)} />
      </CardContent>
    </Card>
  )
}

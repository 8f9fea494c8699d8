import type { PayoutStatus } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from './wallet-labels.ts'

/**
 * Where a payout (a withdrawal or a payment to a supplier) stands: on its way, paid, or failed
 * (the money came back).
 */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge size="sm" tone={PAYOUT_STATUS_TONES[status]}>
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  )
}

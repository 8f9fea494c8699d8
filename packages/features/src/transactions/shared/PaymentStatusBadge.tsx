import type { PaymentStatus } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { statusLabel } from './payment-labels.ts'
import { PAYMENT_STATUS_LOOK } from './payment-status.ts'

export interface PaymentStatusBadgeProps {
  status: PaymentStatus
  size?: 'sm' | 'md'
  className?: string
}

/** "Pago", "Aguardando pagamento"…: the status's label with its icon and colour. */
export function PaymentStatusBadge({ status, size = 'md', className }: PaymentStatusBadgeProps) {
  const { tone, icon: Icon } = PAYMENT_STATUS_LOOK[status]
  return (
    <Badge tone={tone} size={size} data-status={status} className={className}>
      <Icon aria-hidden />
      {statusLabel(status)}
    </Badge>
  )
}

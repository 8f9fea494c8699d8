import type { LinkStatus } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { CircleCheck, CircleOff, Clock, PackageX } from 'lucide-react'
import { LINK_STATUS_LABELS } from './link-labels.ts'

const LOOK = {
  active: { tone: 'success', icon: CircleCheck },
  expired: { tone: 'warning', icon: Clock },
  sold_out: { tone: 'info', icon: PackageX },
  inactive: { tone: 'neutral', icon: CircleOff },
} as const

export interface LinkStatusBadgeProps {
  status: LinkStatus
  size?: 'sm' | 'md'
}

/** "Ativo", "Expirado", "Esgotado", "Inativo": the status with its icon and colour. */
export function LinkStatusBadge({ status, size = 'md' }: LinkStatusBadgeProps) {
  const { tone, icon: Icon } = LOOK[status]
  return (
    <Badge tone={tone} size={size} data-status={status}>
      <Icon aria-hidden />
      {LINK_STATUS_LABELS[status]}
    </Badge>
  )
}

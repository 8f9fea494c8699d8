import type { SubscriptionStatus } from '@vitrine/api'
import { Badge, type BadgeProps } from '@vitrine/ui'
import { CircleAlert, CircleCheck, CircleSlash, Flag, Hourglass, Pause } from 'lucide-react'
import type { ComponentType } from 'react'
import { subscriptionStatusText } from './subscription-words.ts'

/**
 * Each status's colour and icon: a trial informs, active is fine, past due needs attention,
 * paused waits (neutral), canceled and ended are over (neutral, a dashed edge: muted). The words
 * carry the meaning; colour and icon help the eye.
 */
export const SUBSCRIPTION_STATUS_LOOK: Record<
  SubscriptionStatus,
  { tone: NonNullable<BadgeProps['tone']>; icon: ComponentType }
> = {
  trialing: { tone: 'info', icon: Hourglass },
  active: { tone: 'success', icon: CircleCheck },
  past_due: { tone: 'danger', icon: CircleAlert },
  paused: { tone: 'neutral', icon: Pause },
  canceled: { tone: 'neutral', icon: CircleSlash },
  ended: { tone: 'neutral', icon: Flag },
}

export function SubscriptionStatusBadge({
  status,
  size = 'md',
}: {
  status: SubscriptionStatus
  size?: 'sm' | 'md'
}) {
  const { tone, icon: Icon } = SUBSCRIPTION_STATUS_LOOK[status]
  return (
    <Badge
      tone={tone}
      size={size}
      data-status={status}
      className={status === 'canceled' || status === 'ended' ? 'border-dashed' : undefined}
    >
      <Icon aria-hidden />
      {subscriptionStatusText(status)}
    </Badge>
  )
}

import type { PaymentStatus } from '@vitrine/api'
import {
  BadgeCheck,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  LockKeyhole,
  RefreshCw,
  RotateCcw,
  Undo2,
  type LucideIcon,
} from 'lucide-react'

export type StatusTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info'

/**
 * Each status's colour and icon, everywhere a status shows (badges, the timeline, the totals):
 * the icon and the label carry the meaning, the colour only helps the eye.
 */
export const PAYMENT_STATUS_LOOK: Record<PaymentStatus, { tone: StatusTone; icon: LucideIcon }> = {
  empty: { tone: 'neutral', icon: CircleDashed },
  pending: { tone: 'warning', icon: Clock },
  pre_authorized: { tone: 'info', icon: LockKeyhole },
  authorized: { tone: 'info', icon: BadgeCheck },
  complete: { tone: 'success', icon: CircleCheck },
  partial_refund: { tone: 'primary', icon: RotateCcw },
  refunded: { tone: 'neutral', icon: Undo2 },
  failed: { tone: 'danger', icon: CircleX },
  'retry-error': { tone: 'danger', icon: RefreshCw },
  'retry-success': { tone: 'success', icon: RefreshCw },
}

/** The solid colour of a status (the timeline's dots, the totals bar). */
export const STATUS_FILL: Record<StatusTone, string> = {
  neutral: 'bg-muted-foreground',
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
}

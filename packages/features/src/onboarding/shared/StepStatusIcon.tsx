import type { StepStatus } from '@vitrine/api'
import { Check, Circle, SkipForward } from 'lucide-react'

/** A step's state as a mark people read at a glance; its words are beside it for everyone else. */
export function StepStatusIcon({ status }: { status: StepStatus }) {
  if (status === 'done') return <Check aria-hidden className="size-4 text-success-foreground" />
  if (status === 'skipped')
    return <SkipForward aria-hidden className="size-4 text-warning-foreground" />
  return <Circle aria-hidden className="size-4 text-muted-foreground" />
}

export const STATUS_WORDS: Record<StepStatus, string> = {
  done: 'concluída',
  skipped: 'pulada',
  pending: 'pendente',
}

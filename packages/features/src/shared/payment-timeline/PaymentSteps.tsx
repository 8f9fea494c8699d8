import {
  formatMoney,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  type PaymentTimelineEvent,
} from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { formatDateTime } from '../format.ts'
import { PAYMENT_EVENT_LABELS } from './payment-event-labels.ts'
import { PAYMENT_STATUS_LOOK } from './payment-status-look.ts'

/*
 * A payment's timeline as a vertical line of steps, newest first: the transactions' payment
 * page and the recurrence area's invoices show the same one (retry-error and retry-success
 * included), so a payment reads alike wherever it is.
 */

/** The ring and icon colour of each tone (the icon says the status; the colour helps). */
const RING: Record<string, string> = {
  neutral: 'border-border bg-muted text-muted-foreground',
  primary: 'border-primary/40 bg-primary-subtle text-primary-subtle-foreground',
  success: 'border-success/40 bg-success-subtle text-success-foreground',
  warning: 'border-warning/50 bg-warning-subtle text-warning-foreground',
  danger: 'border-danger/40 bg-danger-subtle text-danger-foreground',
  info: 'border-info/40 bg-info-subtle text-info-foreground',
}

export interface PaymentStep {
  key: string | number
  title: string
  status: PaymentStatus
  at: string
  amount: number | null
  note: string
  actor: string | null
  /** The creation, which has no actor to speak of. */
  created?: boolean
}

/** Who made the move: a person in the panel, or the provider / the system. */
function actorLine(step: PaymentStep) {
  if (step.created) return null
  return step.actor ? `por ${step.actor}` : 'pelo provedor ou pelo sistema'
}

/** The payment's steps, newest first, from its creation (status "Sem cobrança") on. */
export function timelineSteps(
  createdAt: string,
  timeline: readonly PaymentTimelineEvent[],
): PaymentStep[] {
  const steps: PaymentStep[] = [
    {
      key: 'created',
      title: 'Pagamento criado',
      status: 'empty',
      at: createdAt,
      amount: null,
      note: '',
      actor: null,
      created: true,
    },
    ...timeline.map((event) => ({
      key: event.id,
      title: PAYMENT_EVENT_LABELS[event.event],
      status: event.status,
      at: event.at,
      amount: event.amount_cents,
      note: event.note,
      actor: event.actor_name,
    })),
  ]
  return steps.reverse()
}

/**
 * Every status the payment went through, newest first — each with its status's icon and
 * colour, what happened, the money it moved, who did it and when.
 */
export function PaymentSteps({
  steps,
  label = 'Linha do tempo, do mais recente ao mais antigo',
}: {
  steps: readonly PaymentStep[]
  label?: string
}) {
  return (
    <ol aria-label={label} data-slot="timeline">
      {steps.map((step) => {
        const { tone, icon: Icon } = PAYMENT_STATUS_LOOK[step.status]
        const actor = actorLine(step)
        return (
          <li
            key={step.key}
            data-status={step.status}
            className="group/step relative flex gap-3 pb-5 last:pb-0"
          >
            {/* The line between this step and the one below it. */}
            <span
              aria-hidden
              className="absolute start-[15px] top-8 bottom-0 w-0.5 bg-border group-last/step:hidden"
            />
            <span
              aria-hidden
              className={cn(
                'relative z-[1] flex size-8 shrink-0 items-center justify-center rounded-full border [&_svg]:size-4',
                RING[tone],
              )}
            >
              <Icon />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5 pt-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <strong className="font-semibold">{step.title}</strong>
                {step.amount !== null && step.amount > 0 ? (
                  <span className="font-medium tabular-nums">{formatMoney(step.amount)}</span>
                ) : null}
              </p>
              <p className="text-sm">
                <span className="sr-only">Status: </span>
                {PAYMENT_STATUS_LABELS[step.status]['pt-BR']}
              </p>
              {step.note ? <p className="text-sm text-muted-foreground">{step.note}</p> : null}
              <p className="text-sm text-muted-foreground">
                <time dateTime={step.at} className="tabular-nums">
                  {formatDateTime(step.at)}
                </time>
                {actor ? ` · ${actor}` : null}
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

import { formatMoney, type PaymentStatus, type Transaction } from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle, cn } from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { PAYMENT_EVENT_LABELS, statusLabel } from '../shared/payment-labels.ts'
import { PAYMENT_STATUS_LOOK } from '../shared/payment-status.ts'

/** The ring and icon colour of each tone (the icon says the status; the colour helps). */
const RING: Record<string, string> = {
  neutral: 'border-border bg-muted text-muted-foreground',
  primary: 'border-primary/40 bg-primary-subtle text-primary-subtle-foreground',
  success: 'border-success/40 bg-success-subtle text-success-foreground',
  warning: 'border-warning/50 bg-warning-subtle text-warning-foreground',
  danger: 'border-danger/40 bg-danger-subtle text-danger-foreground',
  info: 'border-info/40 bg-info-subtle text-info-foreground',
}

interface Step {
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
function actorLine(step: Step) {
  if (step.created) return null
  return step.actor ? `por ${step.actor}` : 'pelo provedor ou pelo sistema'
}

/** The payment's steps, newest first, from its creation (status "Sem cobrança") on. */
export function timelineSteps(payment: Transaction): Step[] {
  const steps: Step[] = [
    {
      key: 'created',
      title: 'Pagamento criado',
      status: 'empty',
      at: payment.created_at,
      amount: null,
      note: '',
      actor: null,
      created: true,
    },
    ...payment.timeline.map((event) => ({
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
 * "Linha do tempo": every status the payment went through, newest first, as a vertical line of
 * steps — each with its status's icon and colour, what happened, the money it moved, who did
 * it and when.
 */
export function PaymentTimeline({ payment }: { payment: Transaction }) {
  const steps = timelineSteps(payment)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Linha do tempo</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-label="Linha do tempo, do mais recente ao mais antigo" data-slot="timeline">
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
                    {statusLabel(step.status)}
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
      </CardContent>
    </Card>
  )
}

import { useState } from 'react'
import type { WebhookDelivery } from '@vitrine/api'
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@vitrine/ui'
import { RotateCcw } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { AttemptAnswer } from './AttemptAnswer.tsx'
import { DELIVERY_STATE_LABELS, DELIVERY_STATE_TONES, deliveryState } from './delivery-status.ts'
import { prettyBody } from './delivery-summary.ts'
import { HeadersList } from './HeadersList.tsx'

export interface DeliveryDetailDialogProps {
  delivery: WebhookDelivery | null
  endpointName: string
  /** Sends the same event again as a new delivery; absent at read level. */
  onReplay?: (delivery: WebhookDelivery) => Promise<void>
  onClose: () => void
}

/**
 * A delivery as it happened: the request as sent (address, headers with Vitrine-Signature, the
 * body) and each attempt's answer or error; "Reenviar" asks first, then queues a new delivery.
 */
export function DeliveryDetailDialog({
  delivery,
  endpointName,
  onReplay,
  onClose,
}: DeliveryDetailDialogProps) {
  const [confirming, setConfirming] = useState(false)
  // Every attempt sends the same bytes; the last one's request is the one shown.
  const request = delivery?.attempts.at(-1)?.request
  const state = delivery ? deliveryState(delivery) : null

  return (
    <>
      <Dialog open={delivery !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent size="lg">
          {delivery && state ? (
            <>
              <DialogHeader>
                <DialogTitle>Entrega {delivery.id}</DialogTitle>
                <DialogDescription>
                  <code className="font-mono">{delivery.event_type}</code> para {endpointName},
                  criada em {formatDateTime(delivery.created_at)}
                  {delivery.replay_of ? `, reenvio da entrega ${delivery.replay_of}` : ''}.
                </DialogDescription>
              </DialogHeader>
              <div className="flex max-h-[60vh] flex-col gap-5 overflow-y-auto">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={DELIVERY_STATE_TONES[state]}>{DELIVERY_STATE_LABELS[state]}</Badge>
                  <span className="text-muted-foreground">
                    Evento <code className="font-mono">{delivery.event_id}</code>
                  </span>
                </div>
                <section aria-labelledby={`request-${delivery.id}`} className="flex flex-col gap-2">
                  <h3 id={`request-${delivery.id}`} className="font-medium">
                    Requisição enviada
                  </h3>
                  {request ? (
                    <>
                      <p className="font-mono text-sm break-all">POST {request.url}</p>
                      <HeadersList label="Cabeçalhos da requisição" headers={request.headers} />
                      <pre
                        aria-label="Corpo da requisição"
                        tabIndex={0}
                        className="max-h-64 overflow-auto rounded-md bg-muted p-2 font-mono text-xs break-all whitespace-pre-wrap"
                      >
                        {prettyBody(request.body)}
                      </pre>
                    </>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      Ainda não enviada: a entrega está na fila e sai em instantes.
                    </p>
                  )}
                </section>
                {delivery.attempts.length > 0 ? (
                  <section
                    aria-labelledby={`attempts-${delivery.id}`}
                    className="flex flex-col gap-2"
                  >
                    <h3 id={`attempts-${delivery.id}`} className="font-medium">
                      Respostas
                    </h3>
                    <ol className="flex flex-col gap-2">
                      {delivery.attempts.map((attempt) => (
                        <AttemptAnswer key={attempt.attempt} attempt={attempt} />
                      ))}
                    </ol>
                  </section>
                ) : null}
              </div>
              {/* Closing is the dialog's own "Fechar" (its corner button and Esc). */}
              {onReplay ? (
                <DialogFooter>
                  <Button onClick={() => setConfirming(true)}>
                    <RotateCcw aria-hidden />
                    Reenviar
                  </Button>
                </DialogFooter>
              ) : null}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
      {onReplay && delivery ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Reenviar este evento?"
          description={`O mesmo evento (${delivery.event_type}, mesmo Vitrine-Event-Id) vai de novo para ${endpointName} como uma nova entrega, assinado com o segredo atual. Quem recebe deve ignorar eventos que já processou.`}
          confirmLabel="Reenviar"
          cancelLabel="Voltar"
          onConfirm={() => onReplay(delivery)}
        />
      ) : null}
    </>
  )
}

import type { WebhookDelivery } from '@vitrine/api'
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@vitrine/ui'
import { formatDateTime } from '../../../shared/format.ts'

const STATUS = {
  pending: { label: 'Na fila', tone: 'warning' },
  delivered: { label: 'Entregue', tone: 'success' },
  failed: { label: 'Falhou', tone: 'danger' },
  cancelled: { label: 'Cancelado', tone: 'neutral' },
} as const

const EVENT = {
  'dataplus.row.inserted': 'Linha incluída',
  'dataplus.row.updated': 'Linha alterada',
  'dataplus.row.removed': 'Linha excluída',
  'webhook.test': 'Teste',
} as Record<string, string>

/** The last answer of a delivery, as people read it: "HTTP 200 · 84 ms", or the error. */
function answerOf(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1)
  if (!last) return 'Nenhuma tentativa ainda'
  if (last.response) return `HTTP ${last.response.status} · ${last.duration_ms} ms`
  return last.error ?? 'Sem resposta'
}

/** The newest deliveries of the table's triggers: event, status, attempts and the last answer. */
export function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  return (
    <Table aria-label="Entregas dos gatilhos">
      <TableHeader>
        <TableRow>
          <TableHead>Quando</TableHead>
          <TableHead>Evento</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead>Tentativas</TableHead>
          <TableHead>Última resposta</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => {
          const status = STATUS[delivery.status]
          return (
            <TableRow key={delivery.id}>
              <TableCell>{formatDateTime(delivery.created_at)}</TableCell>
              <TableCell>{EVENT[delivery.event_type] ?? delivery.event_type}</TableCell>
              <TableCell>
                <Badge size="sm" tone={status.tone}>
                  {status.label}
                </Badge>
              </TableCell>
              <TableCell>{delivery.attempts.length}</TableCell>
              <TableCell className="font-mono text-sm">{answerOf(delivery)}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

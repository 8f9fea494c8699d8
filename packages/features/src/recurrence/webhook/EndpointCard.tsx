import type { Area, WebhookEndpoint } from '@vitrine/api'
import { Badge, Button, Card } from '@vitrine/ui'
import { KeyRound, Pencil, Send, Trash2 } from 'lucide-react'
import { areaLabels } from '../../shared/access-labels.ts'
import { formatDateTime } from '../../shared/format.ts'

export interface EndpointActions {
  onEdit: (endpoint: WebhookEndpoint) => void
  onSendTest: (endpoint: WebhookEndpoint) => void
  onRotate: (endpoint: WebhookEndpoint) => void
  onDelete: (endpoint: WebhookEndpoint) => void
}

export interface EndpointCardProps {
  endpoint: WebhookEndpoint
  /** The write level's actions; absent at read level, which changes nothing. */
  actions?: EndpointActions
  /** The test event being sent to this endpoint right now. */
  sending?: boolean
  /**
   * Areas of the events it receives that the person cannot read: then only the test event is
   * offered (the server refuses the rest, which would send that data elsewhere or cut it off).
   */
  locked?: readonly Area[]
}

/** The name people know an endpoint by: its description, else its address. */
export const endpointName = (endpoint: Pick<WebhookEndpoint, 'description' | 'url'>) =>
  endpoint.description || endpoint.url

/** One endpoint: where it posts, what it receives, whether it is on, and what can be done. */
export function EndpointCard({ endpoint, actions, sending, locked = [] }: EndpointCardProps) {
  const name = endpointName(endpoint)
  const changeable = locked.length === 0
  return (
    <li>
      <Card data-slot="webhook-endpoint" className="flex h-full flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-medium">{endpoint.description || 'Sem descrição'}</h3>
            <p className="font-mono text-sm break-all">{endpoint.url}</p>
          </div>
          <Badge tone={endpoint.active ? 'success' : 'neutral'}>
            {endpoint.active ? 'Ativo' : 'Desligado'}
          </Badge>
        </div>
        <ul aria-label={`Eventos de ${name}`} className="flex flex-wrap gap-1.5">
          {endpoint.event_types.map((type) => (
            <li key={type}>
              <Badge size="sm" className="font-mono">
                {type}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Segredo <span className="font-mono">{endpoint.secret_prefix}…</span> · criado em{' '}
          {formatDateTime(endpoint.created_at)}
        </p>
        {actions ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Enviar evento de teste para ${name}`}
              loading={sending}
              onClick={() => actions.onSendTest(endpoint)}
            >
              <Send aria-hidden />
              Enviar evento de teste
            </Button>
            {changeable ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Editar ${name}`}
                  onClick={() => actions.onEdit(endpoint)}
                >
                  <Pencil aria-hidden />
                  Editar
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Trocar segredo de ${name}`}
                  onClick={() => actions.onRotate(endpoint)}
                >
                  <KeyRound aria-hidden />
                  Trocar segredo
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Excluir ${name}`}
                  onClick={() => actions.onDelete(endpoint)}
                >
                  <Trash2 aria-hidden />
                  Excluir
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        {actions && !changeable ? (
          <p className="text-sm text-muted-foreground">
            Este endpoint recebe eventos de {locked.map((area) => areaLabels[area]).join(' e ')}: só
            quem tem acesso a essa área pode mudá-lo, trocar o segredo ou excluí-lo.
          </p>
        ) : null}
      </Card>
    </li>
  )
}

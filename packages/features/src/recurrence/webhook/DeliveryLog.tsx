import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@vitrine/api'
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Field,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { Inbox } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { STATUS_FILTERS } from './delivery-status.ts'
import { DeliveryRow } from './DeliveryRow.tsx'
import { endpointName } from './EndpointCard.tsx'
import type { DeliveryLog as Log } from './use-delivery-log.ts'

const ALL = 'all'

export interface DeliveryLogProps {
  log: Log
  endpoints: readonly WebhookEndpoint[]
  onOpen: (delivery: WebhookDelivery) => void
}

/** The endpoint's name for a delivery, or a word for one deleted since (its log goes too). */
export function nameOfEndpoint(endpoints: readonly WebhookEndpoint[], id: number): string {
  const endpoint = endpoints.find((candidate) => candidate.id === id)
  return endpoint ? endpointName(endpoint) : `Endpoint ${id}`
}

/** "Entregas": newest first, filtered by endpoint and status, a page at a time. */
export function DeliveryLog({ log, endpoints, onOpen }: DeliveryLogProps) {
  const narrowed = log.filters.endpoint_id !== undefined || log.filters.status !== undefined
  return (
    <section aria-labelledby="webhook-deliveries" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="webhook-deliveries" className="text-lg font-semibold">
            Entregas
          </h2>
          <p className="text-sm text-muted-foreground">
            Cada evento enviado a cada endpoint, das mais novas às mais antigas, com as tentativas.
          </p>
        </div>
        <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-2">
          <Field label="Endpoint">
            <Select
              options={[
                { value: ALL, label: 'Todos' },
                ...endpoints.map((endpoint) => ({
                  value: String(endpoint.id),
                  label: endpointName(endpoint),
                })),
              ]}
              value={log.filters.endpoint_id === undefined ? ALL : String(log.filters.endpoint_id)}
              onValueChange={(value) =>
                log.setFilters({
                  ...log.filters,
                  endpoint_id: value === ALL ? undefined : Number(value),
                })
              }
            />
          </Field>
          <Field label="Status">
            <Select
              options={[{ value: ALL, label: 'Todos' }, ...STATUS_FILTERS]}
              value={log.filters.status ?? ALL}
              onValueChange={(value) =>
                log.setFilters({
                  ...log.filters,
                  status: value === ALL ? undefined : (value as WebhookDeliveryStatus),
                })
              }
            />
          </Field>
        </div>
      </div>

      {log.error && !log.deliveries?.length ? (
        <ErrorState
          titleAs="h3"
          title="Não foi possível carregar as entregas"
          message={errorMessage(log.error)}
          onRetry={() => void log.reload()}
        />
      ) : !log.deliveries ? (
        <SkeletonGroup label="Carregando entregas" className="gap-0">
          <Card className="gap-0 py-0">
            {[0, 1, 2].map((row) => (
              <div
                key={row}
                className="flex gap-6 border-b border-border px-4 py-4 last:border-b-0"
              >
                <Skeleton className="w-40" />
                <Skeleton className="w-32 max-md:hidden" />
                <Skeleton className="w-24" />
                <Skeleton className="ms-auto w-28 max-md:hidden" />
              </div>
            ))}
          </Card>
        </SkeletonGroup>
      ) : log.deliveries.length === 0 ? (
        <EmptyState
          titleAs="h3"
          bordered
          icon={<Inbox aria-hidden />}
          title={narrowed ? 'Nenhuma entrega com estes filtros.' : 'Nenhuma entrega ainda.'}
          description={
            narrowed
              ? 'Escolha outro endpoint ou status, ou volte a «Todos».'
              : 'Quando um evento acontecer, ou você enviar um evento de teste, a entrega aparece aqui com a requisição e a resposta.'
          }
        />
      ) : (
        <>
          <Card className="gap-0 py-0" aria-busy={log.stale || undefined}>
            <ul aria-label="Entregas" className={log.stale ? 'opacity-60' : undefined}>
              {log.deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  endpointName={nameOfEndpoint(endpoints, delivery.endpoint_id)}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </Card>
          {log.error ? (
            <Alert tone="danger">
              Não foi possível carregar mais entregas.{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void log.reload()}>
                Tentar novamente
              </Button>
            </Alert>
          ) : null}
          {log.hasMore ? (
            <Button
              variant="secondary"
              className="self-center"
              loading={log.loadingMore}
              onClick={() => void log.loadMore()}
            >
              Carregar mais entregas
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}

import { useState } from 'react'
import { RecurrenceHeader } from '../shared/RecurrenceHeader.tsx'
import {
  webhookKeys,
  type Level,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, ConfirmDialog, EmptyState, ErrorState, useNotify } from '@vitrine/ui'
import { Lock, Plus, Webhook } from 'lucide-react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { DeliveryDetailDialog } from './DeliveryDetailDialog.tsx'
import { DeliveryLog, nameOfEndpoint } from './DeliveryLog.tsx'
import { endpointName } from './EndpointCard.tsx'
import { EndpointDialog } from './EndpointDialog.tsx'
import { EndpointList, EndpointListSkeleton } from './EndpointList.tsx'
import { SecretDialog } from './SecretDialog.tsx'
import { SignatureRecipe } from './SignatureRecipe.tsx'
import { useDeliveryLog } from './use-delivery-log.ts'
import { useEndpoints } from './use-endpoints.ts'
import { useEventAccess } from './use-event-access.ts'
import { useRefreshWhileQueued } from './use-refresh-while-queued.ts'

export interface WebhookScreenProps {
  appId: number
  /** The viewer's recurrence level: read sees everything but secrets; write changes. */
  level: Level
  /** Deliveries per keyset page (the server's default, 20, when absent). */
  pageSize?: number
}

/**
 * "Webhook" (recurrence/webhook, issue 13 item 5): the store's endpoints and what the webhook
 * engine delivered to them, a test event, replay of one delivery, and how a receiver checks
 * the signature. Subscription, invoice and payment events all go through here.
 */
export function WebhookScreen({ appId, level, pageSize }: WebhookScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const endpoints = useEndpoints(appId, allowed)
  const log = useDeliveryLog(appId, allowed, pageSize)
  useRefreshWhileQueued(log.deliveries, log.reload)
  const revalidate = useRevalidateUnder(webhookKeys.all(appId))
  // Only a writer is offered changes, so only a writer needs to know what is held back.
  const unreadable = useEventAccess(appId, canWrite)

  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null)
  const [secret, setSecret] = useState<{
    shown: WebhookEndpointWithSecret | null
    reason: 'created' | 'rotated'
  }>({ shown: null, reason: 'created' })
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null)
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null)
  // What a confirmation names stays while it closes, so its text does not vanish mid-fade.
  const [lastConfirmed, setLastConfirmed] = useState<WebhookEndpoint | null>(null)
  const [sending, setSending] = useState<number | null>(null)
  const [opened, setOpened] = useState<WebhookDelivery | null>(null)
  const list = endpoints.data ?? []
  // The open detail follows the log as it is fetched again (a queued delivery gets its answer).
  const shown = opened
    ? (log.deliveries?.find((delivery) => delivery.id === opened.id) ?? opened)
    : null

  const newButton = canWrite ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      Novo endpoint
    </Button>
  ) : null

  async function sendTest(endpoint: WebhookEndpoint) {
    setSending(endpoint.id)
    try {
      await api.webhooks.sendTest(appId, endpoint.id)
      notify({
        type: 'success',
        message: `Evento de teste enviado para ${endpointName(endpoint)}: acompanhe a entrega abaixo.`,
      })
      await revalidate()
    } catch (error) {
      notify({
        type: 'error',
        message: errorMessage(error) ?? 'Não foi possível enviar o evento de teste.',
      })
    } finally {
      setSending(null)
    }
  }

  async function rotate(endpoint: WebhookEndpoint) {
    const rotated = await api.webhooks.rotateSecret(appId, endpoint.id)
    await revalidate()
    setSecret({ shown: rotated, reason: 'rotated' })
  }

  async function remove(endpoint: WebhookEndpoint) {
    await api.webhooks.remove(appId, endpoint.id)
    notify({ type: 'success', message: `Endpoint ${endpointName(endpoint)} excluído.` })
    // Its deliveries went with it: a filter on it would show nothing.
    if (log.filters.endpoint_id === endpoint.id) {
      log.setFilters({ ...log.filters, endpoint_id: undefined })
    }
    await revalidate()
  }

  async function replay(delivery: WebhookDelivery) {
    await api.webhooks.replay(appId, delivery.id)
    setOpened(null)
    notify({
      type: 'success',
      message: 'Reenvio na fila: a nova entrega aparece no topo da lista.',
    })
    await revalidate()
  }

  const confirmed = rotating ?? removing ?? lastConfirmed

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <RecurrenceHeader
        appId={appId}
        page="webhook"
        title="Webhook"
        description="Avise os seus sistemas na hora de cada assinatura, fatura e pagamento: a Vitrine envia cada evento, assinado, aos endereços cadastrados aqui."
        actions={allowed && list.length > 0 ? newButton : null}
      />

      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso a esta área"
          description="Peça a quem administra a loja para liberar o acesso à Recorrência."
        />
      ) : endpoints.error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os webhooks"
          message={errorMessage(endpoints.error)}
          onRetry={() => void revalidate()}
        />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode ver os endpoints e as entregas; para cadastrar, mudar, testar ou reenviar, é
              preciso permissão de edição em Recorrência.
            </Alert>
          )}
          <section aria-labelledby="webhook-endpoints" className="flex flex-col gap-3">
            <h2 id="webhook-endpoints" className="text-lg font-semibold">
              Endpoints
            </h2>
            {!endpoints.data ? (
              <EndpointListSkeleton />
            ) : list.length === 0 ? (
              <EmptyState
                titleAs="h3"
                bordered
                icon={<Webhook aria-hidden />}
                title="Nenhum endpoint cadastrado."
                description={
                  canWrite
                    ? 'Cadastre o endereço do seu sistema (um ERP, uma planilha, um app) e escolha os eventos que ele recebe: assinaturas criadas, faturas pagas ou recusadas, pagamentos.'
                    : 'Os endpoints cadastrados pela equipe aparecem aqui.'
                }
                action={newButton}
              />
            ) : (
              <EndpointList
                endpoints={list}
                sending={sending}
                unreadable={unreadable}
                actions={
                  canWrite
                    ? {
                        onEdit: setEditing,
                        onSendTest: (endpoint) => void sendTest(endpoint),
                        onRotate: (endpoint) => {
                          setRotating(endpoint)
                          setLastConfirmed(endpoint)
                        },
                        onDelete: (endpoint) => {
                          setRemoving(endpoint)
                          setLastConfirmed(endpoint)
                        },
                      }
                    : undefined
                }
              />
            )}
          </section>
          {/* The log names endpoints: it shows once they are known, and only when there are any. */}
          {list.length > 0 ? <DeliveryLog log={log} endpoints={list} onOpen={setOpened} /> : null}
          <SignatureRecipe />
        </>
      )}

      {canWrite ? (
        <>
          <EndpointDialog
            appId={appId}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={revalidate}
            unreadable={unreadable}
            onCreated={(created) => {
              setEditing(null)
              setSecret({ shown: created, reason: 'created' })
            }}
          />
          <SecretDialog
            shown={secret.shown}
            reason={secret.reason}
            onClose={() => setSecret((current) => ({ ...current, shown: null }))}
          />
          {confirmed ? (
            <>
              <ConfirmDialog
                open={rotating !== null}
                onOpenChange={(open) => (open ? undefined : setRotating(null))}
                tone="danger"
                title={`Trocar o segredo de ${endpointName(confirmed)}?`}
                description="O segredo atual deixa de assinar na hora: os próximos eventos, e as novas tentativas dos pendentes, já saem com o novo. Atualize o sistema que recebe logo em seguida, ou ele vai recusar os eventos."
                confirmLabel="Trocar segredo"
                cancelLabel="Voltar"
                onConfirm={() => rotate(confirmed)}
              />
              <ConfirmDialog
                open={removing !== null}
                onOpenChange={(open) => (open ? undefined : setRemoving(null))}
                tone="danger"
                title={`Excluir ${endpointName(confirmed)}?`}
                description="O endpoint deixa de receber eventos e o histórico de entregas dele é apagado. Não é possível desfazer."
                confirmLabel="Excluir endpoint"
                cancelLabel="Voltar"
                onConfirm={() => remove(confirmed)}
              />
            </>
          ) : null}
        </>
      ) : null}
      <DeliveryDetailDialog
        delivery={shown}
        endpointName={shown ? nameOfEndpoint(list, shown.endpoint_id) : ''}
        onReplay={canWrite ? replay : undefined}
        onClose={() => setOpened(null)}
      />
    </div>
  )
}

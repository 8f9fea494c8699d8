import { useState } from 'react'
import useSWR from 'swr'
import {
  dataplusKeys,
  isApiError,
  type DataplusTrigger,
  type DataplusTriggerInput,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { Plus, RefreshCw, Send } from 'lucide-react'
import { errorMessage } from '../../../shared/server-errors.ts'
import { LayoutNoAccess } from '../../shared/LayoutNoAccess.tsx'
import { DataplusTableHeader } from '../shared/DataplusTableHeader.tsx'
import { useDataplusTable } from '../shared/use-dataplus-table.ts'
import { EVENT_LABELS } from '../shared/words.ts'
import { DeliveryLog } from './DeliveryLog.tsx'
import { TriggerDialog } from './TriggerDialog.tsx'

export interface DataplusTriggersScreenProps {
  appId: number
  tableId: number
  level: Level
}

/** While a delivery waits in the queue, the log asks again this often. */
const QUEUED_REFRESH_MS = 3000

/**
 * Layout › Data Plus › a table's triggers (section 3's observer: inserted, updated, removed):
 * each sends the row (and the old row on an update) to a URL through the webhook engine —
 * signed, retried, logged. Create (the secret shown once), edit, "Enviar teste", delete after
 * asking, and the delivery log of the table's triggers.
 */
export function DataplusTriggersScreen({ appId, tableId, level }: DataplusTriggersScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const table = useDataplusTable(appId, tableId, allowed)
  const triggers = useSWR(allowed ? dataplusKeys.triggers(appId, tableId) : null, () =>
    api.dataplus.listTriggers(appId, tableId),
  )
  const deliveries = useSWR(
    allowed ? dataplusKeys.deliveries(appId, tableId) : null,
    () => api.dataplus.deliveries(appId, tableId),
    {
      refreshInterval: (latest) =>
        latest?.some((delivery) => delivery.status === 'pending') ? QUEUED_REFRESH_MS : 0,
    },
  )
  const [editing, setEditing] = useState<DataplusTrigger | 'new' | null>(null)

  const save = async (input: DataplusTriggerInput) => {
    if (editing && editing !== 'new') {
      await api.dataplus.updateTrigger(appId, editing.id, input)
      notify({ type: 'success', message: 'Gatilho salvo.' })
      await triggers.mutate()
      return null
    }
    const created = await api.dataplus.createTrigger(appId, tableId, input)
    await triggers.mutate()
    return created.secret
  }

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <h1 className="text-2xl font-semibold">Gatilhos</h1>
        <LayoutNoAccess />
      </div>
    )
  }
  const failed = table.error ?? triggers.error
  if (failed) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <h1 className="text-2xl font-semibold">Gatilhos</h1>
        <ErrorState
          titleAs="h2"
          bordered
          title={
            isApiError(failed) && failed.statusCode === 404
              ? 'Tabela não encontrada'
              : 'Não foi possível carregar os gatilhos'
          }
          message={errorMessage(failed)}
          onRetry={() => {
            void table.mutate()
            void triggers.mutate()
          }}
        />
      </div>
    )
  }
  if (!table.data || !triggers.data) {
    return (
      <SkeletonGroup label="Carregando os gatilhos" className="mx-auto w-full max-w-6xl">
        <Skeleton className="h-12 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </SkeletonGroup>
    )
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <DataplusTableHeader
        appId={appId}
        tableId={tableId}
        name={table.data.name}
        description="Avise outro sistema a cada mudança nas linhas desta tabela."
        current="triggers"
        actions={
          canWrite ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Novo gatilho
            </Button>
          ) : null
        }
      />
      {triggers.data.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          title="Nenhum gatilho nesta tabela"
          description={
            canWrite
              ? 'Crie um gatilho para enviar as linhas incluídas, alteradas ou excluídas a outro sistema.'
              : 'Esta tabela não avisa nenhum sistema.'
          }
        />
      ) : (
        <ul aria-label="Gatilhos" className="flex flex-col gap-3">
          {triggers.data.map((trigger) => (
            <li
              key={trigger.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex min-w-0 flex-col gap-1">
                  <h2 className="font-medium">{trigger.description || 'Sem descrição'}</h2>
                  <p className="font-mono text-sm break-all">{trigger.url}</p>
                </div>
                <Badge tone={trigger.active ? 'success' : 'neutral'}>
                  {trigger.active ? 'Ativo' : 'Desligado'}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {trigger.events.map((event) => EVENT_LABELS[event]).join(' · ')} · segredo{' '}
                <span className="font-mono">{trigger.secret_prefix}…</span>
              </p>
              {canWrite ? (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(trigger)}>
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={async () => {
                      try {
                        await api.dataplus.testTrigger(appId, trigger.id)
                        notify({
                          type: 'success',
                          message: 'Evento de teste enviado. Acompanhe nas entregas.',
                        })
                        await deliveries.mutate()
                      } catch (error) {
                        notify({
                          type: 'error',
                          message: errorMessage(error) ?? 'Não foi possível enviar o teste.',
                        })
                      }
                    }}
                  >
                    <Send aria-hidden />
                    Enviar teste
                  </Button>
                  <ConfirmDialog
                    title="Excluir o gatilho?"
                    description="A Vitrine deixa de enviar as mudanças a este endereço, e o registro das entregas dele é apagado."
                    confirmLabel="Excluir gatilho"
                    tone="danger"
                    onConfirm={async () => {
                      await api.dataplus.removeTrigger(appId, trigger.id)
                      notify({ type: 'success', message: 'Gatilho excluído.' })
                      await triggers.mutate()
                      await deliveries.mutate()
                    }}
                    trigger={
                      <Button size="sm" variant="ghost">
                        Excluir
                      </Button>
                    }
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="dataplus-deliveries" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dataplus-deliveries" className="text-lg font-semibold">
            Entregas
          </h2>
          <Button size="sm" variant="ghost" onClick={() => void deliveries.mutate()}>
            <RefreshCw aria-hidden />
            Atualizar
          </Button>
        </div>
        {deliveries.error ? (
          <ErrorState
            titleAs="h3"
            bordered
            title="Não foi possível carregar as entregas"
            message={errorMessage(deliveries.error)}
            onRetry={() => void deliveries.mutate()}
          />
        ) : !deliveries.data ? (
          <SkeletonGroup label="Carregando as entregas">
            <Skeleton className="h-10 w-full" />
          </SkeletonGroup>
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma entrega ainda: elas aparecem aqui quando uma linha muda.
          </p>
        ) : (
          <DeliveryLog deliveries={deliveries.data} />
        )}
      </section>
      {canWrite ? (
        <TriggerDialog
          trigger={editing && editing !== 'new' ? editing : undefined}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null)
          }}
          save={save}
        />
      ) : null}
    </div>
  )
}

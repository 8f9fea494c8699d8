import { useState } from 'react'
import type { Level } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Plus, Repeat, Settings2 } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { RecurrenceHeader } from '../shared/RecurrenceHeader.tsx'
import { RecurrenceNoAccess } from '../shared/RecurrenceNoAccess.tsx'
import { usePlanChoices } from '../shared/use-plan-choices.ts'
import { BillingSettingsDialog } from './BillingSettingsDialog.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { NewSubscriptionDialog } from './NewSubscriptionDialog.tsx'
import { SubscriptionRows } from './SubscriptionRows.tsx'
import { SubscriptionsToolbar } from './SubscriptionsToolbar.tsx'
import { useSubscriptionList } from './use-subscription-list.ts'

export interface SubscriptionsScreenProps {
  appId: number
  /** The viewer's recurrence level: read sees; write subscribes and sets the billing rules. */
  level: Level
  /** Subscriptions per keyset page (the server's default when absent). */
  pageSize?: number
}

/**
 * "Assinaturas" (issue 13 item 3): the store's subscriptions, newest first, searched by the
 * customer's name or e-mail (or the subscription's code) and filtered by status and plan on
 * the server, page by page; each opens its page. Write level subscribes a customer and sets
 * the billing rules (retries after a decline, the pix and boleto lead time, e-mails).
 */
export function SubscriptionsScreen({ appId, level, pageSize }: SubscriptionsScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSubscriptionList(appId, allowed, pageSize)
  const { plans } = usePlanChoices(appId, allowed)
  const narrow = useNarrowScreen()
  const [creating, setCreating] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.subscriptions?.length === 0 && !narrowed && !list.stale

  const newButton = canWrite ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Nova assinatura
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <RecurrenceHeader
        appId={appId}
        page="subscriptions"
        title="Assinaturas"
        description="Quem assina os planos da loja, como está cada assinatura e quando é a próxima cobrança."
        actions={
          canWrite ? (
            <>
              <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
                <Settings2 aria-hidden />
                Regras de cobrança
              </Button>
              {newButton}
            </>
          ) : null
        }
      />

      {!allowed ? (
        <RecurrenceNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar as assinaturas e as faturas; para criar, pausar, cancelar ou
              trocar de plano, é preciso permissão de edição em Recorrência.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <SubscriptionsToolbar
                search={list.search}
                onSearchChange={list.setSearch}
                filters={list.filters}
                onFiltersChange={list.setFilters}
                plans={plans}
                narrow={narrow}
              />
              {narrowed ? (
                <FilterChips
                  filters={list.filters}
                  chips={filterChips(list.filters, plans ?? [])}
                  onFiltersChange={list.setFilters}
                  onClear={list.clearFilters}
                />
              ) : null}
            </div>
          )}

          <PagedListBody
            list={list}
            rows={list.subscriptions}
            noun={{ one: 'assinatura', many: 'assinaturas', feminine: true }}
            slot="subscription-count"
            skeletonRow={
              <>
                <Skeleton className="w-48" />
                <Skeleton className="w-36 max-md:hidden" />
                <Skeleton className="w-20" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="ms-auto w-32 max-md:hidden" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Repeat aria-hidden />}
                title="Nenhuma assinatura ainda."
                description={
                  canWrite
                    ? 'Assine um cliente a um plano: ele recebe o link para pagar a primeira fatura, e as seguintes são cobradas sozinhas.'
                    : 'As assinaturas dos clientes da loja aparecem aqui.'
                }
                action={newButton}
              />
            }
          >
            {(rows, onEndReached) => (
              <SubscriptionRows
                // A new search or filter starts again from the top.
                key={JSON.stringify(list.filters)}
                appId={appId}
                subscriptions={rows}
                hasMore={list.hasMore}
                onEndReached={onEndReached}
                narrow={narrow}
                stale={list.stale}
              />
            )}
          </PagedListBody>
        </>
      )}
      {canWrite ? (
        <>
          <NewSubscriptionDialog
            appId={appId}
            open={creating}
            onOpenChange={setCreating}
            onCreated={() => list.reload()}
          />
          <BillingSettingsDialog appId={appId} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </>
      ) : null}
    </div>
  )
}

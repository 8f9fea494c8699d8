import { useState } from 'react'
import { recurrenceKeys, type Level, type Plan } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Plus, Repeat } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { RecurrenceHeader } from '../shared/RecurrenceHeader.tsx'
import { RecurrenceNoAccess } from '../shared/RecurrenceNoAccess.tsx'
import { ArchivePlanDialog } from './ArchivePlanDialog.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { PlanDialog } from './PlanDialog.tsx'
import { PlanRows } from './PlanRows.tsx'
import { PlansToolbar } from './PlansToolbar.tsx'
import { PlanTotals } from './PlanTotals.tsx'
import { usePlanList } from './use-plan-list.ts'
import { useTotals } from './use-totals.ts'

export interface PlansScreenProps {
  appId: number
  /** The viewer's recurrence level: read sees; write creates, edits and archives. */
  level: Level
  /** Plans per keyset page (the server's default when absent). */
  pageSize?: number
}

/** What the dialog is doing: nothing, a new plan, or editing one. */
type Editing = { plan?: Plan } | null

/**
 * "Planos" (issue 13 item 1; the recurrence area's base path): the store's subscribers, MRR and
 * past-due count on top, then its plans by name — price and interval in words, trial, cycles,
 * subscribers, MRR and state — searched and filtered on the server. Write level creates and
 * edits plans in a dialog and archives them (subscriptions keep billing).
 */
export function PlansScreen({ appId, level, pageSize }: PlansScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = usePlanList(appId, allowed, pageSize)
  const totals = useTotals(appId, allowed)
  const narrow = useNarrowScreen()
  const [editing, setEditing] = useState<Editing>(null)
  const [archiving, setArchiving] = useState<Plan | null>(null)
  // A plan saved or archived changes the lists, the totals and the products' plan counts.
  const refreshArea = useRevalidateUnder(recurrenceKeys.all(appId))
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.plans?.length === 0 && !narrowed && !list.stale

  const newButton = canWrite ? (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden />
      Novo plano
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <RecurrenceHeader
        appId={appId}
        page="plans"
        title="Planos"
        description="O que a loja vende por assinatura: preço, de quanto em quanto tempo cobra e o que o assinante recebe."
        actions={allowed ? newButton : null}
      />

      {!allowed ? (
        <RecurrenceNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os planos e os totais; para criar, editar ou arquivar planos, é
              preciso permissão de edição em Recorrência.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <>
              <PlanTotals totals={totals.totals} failed={Boolean(totals.error)} />
              <div className="flex flex-col gap-3">
                <PlansToolbar
                  search={list.search}
                  onSearchChange={list.setSearch}
                  filters={list.filters}
                  onFiltersChange={list.setFilters}
                  narrow={narrow}
                />
                {narrowed ? (
                  <FilterChips
                    filters={list.filters}
                    chips={filterChips(list.filters)}
                    onFiltersChange={list.setFilters}
                    onClear={list.clearFilters}
                  />
                ) : null}
              </div>
            </>
          )}

          <PagedListBody
            // "Tentar novamente" asks for the totals too: they fail and come back together.
            list={{
              ...list,
              reload: () => Promise.all([list.reload(), totals.error ? totals.reload() : null]),
            }}
            rows={list.plans}
            noun={{ one: 'plano', many: 'planos' }}
            slot="plan-count"
            skeletonRow={
              <>
                <Skeleton className="w-48" />
                <Skeleton className="w-28" />
                <Skeleton className="w-20 max-md:hidden" />
                <Skeleton className="w-20 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Repeat aria-hidden />}
                title="Nenhum plano criado ainda."
                description={
                  canWrite
                    ? 'Crie o primeiro plano — um clube mensal, uma mensalidade, uma assinatura anual — com o preço, o intervalo e os produtos que o assinante recebe.'
                    : 'Os planos criados pela equipe aparecem aqui.'
                }
                action={newButton}
              />
            }
          >
            {(rows, loadMore) => (
              <PlanRows
                plans={rows}
                actions={
                  canWrite
                    ? { onEdit: (plan) => setEditing({ plan }), onArchive: setArchiving }
                    : null
                }
                narrow={narrow}
                stale={list.stale}
                hasMore={list.hasMore}
                loadingMore={list.loadingMore}
                onLoadMore={loadMore}
              />
            )}
          </PagedListBody>
        </>
      )}
      {canWrite ? (
        <>
          <PlanDialog
            appId={appId}
            plan={editing?.plan}
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
            onSaved={refreshArea}
          />
          <ArchivePlanDialog
            appId={appId}
            plan={archiving}
            onClose={() => setArchiving(null)}
            onChanged={refreshArea}
          />
        </>
      ) : null}
    </div>
  )
}

import { useState } from 'react'
import { isApiError, type Level, type StorefrontRedirect } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Field,
  Select,
  Skeleton,
  useNotify,
} from '@vitrine/ui'
import { Lock, Plus, Signpost, Upload } from 'lucide-react'
import { ExportCsvButton } from '../../shared/ExportCsvButton.tsx'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { SearchFilterBar } from '../../shared/SearchFilterBar.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { filterChips, filtersInForce, isNarrowed } from './filters.ts'
import { ImportRedirectsDialog } from './ImportRedirectsDialog.tsx'
import { RedirectRows } from './RedirectRows.tsx'
import { RedirectTester } from './RedirectTester.tsx'
import { RuleDialog } from './RuleDialog.tsx'
import { useRedirectList } from './use-redirect-list.ts'
import { MATCHING_HELP } from './words.ts'

export interface RedirectsScreenProps {
  appId: number
  /** The viewer's layout level: read sees and tests; write changes, imports and deletes. */
  level: Level
  /** Rules per keyset page (the server's default when absent). */
  pageSize?: number
}

const ACTIVE_OPTIONS = [
  { value: 'all', label: 'Todas' },
  { value: '1', label: 'Ativas' },
  { value: '0', label: 'Desativadas' },
]
const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: '301', label: '301 permanente' },
  { value: '302', label: '302 temporário' },
]

/**
 * "Redirecionamentos" (issue 17 item 3, layout/redirect): the storefront's redirect rules,
 * searched and paged on the server (a store may have tens of thousands), a tester that shows
 * which rule an address hits and where the chain ends, the matching rules in words, and at write
 * level new/edit (loops refused, long chains warned), a switch per rule, delete after asking,
 * CSV import with its check and export.
 */
export function RedirectsScreen({ appId, level, pageSize }: RedirectsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useRedirectList(appId, allowed, pageSize)
  const narrow = useNarrowScreen()
  const [editing, setEditing] = useState<StorefrontRedirect | 'new' | null>(null)
  const [deleting, setDeleting] = useState<StorefrontRedirect | null>(null)
  const [importing, setImporting] = useState(false)
  const [toggling, setToggling] = useState<number | null>(null)
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.rules?.length === 0 && !narrowed && !list.stale

  async function toggle(rule: StorefrontRedirect) {
    setToggling(rule.id)
    try {
      const saved = await api.storefrontRedirects.update(appId, rule.id, {
        from_path: rule.from_path,
        to: rule.to,
        status: rule.status,
        active: !rule.active,
        note: rule.note,
      })
      await list.reload()
      notify(
        saved.warning
          ? { type: 'warning', message: saved.warning.message }
          : {
              type: 'success',
              message: `Regra de ${rule.from_path} ${saved.rule.active ? 'ativada' : 'desativada'}.`,
            },
      )
    } catch (error) {
      // Switching on a rule that now closes a loop is refused, naming the chain.
      notify({
        type: 'error',
        message: isApiError(error) ? error.message : 'Não foi possível mudar a regra.',
      })
    } finally {
      setToggling(null)
    }
  }

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      Nova regra
    </Button>
  )
  const importButton = (
    <Button variant="secondary" onClick={() => setImporting(true)}>
      <Upload aria-hidden />
      Importar
    </Button>
  )

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Redirecionamentos</h1>
          <p className="text-base text-muted-foreground">
            Leve quem abre um endereço antigo da loja para o novo, sem perder visitas nem posição
            nos buscadores.
          </p>
        </div>
        {allowed ? (
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton
              exportFile={() => api.storefrontRedirects.exportCsv(appId)}
              fileName={() => 'redirecionamentos.csv'}
            />
            {canWrite ? (
              <>
                {importButton}
                {newButton}
              </>
            ) : null}
          </div>
        ) : null}
      </header>

      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso aos redirecionamentos"
          description="Os redirecionamentos fazem parte do layout da loja: peça a quem administra a loja para liberar o acesso à área de layout."
        />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar e testar as regras; para criar, mudar, importar ou excluir, é
              preciso permissão de edição em Layout.
            </Alert>
          )}
          <details className="rounded-lg border border-border bg-surface px-4 py-3">
            <summary className="cursor-pointer font-medium">Como as regras funcionam</summary>
            <ul className="mt-2 grid list-disc gap-1 ps-5 text-base text-muted-foreground">
              {MATCHING_HELP.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          <RedirectTester appId={appId} />

          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <SearchFilterBar
                label="Buscar e filtrar regras"
                search={list.search}
                onSearchChange={list.setSearch}
                placeholder="Parte da origem ou do destino"
                inForce={filtersInForce(list.filters)}
                narrow={narrow}
                className="grid items-end gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"
                foldClassName="grid gap-3"
              >
                <Field label="Situação">
                  <Select
                    options={ACTIVE_OPTIONS}
                    value={list.filters.active ?? 'all'}
                    onValueChange={(value) =>
                      list.setFilters({
                        ...list.filters,
                        active: value === '0' || value === '1' ? value : undefined,
                      })
                    }
                  />
                </Field>
                <Field label="Tipo">
                  <Select
                    options={STATUS_OPTIONS}
                    value={list.filters.status ?? 'all'}
                    onValueChange={(value) =>
                      list.setFilters({
                        ...list.filters,
                        status: value === '301' || value === '302' ? value : undefined,
                      })
                    }
                  />
                </Field>
              </SearchFilterBar>
              {filtersInForce(list.filters) > 0 ? (
                <FilterChips
                  filters={list.filters}
                  chips={filterChips(list.filters)}
                  onFiltersChange={list.setFilters}
                  onClear={list.clearFilters}
                />
              ) : null}
            </div>
          )}

          <PagedListBody
            list={list}
            rows={list.rules}
            noun={{ one: 'regra', many: 'regras', feminine: true }}
            slot="redirect-count"
            skeletonRow={
              <>
                <Skeleton className="w-48" />
                <Skeleton className="w-48" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Signpost aria-hidden />}
                title="Nenhuma regra de redirecionamento ainda."
                description={
                  canWrite
                    ? 'Crie uma regra para cada endereço que mudou, ou importe uma planilha com todas de uma vez.'
                    : 'As regras criadas pela equipe aparecem aqui.'
                }
                action={
                  canWrite ? (
                    <div className="flex flex-wrap justify-center gap-2">
                      {importButton}
                      {newButton}
                    </div>
                  ) : null
                }
              />
            }
          >
            {(rows, onEndReached) => (
              <RedirectRows
                rules={rows}
                hasMore={list.hasMore}
                onEndReached={onEndReached}
                narrow={narrow}
                stale={list.stale}
                actions={
                  canWrite
                    ? {
                        onToggle: (rule) => void toggle(rule),
                        onEdit: setEditing,
                        onDelete: setDeleting,
                        toggling,
                      }
                    : null
                }
              />
            )}
          </PagedListBody>
        </>
      )}

      {canWrite ? (
        <>
          <RuleDialog
            // A fresh form for each rule opened.
            key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
            appId={appId}
            rule={editing === 'new' ? null : editing}
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
            onSaved={() => list.reload()}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null)
            }}
            tone="danger"
            title="Excluir esta regra?"
            description={
              deleting
                ? `Quem abrir ${deleting.from_path} deixa de ser levado para ${deleting.to}. Não dá para desfazer.`
                : undefined
            }
            confirmLabel="Excluir regra"
            onConfirm={async () => {
              if (!deleting) return
              await api.storefrontRedirects.remove(appId, deleting.id)
              await list.reload()
              notify({ type: 'success', message: `Regra de ${deleting.from_path} excluída.` })
            }}
          />
          <ImportRedirectsDialog
            appId={appId}
            open={importing}
            onOpenChange={setImporting}
            onImported={() => void list.reload()}
          />
        </>
      ) : null}
    </div>
  )
}

import { useId, useState } from 'react'
import useSWR from 'swr'
import { customerKeys, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, EmptyState, Skeleton, ToggleGroup, ToggleGroupItem } from '@vitrine/ui'
import { Plus, Upload, Users } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { ExportCustomersButton } from '../import/ExportCustomersButton.tsx'
import { ImportCustomersDialog } from '../import/ImportCustomersDialog.tsx'
import type { CustomerSection } from '../section.ts'
import { CustomersBreadcrumb } from '../shared/CustomersBreadcrumb.tsx'
import { CustomersNoAccess } from '../shared/CustomersNoAccess.tsx'
import { CreateCustomerDialog } from './CreateCustomerDialog.tsx'
import { CustomerListToolbar } from './CustomerListToolbar.tsx'
import { CustomerRows } from './CustomerRows.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { useCustomerList } from './use-customer-list.ts'
import { useDensity, type Density } from './use-density.ts'

export interface CustomerListScreenProps {
  appId: number
  /** Where the list is shown: its links, breadcrumb and menu highlight follow it. */
  section: CustomerSection
  /** The viewer's customers level: read sees everything and exports; write also creates and imports. */
  level: Level
  /** Customers per keyset page (the server's default when absent; it allows up to 100). */
  pageSize?: number
}

/** "Clientes": the store's customers, searched, filtered and sorted on the server, page by page. */
export function CustomerListScreen({ appId, section, level, pageSize }: CustomerListScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const canChange = level === 'write'
  const list = useCustomerList(appId, allowed, pageSize)
  // Only feeds the tag filter: if it fails, the filter offers "Todas" alone.
  const { data: tags, mutate: reloadTags } = useSWR(allowed ? customerKeys.tags(appId) : null, () =>
    api.customers.tags(appId),
  )
  const [density, setDensity] = useDensity()
  const narrow = useNarrowScreen()
  const [creating, setCreating] = useState(false)
  const [importing, setImporting] = useState(false)
  const densityLabel = useId()
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.customers?.length === 0 && !narrowed && !list.stale

  const createButton = canChange ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Novo cliente
    </Button>
  ) : null
  const importButton = canChange ? (
    <Button variant="secondary" onClick={() => setImporting(true)}>
      <Upload aria-hidden />
      Importar
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <CustomersBreadcrumb section={section} appId={appId} />
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">Clientes</h1>
            <p className="text-muted-foreground">
              Quem compra na loja: contatos, etiquetas e o histórico de compras de cada um.
            </p>
          </div>
          {allowed ? (
            <div className="flex flex-wrap gap-2">
              {importButton}
              <ExportCustomersButton appId={appId} filters={list.filters} />
              {createButton}
            </div>
          ) : null}
        </header>
      </div>

      {!allowed ? (
        <CustomersNoAccess />
      ) : (
        <>
          {canChange ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar e exportar os clientes; para cadastrar ou importar, é preciso
              permissão de edição em Clientes.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <CustomerListToolbar
                search={list.search}
                onSearchChange={list.setSearch}
                filters={list.filters}
                onFiltersChange={list.setFilters}
                tags={tags}
                sort={list.sort}
                onSortChange={list.setSort}
                narrow={narrow}
              />
              <div className="flex flex-wrap items-center justify-between gap-3">
                {narrowed ? (
                  <FilterChips
                    filters={list.filters}
                    chips={filterChips(list.filters)}
                    onFiltersChange={list.setFilters}
                    onClear={list.clearFilters}
                  />
                ) : null}
                <div className="ms-auto flex items-center gap-2">
                  <span id={densityLabel} className="text-sm text-muted-foreground">
                    Densidade
                  </span>
                  <ToggleGroup
                    aria-labelledby={densityLabel}
                    size="sm"
                    value={density}
                    onValueChange={(value) => setDensity(value as Density)}
                  >
                    <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
                    <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
                  </ToggleGroup>
                </div>
              </div>
            </div>
          )}

          <PagedListBody
            list={list}
            rows={list.customers}
            noun={{ one: 'cliente', many: 'clientes' }}
            slot="customer-count"
            skeletonRow={
              <>
                <div className="flex w-56 flex-col gap-1.5">
                  <Skeleton className="w-40" />
                  <Skeleton className="w-52" />
                </div>
                <Skeleton className="w-28 max-md:hidden" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Users aria-hidden />}
                title="Nenhum cliente cadastrado ainda."
                description={
                  canChange
                    ? 'Cadastre o primeiro cliente ou importe os que você já tem em uma planilha.'
                    : 'Quem comprar na loja ou for cadastrado pela equipe aparece aqui.'
                }
                action={
                  canChange ? (
                    <>
                      {createButton}
                      {importButton}
                    </>
                  ) : null
                }
              />
            }
          >
            {(rows, onEndReached) => (
              <CustomerRows
                // A new search, filter or order starts again from the top.
                key={JSON.stringify(list.filters)}
                appId={appId}
                section={section}
                customers={rows}
                hasMore={list.hasMore}
                onEndReached={onEndReached}
                sort={list.sort}
                onSortChange={list.setSort}
                density={density}
                narrow={narrow}
                stale={list.stale}
              />
            )}
          </PagedListBody>
        </>
      )}

      {canChange ? (
        <>
          <CreateCustomerDialog
            appId={appId}
            section={section}
            open={creating}
            onOpenChange={setCreating}
          />
          <ImportCustomersDialog
            appId={appId}
            open={importing}
            onOpenChange={setImporting}
            onImported={() => {
              void list.reload()
              void reloadTags()
            }}
          />
        </>
      ) : null}
    </div>
  )
}

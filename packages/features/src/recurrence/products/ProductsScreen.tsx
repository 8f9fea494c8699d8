import { useState } from 'react'
import { recurrenceKeys, type Level, type RecurrenceProduct } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Package, Plus } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { RecurrenceHeader } from '../shared/RecurrenceHeader.tsx'
import { RecurrenceNoAccess } from '../shared/RecurrenceNoAccess.tsx'
import { ArchiveProductDialog } from './ArchiveProductDialog.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { ProductDialog } from './ProductDialog.tsx'
import { ProductRows } from './ProductRows.tsx'
import { ProductsToolbar } from './ProductsToolbar.tsx'
import { useProductList } from './use-product-list.ts'

export interface ProductsScreenProps {
  appId: number
  /** The viewer's recurrence level: read sees; write registers, edits and archives. */
  level: Level
  /** Products per keyset page (the server's default when absent). */
  pageSize?: number
}

/** What the dialog is doing: nothing, a new product, or editing one. */
type Editing = { product?: RecurrenceProduct } | null

/**
 * "Produtos" (issue 13 item 2): what the plans sell — picture, name, SKU, price and the plans
 * that hold each — by name, searched by name or SKU on the server; the archived ones on their
 * own. Write level registers and edits products in a dialog and archives them.
 */
export function ProductsScreen({ appId, level, pageSize }: ProductsScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useProductList(appId, allowed, pageSize)
  const narrow = useNarrowScreen()
  const [editing, setEditing] = useState<Editing>(null)
  const [archiving, setArchiving] = useState<RecurrenceProduct | null>(null)
  // A product saved or archived shows in the plans too (their products, the plan form's choice).
  const refreshArea = useRevalidateUnder(recurrenceKeys.all(appId))
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.products?.length === 0 && !narrowed && !list.stale

  const newButton = canWrite ? (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden />
      Novo produto
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <RecurrenceHeader
        appId={appId}
        page="products"
        title="Produtos"
        description="O que os planos vendem: cada plano reúne um ou mais produtos, com as quantidades."
        actions={allowed ? newButton : null}
      />

      {!allowed ? (
        <RecurrenceNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os produtos; para cadastrar, editar ou arquivar, é preciso
              permissão de edição em Recorrência.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <ProductsToolbar
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
          )}

          <PagedListBody
            list={list}
            rows={list.products}
            noun={{ one: 'produto', many: 'produtos' }}
            slot="product-count"
            skeletonRow={
              <>
                <Skeleton className="size-10" />
                <Skeleton className="w-48" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Package aria-hidden />}
                title="Nenhum produto cadastrado ainda."
                description={
                  canWrite
                    ? 'Cadastre o que os planos vendem — um pacote de café, uma caixa, um acesso — com o SKU, o preço e uma imagem; depois é só reuni-los num plano.'
                    : 'Os produtos cadastrados pela equipe aparecem aqui.'
                }
                action={newButton}
              />
            }
          >
            {(rows, loadMore) => (
              <ProductRows
                products={rows}
                actions={
                  canWrite
                    ? { onEdit: (product) => setEditing({ product }), onArchive: setArchiving }
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
          <ProductDialog
            appId={appId}
            product={editing?.product}
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
            onSaved={refreshArea}
          />
          <ArchiveProductDialog
            appId={appId}
            product={archiving}
            onClose={() => setArchiving(null)}
            onChanged={refreshArea}
          />
        </>
      ) : null}
    </div>
  )
}

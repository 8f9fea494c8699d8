import { useState } from 'react'
import type { Level } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Package, Plus, Upload } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { ImportProductsDialog } from '../import/ImportProductsDialog.tsx'
import { CatalogueHeader } from '../shared/CatalogueHeader.tsx'
import { CatalogueNoAccess } from '../shared/CatalogueNoAccess.tsx'
import { useCategories } from '../shared/use-categories.ts'
import { categoryOptions, filterChips, isNarrowed } from './filters.ts'
import { ProductRows } from './ProductRows.tsx'
import { ProductsToolbar } from './ProductsToolbar.tsx'
import { useProductList } from './use-product-list.ts'

export interface ProductsScreenProps {
  appId: number
  /** The viewer's layout level: read sees; write creates, edits and imports. */
  level: Level
  /** Products per keyset page (the server's default when absent). */
  pageSize?: number
}

/**
 * "Produtos" of the storefront's catalogue (issue 14 item 1): picture, name, SKU, price and sale
 * price, stock and units sold, searched on the server (name, SKU, description) and filtered by
 * category, visibility and stock. Write level adds products (their form is a page of its own)
 * and imports a CSV — the project's or a Shopify export.
 */
export function ProductsScreen({ appId, level, pageSize }: ProductsScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useProductList(appId, allowed, pageSize)
  const categories = useCategories(appId, allowed)
  const narrow = useNarrowScreen()
  const [importing, setImporting] = useState(false)
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.products?.length === 0 && !narrowed && !list.stale

  const newHref = href('layout-catalog-products-edit', { appID: appId, productId: 'new' })
  const newButton = (
    <Button asChild>
      <Link href={newHref}>
        <Plus aria-hidden />
        Novo produto
      </Link>
    </Button>
  )
  const importButton = (
    <Button variant="secondary" onClick={() => setImporting(true)}>
      <Upload aria-hidden />
      Importar
    </Button>
  )

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <CatalogueHeader
        appId={appId}
        page="products"
        title="Produtos"
        description="O que a loja vende: cada produto com preço, estoque, fotos e variações."
        actions={
          canWrite ? (
            <>
              {importButton}
              {newButton}
            </>
          ) : null
        }
      />

      {!allowed ? (
        <CatalogueNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os produtos; para cadastrar, editar ou importar, é preciso
              permissão de edição em Layout.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <ProductsToolbar
                search={list.search}
                onSearchChange={list.setSearch}
                filters={list.filters}
                onFiltersChange={list.setFilters}
                categoryOptions={categoryOptions(categories.categories ?? [], categories.pathOf)}
                narrow={narrow}
              />
              {narrowed ? (
                <FilterChips
                  filters={list.filters}
                  chips={filterChips(list.filters, (id) =>
                    categories.categories?.some((category) => category.id === id)
                      ? categories.pathOf(id)
                      : undefined,
                  )}
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
                    ? 'Cadastre o primeiro produto com preço, estoque e fotos, ou importe uma planilha — a da Vitrine ou a exportação de produtos da Shopify.'
                    : 'Os produtos cadastrados pela equipe aparecem aqui.'
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
            {(rows, loadMore) => (
              <ProductRows
                appId={appId}
                products={rows}
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
        <ImportProductsDialog
          appId={appId}
          open={importing}
          onOpenChange={setImporting}
          onImported={() => {
            void list.reload()
            void categories.reload()
          }}
        />
      ) : null}
    </div>
  )
}

import { useState } from 'react'
import type { Level } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { Plus, Truck } from 'lucide-react'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { WalletHeader } from '../shared/WalletHeader.tsx'
import { WalletNoAccess } from '../shared/WalletNoAccess.tsx'
import { CreateSupplierDialog } from './CreateSupplierDialog.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { SupplierRows } from './SupplierRows.tsx'
import { SuppliersToolbar } from './SuppliersToolbar.tsx'
import { useSupplierList } from './use-supplier-list.ts'

export interface WalletSuppliersScreenProps {
  appId: number
  /** The viewer's payments level (or the `__wallet` role's write): read sees; write registers. */
  level: Level
  /** Suppliers per keyset page (the server's default when absent; it allows up to 100). */
  pageSize?: number
}

/**
 * "Fornecedores" (issue 12 item 6): the people and companies the store pays from its wallet,
 * newest first, searched by name or document and filtered by category on the server, page by
 * page; archived ones on their own; a new supplier from here (write level).
 */
export function WalletSuppliersScreen({ appId, level, pageSize }: WalletSuppliersScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSupplierList(appId, allowed, pageSize)
  const narrow = useNarrowScreen()
  const [creating, setCreating] = useState(false)
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.suppliers?.length === 0 && !narrowed && !list.stale

  const newButton = canWrite ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Novo fornecedor
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <WalletHeader
        appId={appId}
        page="suppliers"
        title="Fornecedores"
        description="Pessoas e empresas que a loja paga com o saldo disponível da carteira, por pix ou transferência."
        actions={allowed ? newButton : null}
      />

      {!allowed ? (
        <WalletNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os fornecedores e os pagamentos feitos a eles; para cadastrar ou
              pagar, é preciso permissão de edição em Pagamentos.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <SuppliersToolbar
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
            rows={list.suppliers}
            noun={{ one: 'fornecedor', many: 'fornecedores' }}
            slot="supplier-count"
            skeletonRow={
              <>
                <Skeleton className="w-48" />
                <Skeleton className="w-36 max-md:hidden" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="w-48 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Truck aria-hidden />}
                title="Nenhum fornecedor cadastrado ainda."
                description={
                  canWrite
                    ? 'Cadastre quem a loja paga — quem entrega as mercadorias, o frete, o aluguel — com a conta ou a chave pix em que recebe; depois é só pagar com o saldo da carteira.'
                    : 'Os fornecedores cadastrados pela equipe aparecem aqui.'
                }
                action={newButton}
              />
            }
          >
            {(rows, onEndReached) => (
              <SupplierRows
                // A new search or filter starts again from the top.
                key={JSON.stringify(list.filters)}
                appId={appId}
                suppliers={rows}
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
        <CreateSupplierDialog
          appId={appId}
          open={creating}
          onOpenChange={setCreating}
          onCreated={() => list.reload()}
        />
      ) : null}
    </div>
  )
}

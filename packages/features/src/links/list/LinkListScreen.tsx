import type { Level } from '@vitrine/api'
import { Alert, Button, EmptyState, Skeleton } from '@vitrine/ui'
import { FileCode2, Link2, Plus } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { FilterChips } from '../../shared/FilterChips.tsx'
import { PagedListBody } from '../../shared/PagedListBody.tsx'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { linkFeedHref, newLinkHref } from '../shared/links.ts'
import { LinksBreadcrumb } from '../shared/LinksBreadcrumb.tsx'
import { LinksNoAccess } from '../shared/LinksNoAccess.tsx'
import { filterChips, isNarrowed } from './filters.ts'
import { LinkListToolbar } from './LinkListToolbar.tsx'
import { LinkRows } from './LinkRows.tsx'
import { useLinkList } from './use-link-list.ts'

export interface LinkListScreenProps {
  appId: number
  /** The viewer's payments level: read sees everything; write also creates links. */
  level: Level
  /** Links per keyset page (the server's default when absent; it allows up to 100). */
  pageSize?: number
}

/**
 * "Links de pagamento": the store's links, newest first, searched and filtered by status on the
 * server page by page; a new link from here (write level).
 */
export function LinkListScreen({ appId, level, pageSize }: LinkListScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useLinkList(appId, allowed, pageSize)
  const narrow = useNarrowScreen()
  const narrowed = isNarrowed(list.filters)
  const storeIsEmpty = list.links?.length === 0 && !narrowed && !list.stale

  const newButton = canWrite ? (
    <Button asChild>
      <Link href={newLinkHref(appId)}>
        <Plus aria-hidden />
        Novo link
      </Link>
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <LinksBreadcrumb appId={appId} />
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">Links de pagamento</h1>
            <p className="text-muted-foreground">
              Páginas de pagamento para compartilhar: quem recebe o link paga por pix, boleto ou
              cartão, sem precisar de conta.
            </p>
          </div>
          {allowed ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link href={linkFeedHref(appId)}>
                  <FileCode2 aria-hidden />
                  XML de produtos
                </Link>
              </Button>
              {newButton}
            </div>
          ) : null}
        </header>
      </div>

      {!allowed ? (
        <LinksNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os links e seus pagamentos; para criar ou alterar links, é preciso
              permissão de edição em Pagamentos.
            </Alert>
          )}
          {storeIsEmpty ? null : (
            <div className="flex flex-col gap-3">
              <LinkListToolbar
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
            rows={list.links}
            noun={{ one: 'link', many: 'links' }}
            slot="link-count"
            skeletonRow={
              <>
                <Skeleton className="size-10" />
                <div className="flex w-56 flex-col gap-1.5">
                  <Skeleton className="w-40" />
                  <Skeleton className="w-28" />
                </div>
                <Skeleton className="w-20 max-md:hidden" />
                <Skeleton className="w-24 max-md:hidden" />
                <Skeleton className="ms-auto w-20" />
              </>
            }
            storeIsEmpty={storeIsEmpty}
            empty={
              <EmptyState
                titleAs="h2"
                bordered
                icon={<Link2 aria-hidden />}
                title="Nenhum link de pagamento ainda."
                description={
                  canWrite
                    ? 'Crie o primeiro link: dê um título e um valor, escolha as formas de pagamento e compartilhe o endereço com quem vai pagar.'
                    : 'Os links de pagamento criados pela equipe aparecem aqui.'
                }
                action={newButton}
              />
            }
          >
            {(rows, onEndReached) => (
              <LinkRows
                // A new search or filter starts again from the top.
                key={JSON.stringify(list.filters)}
                appId={appId}
                links={rows}
                hasMore={list.hasMore}
                onEndReached={onEndReached}
                narrow={narrow}
                stale={list.stale}
              />
            )}
          </PagedListBody>
        </>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'
import { ErrorState } from '@vitrine/ui'
import { ListSkeleton } from './ListSkeleton.tsx'
import { NoMatches } from './NoMatches.tsx'
import { PagedListStatus } from './PagedListStatus.tsx'
import { errorMessage } from './server-errors.ts'

/** What a keyset list hook tells about its pages (use-keyset-pages.ts). */
export interface PagedListState {
  error: unknown
  /** The rows shown belong to the previous search or filters. */
  stale: boolean
  loadingMore: boolean
  hasMore: boolean
  reload: () => unknown
  loadMore: () => unknown
  clearFilters: () => void
}

/** The list's noun: "cliente" / "clientes"; `feminine` for "assinatura" / "assinaturas". */
export interface PagedListNoun {
  one: string
  many: string
  feminine?: boolean
}

export interface PagedListBodyProps<Row> {
  list: PagedListState
  /** Undefined until the first page arrives. */
  rows: Row[] | undefined
  noun: PagedListNoun
  /** The status line's `data-slot` ("customer-count"). */
  slot: string
  /** One row's skeletons, shaped like the list's columns. */
  skeletonRow: ReactNode
  /** The store has none at all (no search or filter narrows the list). */
  storeIsEmpty: boolean
  /** What to show then: an empty state that says what to do. */
  empty: ReactNode
  /** The rows; `onEndReached` asks for the next page unless one is on its way or failed. */
  children: (rows: Row[], onEndReached: () => void) => ReactNode
}

/** "12 clientes", or, while more pages remain, how many are loaded and that scrolling shows more. */
export function countLabel(
  { one, many, feminine }: PagedListNoun,
  count: number,
  hasMore: boolean,
) {
  if (hasMore) {
    return `${count} ${many} ${feminine ? 'carregadas' : 'carregados'}; role a lista para ver mais`
  }
  return count === 1 ? `1 ${one}` : `${count} ${many}`
}

/**
 * The body of a list loaded page by page, in every state: the first page failed (an error with
 * "Tentar novamente"), on its way (skeleton rows), the store has none (its empty state), the
 * search matched none, or the rows with the status line under them.
 */
export function PagedListBody<Row>({
  list,
  rows,
  noun,
  slot,
  skeletonRow,
  storeIsEmpty,
  empty,
  children,
}: PagedListBodyProps<Row>) {
  if (list.error && !rows) {
    return (
      <ErrorState
        titleAs="h2"
        title={`Não foi possível carregar ${noun.feminine ? 'as' : 'os'} ${noun.many}`}
        message={errorMessage(list.error)}
        onRetry={() => void list.reload()}
      />
    )
  }
  if (!rows) return <ListSkeleton label={`Carregando ${noun.many}`} row={skeletonRow} />
  if (storeIsEmpty) return <>{empty}</>
  if (rows.length === 0 && !list.stale) {
    const none = noun.feminine
      ? `Nenhuma ${noun.one} encontrada.`
      : `Nenhum ${noun.one} encontrado.`
    return <NoMatches title={none} onClear={list.clearFilters} />
  }
  return (
    <div className="flex flex-col gap-2">
      {children(rows, () => {
        if (!list.loadingMore && !list.error) void list.loadMore()
      })}
      <PagedListStatus
        slot={slot}
        count={countLabel(noun, rows.length, list.hasMore)}
        loadingMoreText={`Carregando mais ${noun.many}…`}
        failedText={`Não foi possível carregar mais ${noun.many}.`}
        loadingMore={list.loadingMore}
        stale={list.stale}
        error={list.error}
        onRetry={() => void list.reload()}
      />
    </div>
  )
}

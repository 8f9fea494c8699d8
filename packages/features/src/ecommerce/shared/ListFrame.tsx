import type { ReactNode } from 'react'
import { Button, EmptyState, ErrorState, Input, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'

export interface ListFrameProps {
  /** "as regras por termo": the words of the messages. */
  noun: string
  /** The search box's name and hint: "Buscar por termo" unless the rows are found by something else. */
  searchLabel?: string
  search: string
  onSearch: (text: string) => void
  items: readonly unknown[] | undefined
  error: unknown
  onRetry: () => unknown
  hasMore: boolean
  loadingMore: boolean
  onMore: () => unknown
  /** Said when the store has no rule yet (no search typed). */
  empty: ReactNode
  /** The rows, once there are some. */
  children: ReactNode
}

/**
 * An e-commerce list's states around its rows (the search rules', the coupons'): the search, loading, error with retry, empty
 * (no rule yet, or none for the words typed) and "Carregar mais" for the next keyset page.
 */
export function ListFrame(props: ListFrameProps) {
  const { noun, search, items, error, searchLabel = 'Buscar por termo' } = props
  return (
    <section aria-label={`Lista de ${noun}`} className="flex flex-col gap-3">
      <Input
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        className="max-w-sm"
        value={search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title={`Não foi possível carregar ${noun}`}
          message={errorMessage(error)}
          onRetry={props.onRetry}
        />
      ) : !items ? (
        <SkeletonGroup label={`Carregando ${noun}`}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : items.length === 0 ? (
        search.trim() ? (
          <EmptyState titleAs="h2" bordered title="Nenhuma regra com esse termo." />
        ) : (
          <EmptyState titleAs="h2" bordered title={props.empty} />
        )
      ) : (
        <>
          {props.children}
          {props.hasMore ? (
            <Button
              variant="secondary"
              className="self-center"
              disabled={props.loadingMore}
              onClick={() => void props.onMore()}
            >
              {props.loadingMore ? 'Carregando…' : 'Carregar mais'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}

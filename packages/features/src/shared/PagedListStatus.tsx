import { Alert, Button } from '@vitrine/ui'
import { errorMessage } from './server-errors.ts'

export interface PagedListStatusProps {
  /** The status line's `data-slot` ("customer-count"). */
  slot: string
  /** What is loaded when nothing is on its way: "12 clientes". */
  count: string
  /** While a next page loads: "Carregando mais clientes…". */
  loadingMoreText: string
  /** The next page failed: "Não foi possível carregar mais clientes." */
  failedText: string
  loadingMore: boolean
  /** The rows shown belong to the previous search or filters. */
  stale: boolean
  /** A next page's failure (the rows loaded so far stay). */
  error: unknown
  /** Asks for the failed page again. */
  onRetry: () => void
}

/**
 * Under a list loaded page by page: a status line (how many rows, or what is loading), and when
 * a next page failed, an alert with "Tentar novamente".
 */
export function PagedListStatus({
  slot,
  count,
  loadingMoreText,
  failedText,
  loadingMore,
  stale,
  error,
  onRetry,
}: PagedListStatusProps) {
  return (
    <>
      <p role="status" data-slot={slot} className="text-sm text-muted-foreground">
        {loadingMore ? loadingMoreText : stale ? 'Buscando…' : count}
      </p>
      {error ? (
        <Alert tone="danger">
          {failedText} {errorMessage(error)}
          <Button variant="secondary" size="sm" className="mt-2 w-fit" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Alert>
      ) : null}
    </>
  )
}

import { ChevronRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { transactionListHref } from './links.ts'

export interface TransactionsBreadcrumbProps {
  appId: number
  /** The page below the list (a payment); without it the list is the current page. */
  current?: string
}

/** Where the screen sits: Pagamentos › Transações (› the payment). */
export function TransactionsBreadcrumb({ appId, current }: TransactionsBreadcrumbProps) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>Pagamentos</li>
        <li className="flex items-center gap-1.5">
          <ChevronRight aria-hidden className="size-3.5 shrink-0" />
          {current === undefined ? (
            <span aria-current="page" className="text-foreground">
              Transações
            </span>
          ) : (
            <Link
              href={transactionListHref(appId)}
              className="hover:text-foreground hover:underline"
            >
              Transações
            </Link>
          )}
        </li>
        {current === undefined ? null : (
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden className="size-3.5 shrink-0" />
            <span aria-current="page" className="truncate text-foreground">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  )
}

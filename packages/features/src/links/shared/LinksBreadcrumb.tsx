import { ChevronRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { linkListHref } from './links.ts'

export interface LinksBreadcrumbProps {
  appId: number
  /** The page below the list (a link, "Novo", "XML de produtos"); without it the list is current. */
  current?: string
}

/** Where the screen sits: Pagamentos › Links de pagamento (› the page). */
export function LinksBreadcrumb({ appId, current }: LinksBreadcrumbProps) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>Pagamentos</li>
        <li className="flex items-center gap-1.5">
          <ChevronRight aria-hidden className="size-3.5 shrink-0" />
          {current === undefined ? (
            <span aria-current="page" className="text-foreground">
              Links de pagamento
            </span>
          ) : (
            <Link href={linkListHref(appId)} className="hover:text-foreground hover:underline">
              Links de pagamento
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

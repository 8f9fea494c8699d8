import { ChevronRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'

export interface Crumb {
  label: string
  /** Absent on the current page (the last crumb). */
  href?: string
}

/** "Pagamentos › Meios de pagamento › Pix › Pix da loja": where a gateways screen sits. */
export function GatewaysBreadcrumb({ items }: { items: readonly Crumb[] }) {
  const crumbs = [{ label: 'Pagamentos' }, ...items]
  return (
    <nav aria-label="Trilha de navegação" data-slot="gateways-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((item, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={index} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0" /> : null}
              {'href' in item && item.href && !current ? (
                <Link href={item.href} className="hover:text-foreground hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'truncate text-foreground' : ''}
                >
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

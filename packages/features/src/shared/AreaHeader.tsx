import type { ReactNode } from 'react'
import { cn } from '@vitrine/ui'
import { Link } from '../routes/navigation.tsx'

/** One of an area's pages, as its tabs list it. */
export interface AreaPage<P extends string> {
  page: P
  label: string
  href: string
}

export interface AreaHeaderProps<P extends string> {
  /** Where the page sits ("Recorrência", "Pagamentos › Carteira"). */
  area: string
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line ("Novo plano", "Sacar"). */
  actions?: ReactNode
  /** The tabs' accessible name ("Páginas da carteira"). */
  tabsLabel: string
  /** The area's pages, in the tabs' order, and the one shown. */
  pages: AreaPage<P>[]
  current: P
}

/** The area, the page's title and what it is for, its actions, and the area's pages as tabs. */
export function AreaHeader<P extends string>({
  area,
  title,
  description,
  actions,
  tabsLabel,
  pages,
  current,
}: AreaHeaderProps<P>) {
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{area}</p>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <AreaTabs label={tabsLabel} pages={pages} current={current} />
    </div>
  )
}

/**
 * An area's sub-navigation inside the page: the side panel lists the same pages, but not when
 * it is a rail or a closed drawer, and work in an area goes back and forth between its pages
 * (a plan and its products, the balance and the suppliers).
 */
export function AreaTabs<P extends string>({
  label,
  pages,
  current,
}: {
  label: string
  pages: AreaPage<P>[]
  current: P
}) {
  return (
    <nav aria-label={label} data-slot="area-tabs" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {pages.map((item) => {
          const here = item.page === current
          return (
            <li key={item.page}>
              <Link
                href={item.href}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap outline-none',
                  'focus-visible:ring-2 focus-visible:ring-ring',
                  here
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

import { cn } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { recurrencePages, type RecurrencePage } from './recurrence-pages.ts'

/**
 * The area's sub-navigation inside the page (Planos · Produtos · Assinaturas · Webhook): the
 * side panel lists the same pages, but not when it is a rail or a closed drawer, and setting up
 * a plan goes back and forth between plans and products.
 */
export function RecurrenceTabs({ appId, current }: { appId: number; current: RecurrencePage }) {
  return (
    <nav aria-label="Páginas da recorrência" data-slot="recurrence-tabs" className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {recurrencePages(appId).map((item) => {
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

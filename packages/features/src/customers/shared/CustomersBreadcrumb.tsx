import { ChevronRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { customerSectionLabels, type CustomerSection } from '../section.ts'
import { customerListHref } from './links.ts'

export interface CustomersBreadcrumbProps {
  section: CustomerSection
  appId: number
  /** The page below the list (a customer's name); without it the list is the current page. */
  current?: string
}

/**
 * Where the customers screen sits: the section's name (E-commerce, Pagamentos, Recorrência),
 * "Clientes", then the customer on a detail page. The customers area of its own needs no trail
 * on the list: the heading already says "Clientes".
 */
export function CustomersBreadcrumb({ section, appId, current }: CustomersBreadcrumbProps) {
  const sectionLabel = customerSectionLabels[section]
  if (!sectionLabel && current === undefined) return null
  const items = [
    ...(sectionLabel ? [{ label: sectionLabel }] : []),
    current === undefined
      ? { label: 'Clientes', current: true }
      : { label: 'Clientes', href: customerListHref(section, appId) },
    ...(current === undefined ? [] : [{ label: current, current: true }]),
  ]
  return (
    <nav aria-label="Trilha de navegação" data-slot="customers-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, index) => (
          <li key={index} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0" /> : null}
            {'href' in item && item.href ? (
              <Link href={item.href} className="hover:text-foreground hover:underline">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={'current' in item && item.current ? 'page' : undefined}
                className={'current' in item && item.current ? 'truncate text-foreground' : ''}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

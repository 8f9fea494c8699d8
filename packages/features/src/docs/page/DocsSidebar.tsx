import { cn } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { DOC_SECTIONS, docHref, normalisePath } from '../catalogue.ts'

/** Every page, by section; the open one marked as the current page. */
export function DocsSidebar({ path }: { path: string }) {
  const current = normalisePath(path)
  return (
    <nav aria-label="Páginas da documentação" className="text-sm">
      {DOC_SECTIONS.map((section) => (
        <section key={section.title} className="mb-5">
          <h2 className="mb-1.5 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {section.title}
          </h2>
          <ul className="space-y-0.5">
            {section.pages.map((page) => (
              <li key={page.path}>
                <Link
                  href={docHref(page.path)}
                  aria-current={page.path === current ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-2 py-1 hover:bg-muted',
                    page.path === current &&
                      'bg-primary-subtle font-medium text-primary-subtle-foreground',
                  )}
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}

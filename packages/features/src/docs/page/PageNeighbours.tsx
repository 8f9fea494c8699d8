import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { docHref, neighboursOf } from '../catalogue.ts'

/** Previous and next page, in the sidebar's order. */
export function PageNeighbours({ path }: { path: string }) {
  const { previous, next } = neighboursOf(path)
  if (!previous && !next) return null
  return (
    <nav aria-label="Páginas vizinhas" className="mt-12 grid gap-3 border-t pt-6 sm:grid-cols-2">
      {previous ? (
        <Link
          href={docHref(previous.path)}
          rel="prev"
          className="rounded-md border p-3 hover:bg-muted"
        >
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ArrowLeft aria-hidden className="size-3" /> Anterior
          </span>
          <span className="font-medium">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          href={docHref(next.path)}
          rel="next"
          className="rounded-md border p-3 text-right hover:bg-muted"
        >
          <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
            Próxima <ArrowRight aria-hidden className="size-3" />
          </span>
          <span className="font-medium">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  )
}

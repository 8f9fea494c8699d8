import { useEffect } from 'react'
import { BookOpen, Store } from 'lucide-react'
import { Button, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { docHref, normalisePath } from '../catalogue.ts'
import { repositoryDocs, type DocsSource } from '../docs-source.ts'
import { DocsSearch } from './DocsSearch.tsx'
import { DocsSidebar } from './DocsSidebar.tsx'
import { Markdown } from './Markdown.tsx'
import { PageNeighbours } from './PageNeighbours.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { useDocPage } from './use-doc-page.ts'

export interface DocsScreenProps {
  /** The page's path below `/docs` (the route's `wild` param): `pagamentos/split`, `` for the home. */
  path: string
  /** The heading to open the page at (the address's `#anchor`, without `#`). */
  anchor?: string
  /** A signed-in reader gets a way back to their stores; anyone else, to sign in. */
  signedIn?: boolean
  source?: DocsSource
}

/**
 * The help pages (`/docs/{path…}`): the sidebar of every page, the search, the page itself
 * with its table of contents and previous/next. Open to anyone (no level). An unknown path is
 * the app's 404, "Page not found: {path}", inside the docs so the search is still at hand.
 */
export function DocsScreen({
  path,
  anchor,
  signedIn = false,
  source = repositoryDocs,
}: DocsScreenProps) {
  const page = normalisePath(path)
  const state = useDocPage(source, page)

  // A new page opens at its top, or at the heading its address names.
  const ready = state.status === 'ready'
  useEffect(() => {
    if (!ready) return
    const target = anchor ? document.getElementById(anchor) : null
    if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0 })
  }, [ready, page, anchor])

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 font-semibold">
          <BookOpen aria-hidden className="size-5 text-primary" />
          <Link href={docHref('')} className="rounded-md hover:underline">
            Documentação
          </Link>
        </p>
        <DocsSearch
          source={source}
          currentPath={page}
          className="order-last w-full sm:order-none sm:ml-auto sm:w-80"
        />
        <Button asChild variant="secondary" size="sm" className="ml-auto sm:ml-0">
          {signedIn ? (
            <Link href={href('apps')}>
              <Store />
              Minhas lojas
            </Link>
          ) : (
            <Link href={href('auth-login')}>Entrar</Link>
          )}
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_11rem]">
        <details className="group lg:hidden">
          <summary className="cursor-pointer rounded-md border px-3 py-2 text-sm font-medium">
            Todas as páginas
          </summary>
          <div className="mt-3">
            <DocsSidebar path={page} />
          </div>
        </details>
        <div className="hidden lg:block">
          <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto pr-2">
            <DocsSidebar path={page} />
          </div>
        </div>
        <PageBody page={page} state={state} />
      </div>
    </div>
  )
}

function PageBody({ page, state }: { page: string; state: ReturnType<typeof useDocPage> }) {
  if (state.status === 'missing') return <DocsNotFound path={page} />
  if (state.status === 'pending')
    return (
      <SkeletonGroup label="Carregando a página…" className="max-w-3xl">
        <Skeleton className="h-9 w-2/3" />
        <SkeletonText lines={6} />
        <Skeleton className="h-32 w-full" />
      </SkeletonGroup>
    )
  if (state.status === 'error')
    return (
      <ErrorState
        titleAs="h2"
        title="Não foi possível abrir a página"
        message="Verifique a conexão e tente novamente."
        onRetry={state.retry}
        bordered
      />
    )
  const { doc } = state
  return (
    <>
      <article className="max-w-3xl min-w-0">
        <h1 className="text-3xl font-semibold tracking-tight">{doc.title}</h1>
        <div className="xl:hidden">
          {doc.headings.length >= 2 ? (
            <details className="mt-4 rounded-md border px-3 py-2">
              <summary className="cursor-pointer text-sm font-medium">Nesta página</summary>
              <div className="mt-2">
                <TableOfContents headings={doc.headings} />
              </div>
            </details>
          ) : null}
        </div>
        <Markdown doc={doc} />
        <PageNeighbours path={page} />
      </article>
      <div className="hidden xl:block">
        <div className="sticky top-20">
          <TableOfContents headings={doc.headings} />
        </div>
      </div>
    </>
  )
}

/** The app's 404 text ("Page not found: {path}"), where the sidebar and the search still help. */
export function DocsNotFound({ path }: { path: string }) {
  return (
    <section className="flex max-w-3xl flex-col items-center gap-4 py-12 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">Página não encontrada</h1>
      <p className="text-muted-foreground">
        Esta página da documentação não existe ou mudou de lugar. Procure na busca ou na lista de
        páginas.
      </p>
      <p
        className="rounded-md bg-muted px-3 py-1.5 font-mono text-sm break-all"
        data-testid="not-found-message"
      >
        {`Page not found: /docs/${path}`}
      </p>
      <Button asChild>
        <Link href={docHref('')}>Ir para o início da documentação</Link>
      </Button>
    </section>
  )
}

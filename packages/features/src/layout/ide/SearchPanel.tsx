import useSWR from 'swr'
import { THEME_SEARCH_MIN, themeFileKeys, type ThemeSearchHit } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, ErrorState, Field, Input, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { Search } from 'lucide-react'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'

export interface SearchPanelProps {
  appId: number
  /** A result chosen: the file opens at its line. */
  onOpen: (hit: ThemeSearchHit) => void
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined)

/** Search across the theme's files (the server's search): each matching line opens the file there. */
export function SearchPanel({ appId, onOpen }: SearchPanelProps) {
  const api = useApi()
  const { search, setSearch, query } = useDebouncedSearch()
  const ready = query.length >= THEME_SEARCH_MIN
  const result = useSWR(ready ? themeFileKeys.search(appId, query) : null, () =>
    api.themeFiles.search(appId, query),
  )
  const groups = new Map<string, ThemeSearchHit[]>()
  for (const hit of result.data?.hits ?? []) {
    groups.set(hit.path, [...(groups.get(hit.path) ?? []), hit])
  }
  return (
    <section aria-labelledby="ide-search-title" className="flex min-h-0 flex-1 flex-col gap-2 p-2">
      <h2 id="ide-search-title" className="sr-only">
        Buscar nos arquivos
      </h2>
      <Field
        label="Buscar nos arquivos"
        hint={`Pelo menos ${THEME_SEARCH_MIN} letras; maiúsculas e minúsculas tanto faz.`}
      >
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          startAdornment={<Search aria-hidden />}
        />
      </Field>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
        {!ready ? null : result.error ? (
          <ErrorState
            titleAs="h3"
            title="Não foi possível buscar"
            message={errorText(result.error)}
            onRetry={() => result.mutate()}
          />
        ) : !result.data ? (
          <SkeletonGroup label="Buscando">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </SkeletonGroup>
        ) : result.data.hits.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">Nenhum arquivo contém “{query}”.</p>
        ) : (
          <>
            <p className="px-1 pb-1 text-xs text-muted-foreground">
              {result.data.hits.length} {result.data.hits.length === 1 ? 'linha' : 'linhas'} em{' '}
              {groups.size} {groups.size === 1 ? 'arquivo' : 'arquivos'}
            </p>
            {result.data.truncated ? (
              <Alert tone="warning" className="mb-2">
                Há mais resultados do que os mostrados: refine a busca.
              </Alert>
            ) : null}
            <ul aria-label="Resultados da busca" className="flex flex-col gap-2">
              {[...groups].map(([path, hits]) => (
                <li key={path}>
                  <p className="truncate px-1 font-mono text-xs font-semibold">{path}</p>
                  <ul className="flex flex-col">
                    {hits.map((hit) => (
                      <li key={hit.line}>
                        <button
                          type="button"
                          onClick={() => onOpen(hit)}
                          className="flex w-full gap-2 rounded-sm px-1 py-0.5 text-start font-mono text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          <span className="shrink-0 text-muted-foreground">{hit.line}</span>
                          <span className="truncate">{hit.text}</span>
                          <span className="sr-only">{`, ${path}, linha ${hit.line}`}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}

import { useId, useState, type KeyboardEvent } from 'react'
import { Search } from 'lucide-react'
import { Button, Input, cn } from '@vitrine/ui'
import { useNavigate } from '../../routes/navigation.tsx'
import { docHref } from '../catalogue.ts'
import type { DocsSource } from '../docs-source.ts'
import type { SearchResult } from '../search.ts'
import { useDocSearch } from './use-doc-search.ts'

/**
 * The search box over every page (title, headings and text), as a combobox: results show
 * below as it is typed, ↑/↓ move through them, Enter opens one (the first when none is
 * chosen), Escape closes the list and then clears the box.
 */
export function DocsSearch({
  source,
  currentPath,
  className,
}: {
  source: DocsSource
  /** The page on screen: a result in it scrolls to its heading at once. */
  currentPath: string
  className?: string
}) {
  const navigate = useNavigate()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [active, setActive] = useState(-1)
  const search = useDocSearch(source, query, used)
  const results = search.status === 'ready' ? search.results : []
  const showList = open && query.trim() !== ''

  function openResult(result: SearchResult) {
    setOpen(false)
    setQuery('')
    setActive(-1)
    navigate(docHref(result.path, result.heading?.id))
    // The address changes only by its anchor, which no route change follows: scroll here.
    if (result.path === currentPath && result.heading)
      document.getElementById(result.heading.id)?.scrollIntoView()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + results.length) % results.length)
    } else if (event.key === 'Enter') {
      const result = results[active] ?? results[0]
      if (!showList || !result) return
      event.preventDefault()
      openResult(result)
    } else if (event.key === 'Escape') {
      if (showList) setOpen(false)
      else setQuery('')
      setActive(-1)
    }
  }

  const activeId = showList && results[active] ? `${listId}-${active}` : undefined

  return (
    <div className={cn('relative', className)}>
      <Input
        startAdornment={<Search aria-hidden className="size-4" />}
        type="search"
        role="combobox"
        aria-label="Buscar na documentação"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder="Buscar na documentação"
        value={query}
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          setUsed(true)
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        // A result's mousedown keeps the focus here, so a blur is leaving the search.
        onBlur={() => setOpen(false)}
      />
      <div
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border bg-surface shadow-lg',
          !showList && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label="Resultados da busca" className="py-1">
          {results.map((result, index) => (
            <li
              key={`${result.path}#${result.heading?.id ?? ''}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                index === active ? 'bg-primary-subtle' : 'hover:bg-muted',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openResult(result)}
            >
              <span className="block font-medium">
                {result.title}
                {result.heading ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    › {result.heading.text}
                  </span>
                ) : null}
              </span>
              <span className="mt-0.5 line-clamp-2 block text-muted-foreground">
                {result.snippet}
              </span>
            </li>
          ))}
        </ul>
        <div role="status" className={cn('px-3 text-sm', results.length === 0 && 'py-3')}>
          {showList ? <SearchStatus search={search} query={query} count={results.length} /> : null}
        </div>
      </div>
    </div>
  )
}

function SearchStatus({
  search,
  query,
  count,
}: {
  search: ReturnType<typeof useDocSearch>
  query: string
  count: number
}) {
  if (search.status === 'pending') return <span className="text-muted-foreground">Buscando…</span>
  if (search.status === 'error')
    return (
      <span className="flex items-center justify-between gap-2 text-danger-foreground">
        Não foi possível carregar a busca.
        <Button type="button" variant="secondary" size="sm" onClick={search.retry}>
          Tentar novamente
        </Button>
      </span>
    )
  if (search.status === 'ready' && count === 0)
    return (
      <span className="text-muted-foreground">
        Nenhuma página encontrada para “{query.trim()}”. Tente outras palavras.
      </span>
    )
  if (search.status === 'ready')
    return (
      <span className="sr-only">
        {count === 1 ? '1 página encontrada' : `${count} páginas encontradas`}
      </span>
    )
  return null
}

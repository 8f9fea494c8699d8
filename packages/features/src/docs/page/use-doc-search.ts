import { useEffect, useMemo, useState } from 'react'
import type { DocsSource } from '../docs-source.ts'
import { searchDocs, type PreparedPage, type SearchResult } from '../search.ts'

export type DocSearchState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; results: SearchResult[] }

/**
 * The search over every page. The pages' text is fetched the first time the box is used
 * (`wanted`), not with the screen: most readers never search.
 */
export function useDocSearch(source: DocsSource, query: string, wanted: boolean): DocSearchState {
  const [attempt, setAttempt] = useState(0)
  const [corpus, setCorpus] = useState<{ attempt: number; pages?: readonly PreparedPage[] }>()

  useEffect(() => {
    if (!wanted || corpus?.pages || corpus?.attempt === attempt) return
    let current = true
    source.loadCorpus().then(
      (pages) => current && setCorpus({ attempt, pages }),
      () => current && setCorpus({ attempt }),
    )
    return () => {
      current = false
    }
  }, [source, wanted, attempt, corpus])

  const results = useMemo(
    () => (corpus?.pages ? searchDocs(corpus.pages, query) : []),
    [corpus, query],
  )

  if (query.trim() === '') return { status: 'idle' }
  if (corpus?.pages) return { status: 'ready', results }
  if (corpus?.attempt === attempt) return { status: 'error', retry: () => setAttempt((n) => n + 1) }
  return { status: 'pending' }
}

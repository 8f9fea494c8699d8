import { useEffect, useState } from 'react'
import type { DocsSource } from '../docs-source.ts'
import { parseDoc, type ParsedDoc } from '../markdown.ts'

export type DocPageState =
  | { status: 'missing' }
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; doc: ParsedDoc }

/** The page at `path`: known at once when no page has it, otherwise fetched (its own chunk) and parsed. */
export function useDocPage(source: DocsSource, path: string): DocPageState {
  const exists = source.hasPage(path)
  const [attempt, setAttempt] = useState(0)
  const key = `${attempt}:${path}`
  const [loaded, setLoaded] = useState<{ key: string; doc?: ParsedDoc; failed?: boolean }>()

  useEffect(() => {
    if (!exists) return
    let current = true
    source.loadPage(path).then(
      (markdown) => current && setLoaded({ key, doc: parseDoc(markdown) }),
      () => current && setLoaded({ key, failed: true }),
    )
    return () => {
      current = false
    }
  }, [source, path, exists, key])

  if (!exists) return { status: 'missing' }
  if (loaded?.key !== key) return { status: 'pending' }
  if (loaded.doc) return { status: 'ready', doc: loaded.doc }
  return { status: 'error', retry: () => setAttempt((n) => n + 1) }
}

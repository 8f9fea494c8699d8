import { useRef, useState } from 'react'
import type { Category } from '@vitrine/api'
import { isApiError } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useCategories } from '../shared/use-categories.ts'
import { isSamePlace, moveCategory, type TreePlace } from './tree.ts'

/** A move sent and not answered yet, shown already. */
interface PendingMove {
  id: number
  to: TreePlace
}

/** What the tree says after a move, or when it failed. */
export interface MoveOutcome {
  ok: boolean
  message: string
}

/**
 * The tree and its moves. A move shows at once (the pending moves are applied, in order, over
 * the server's last answer) and goes to the server one after the other, so quick keyboard moves
 * arrive in the order they were made; each answer (the whole tree) becomes the new base. When
 * the server refuses one, every move not yet confirmed is dropped: the tree goes back to what
 * the server last said, and `failure` says why.
 */
export function useCategoryTree(appId: number, enabled: boolean) {
  const api = useApi()
  const source = useCategories(appId, enabled)
  const [pending, setPending] = useState<PendingMove[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  // Moves made since the last refusal: a refusal drops the ones queued behind it.
  const generation = useRef(0)

  const base = source.categories
  const shown =
    base && pending.reduce<Category[]>((list, move) => moveCategory(list, move.id, move.to), base)

  /** Moves a category; answers once the server has taken (or refused) it. */
  function move(id: number, to: TreePlace): Promise<MoveOutcome> | null {
    if (!shown || isSamePlace(shown, id, to)) return null
    const entry: PendingMove = { id, to }
    const ticket = generation.current
    setFailure(null)
    setPending((list) => [...list, entry])
    const done = queue.current.then(async (): Promise<MoveOutcome> => {
      if (ticket !== generation.current) return { ok: false, message: '' }
      try {
        const tree = await api.catalogue.moveCategory(appId, id, to)
        await source.mutate(tree, { revalidate: false })
        setPending((list) => list.filter((each) => each !== entry))
        return { ok: true, message: '' }
      } catch (error) {
        generation.current += 1
        const message = isApiError(error)
          ? error.message
          : 'Não foi possível mover a categoria. Confira a conexão e tente de novo.'
        setPending([])
        setFailure(message)
        return { ok: false, message }
      }
    })
    queue.current = done
    return done
  }

  return {
    categories: shown,
    error: source.error,
    reload: source.reload,
    mutate: source.mutate,
    pathOf: source.pathOf,
    moving: pending.length > 0,
    failure,
    dismissFailure: () => setFailure(null),
    move,
  }
}

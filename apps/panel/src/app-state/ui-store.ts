import { proxy, subscribe } from 'valtio/vanilla'

/** Interface state that outlives the page: kept in localStorage (section 9). */
export interface UiState {
  /** When the financial-pending modal was last shown, per app id (ISO). */
  financialModalShownAt: Record<string, string>
}

export const UI_STORAGE_KEY = 'vitrine.ui'

const initial = (): UiState => ({ financialModalShownAt: {} })

function restore(storage: Pick<Storage, 'getItem'>): UiState {
  try {
    const saved = JSON.parse(storage.getItem(UI_STORAGE_KEY) ?? 'null') as Partial<UiState> | null
    const shownAt = saved?.financialModalShownAt
    return {
      financialModalShownAt:
        shownAt && typeof shownAt === 'object' && !Array.isArray(shownAt)
          ? Object.fromEntries(Object.entries(shownAt).filter(([, at]) => typeof at === 'string'))
          : {},
    }
  } catch {
    // A corrupt entry (or storage refused) must not stop the panel: start afresh.
    return initial()
  }
}

export type UiStore = ReturnType<typeof createUiStore>

/** A valtio store made by a factory, saved to `storage` on every change. */
export function createUiStore(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const state = proxy<UiState>(restore(storage))
  subscribe(state, () => {
    try {
      storage.setItem(UI_STORAGE_KEY, JSON.stringify(state))
    } catch {
      // Private browsing or a full quota: the state just will not survive the page.
    }
  })
  return { state }
}

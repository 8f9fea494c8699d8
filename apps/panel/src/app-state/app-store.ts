import { proxy } from 'valtio/vanilla'
import type { App, MyAccess } from '@vitrine/api'

export interface AppState {
  /** The app (store) the current route belongs to, once loaded. */
  app: App | null
  /** The signed-in user's access to it. */
  access: MyAccess | null
  /** Set when a page finished loading for an app with a financial pending (section 4). */
  showFinancialModal: boolean
  /** Counts finished page loads: each one is a new moment to check the modal's 24 hours. */
  pageLoads: number
}

export type AppStore = ReturnType<typeof createAppStore>

/** The app state of section 3, as a valtio store made by a factory (one per panel, test, story). */
export function createAppStore() {
  const state = proxy<AppState>({
    app: null,
    access: null,
    showFinancialModal: false,
    pageLoads: 0,
  })
  return {
    state,
    load(app: App, access: MyAccess): void {
      state.app = app
      state.access = access
      state.showFinancialModal = false
    },
    /** A page finished loading: with a financial pending, the modal may show (section 4). */
    pageLoaded(): void {
      state.showFinancialModal = state.app?.has_financial_pending ?? false
      state.pageLoads += 1
    },
    dismissFinancialModal(): void {
      state.showFinancialModal = false
    },
    clear(): void {
      state.app = null
      state.access = null
      state.showFinancialModal = false
    },
  }
}

import { createContext, useContext, type ReactNode } from 'react'
import type { AppStore } from '../app-state/app-store.ts'
import type { UiStore } from '../app-state/ui-store.ts'
import type { ShellConfig } from '../config/shell-config.ts'
import type { WhitelabelStore } from '../whitelabel/whitelabel-store.ts'
import type { SessionStore } from './session-store.ts'

export interface PanelStores {
  session: SessionStore
  appStore: AppStore
  ui: UiStore
  whitelabel: WhitelabelStore
  /** What the guards read from the run-time configuration. */
  shellConfig: ShellConfig
}

const StoresContext = createContext<PanelStores | null>(null)

/** The panel's valtio stores, made once by the host and handed down (never module singletons). */
export function StoresProvider({ stores, children }: { stores: PanelStores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

function useStores(): PanelStores {
  const stores = useContext(StoresContext)
  if (!stores) throw new Error('The panel stores need a <StoresProvider> above this component.')
  return stores
}

export const useSessionStore = () => useStores().session
export const useAppStore = () => useStores().appStore
export const useWhitelabelStore = () => useStores().whitelabel
export const useUiStore = () => useStores().ui
export { useStores }

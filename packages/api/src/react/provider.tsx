import { createContext, useContext, useState, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import type { Api } from '../api.ts'
import { createMemoryStorage, type KeyValueStorage } from './key-value-storage.ts'
import { StorageProvider } from './storage.tsx'

const ApiContext = createContext<Api | null>(null)

/** Thrown by `useApi()` when no `<VitrineProvider>` is mounted above the component. */
export class MissingVitrineProviderError extends Error {
  override readonly name = 'MissingVitrineProviderError'
  constructor() {
    super('useApi() needs a <VitrineProvider api={…}> above this component.')
  }
}

export interface VitrineProviderProps {
  api: Api
  children: ReactNode
}

export interface EmbeddedVitrineProviderProps extends VitrineProviderProps {
  /** Where screens keep preferences; by default a memory of this provider's own (nothing saved). */
  storage?: KeyValueStorage
}

/**
 * Injects the adapter and nothing else. The panel uses this one: it has a single user per page,
 * so swr's global cache is right for it (cleared on sign-out), and /login stays free of swr.
 */
export function ApiProvider({ api, children }: VitrineProviderProps) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/**
 * Injects the adapter and the storage, and gives its subtree its own swr cache, so two embedded
 * components, two stories or two tests never see each other's data. What white-label partners
 * mount.
 */
export function VitrineProvider({ api, storage, children }: EmbeddedVitrineProviderProps) {
  const [cache] = useState(() => new Map())
  const [ownStorage] = useState(createMemoryStorage)
  return (
    <ApiProvider api={api}>
      <StorageProvider storage={storage ?? ownStorage}>
        <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
      </StorageProvider>
    </ApiProvider>
  )
}

export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new MissingVitrineProviderError()
  return api
}

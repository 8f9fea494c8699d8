import { createContext, useContext, useState, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import type { Api } from '../api.ts'

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

/**
 * Injects the adapter and nothing else. The panel uses this one: it has a single user per page,
 * so swr's global cache is right for it (cleared on sign-out), and /login stays free of swr.
 */
export function ApiProvider({ api, children }: VitrineProviderProps) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/**
 * Injects the adapter and gives its subtree its own swr cache, so two embedded components, two
 * stories or two tests never see each other's data. What white-label partners mount.
 */
export function VitrineProvider({ api, children }: VitrineProviderProps) {
  const [cache] = useState(() => new Map())
  return (
    <ApiProvider api={api}>
      <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
    </ApiProvider>
  )
}

export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new MissingVitrineProviderError()
  return api
}

import { createContext, useContext, type ReactNode } from 'react'
import type { KeyValueStorage } from './key-value-storage.ts'

const StorageContext = createContext<KeyValueStorage | null>(null)

/** Thrown by `useStorage()` when no storage is provided above the component. */
export class MissingStorageProviderError extends Error {
  override readonly name = 'MissingStorageProviderError'
  constructor() {
    super(
      'useStorage() needs a <StorageProvider storage={…}> (or a <VitrineProvider>) above this component.',
    )
  }
}

/** Injects where screens keep their preferences (the panel: the browser's localStorage). */
export function StorageProvider({
  storage,
  children,
}: {
  storage: KeyValueStorage
  children: ReactNode
}) {
  return <StorageContext.Provider value={storage}>{children}</StorageContext.Provider>
}

export function useStorage(): KeyValueStorage {
  const storage = useContext(StorageContext)
  if (!storage) throw new MissingStorageProviderError()
  return storage
}

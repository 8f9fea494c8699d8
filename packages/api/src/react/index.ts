export {
  ApiProvider,
  MissingVitrineProviderError,
  useApi,
  VitrineProvider,
  type EmbeddedVitrineProviderProps,
  type VitrineProviderProps,
} from './provider.tsx'
export { MissingStorageProviderError, StorageProvider, useStorage } from './storage.tsx'
export {
  createBrowserStorage,
  createMemoryStorage,
  type KeyValueStorage,
  type WebStorage,
} from './key-value-storage.ts'

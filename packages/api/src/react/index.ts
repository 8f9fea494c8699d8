export {
  ApiProvider,
  MissingVitrineProviderError,
  useApi,
  VitrineProvider,
  type VitrineProviderProps,
} from './provider.tsx'

// E-commerce › Registros: the store's e-commerce events.
export { EcommerceLogsScreen, type LogsScreenProps } from './LogsScreen.tsx'

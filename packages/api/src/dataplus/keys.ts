import type { DataplusRowFilters } from './schema.ts'

export const dataplusKeys = {
  all: (appId: number) => ['dataplus', appId] as const,
  tables: (appId: number) => [...dataplusKeys.all(appId), 'tables'] as const,
  table: (appId: number, tableId: number) =>
    [...dataplusKeys.all(appId), 'table', tableId] as const,
  rows: (appId: number, tableId: number, filters: DataplusRowFilters) =>
    [...dataplusKeys.all(appId), 'rows', tableId, filters] as const,
  triggers: (appId: number, tableId: number) =>
    [...dataplusKeys.all(appId), 'triggers', tableId] as const,
  deliveries: (appId: number, tableId: number) =>
    [...dataplusKeys.all(appId), 'deliveries', tableId] as const,
}

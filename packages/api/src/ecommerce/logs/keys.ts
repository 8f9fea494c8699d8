import type { EcommerceLogFilters } from './entries.ts'

export const ecommerceLogsKeys = {
  all: (appId: number) => ['ecommerce', appId, 'logs'] as const,
  list: (appId: number, filters: EcommerceLogFilters) =>
    [...ecommerceLogsKeys.all(appId), 'list', filters] as const,
  entry: (appId: number, logId: number) =>
    [...ecommerceLogsKeys.all(appId), 'entry', logId] as const,
}

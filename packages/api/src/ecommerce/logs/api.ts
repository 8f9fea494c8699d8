import type { EcommerceLog, EcommerceLogPage, EcommerceLogQuery } from './entries.ts'

/** The store's e-commerce log (ecommerce service, `/apps/{appId}/logs`), ecommerce level, read. */
export interface EcommerceLogsApi {
  listLogs(
    appId: number,
    query?: EcommerceLogQuery,
    signal?: AbortSignal,
  ): Promise<EcommerceLogPage>
  getLog(appId: number, logId: number, signal?: AbortSignal): Promise<EcommerceLog>
}

import type { HttpClient } from '../../http/client.ts'
import type { EcommerceLogsApi } from './api.ts'
import { EcommerceLogPageSchema, EcommerceLogSchema } from './entries.ts'

export function createHttpEcommerceLogsApi(http: HttpClient): EcommerceLogsApi {
  const base = (appId: number) => `/apps/${appId}/logs`
  return {
    listLogs: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', base(appId), {
        query: { ...query, q: query.q || undefined },
        schema: EcommerceLogPageSchema,
        signal,
      }),
    getLog: (appId, logId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/${logId}`, {
        schema: EcommerceLogSchema,
        signal,
      }),
  }
}

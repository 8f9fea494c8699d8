import type { HttpClient } from '../http/client.ts'
import type { AuditApi } from './api.ts'
import { AuditPageSchema } from './schema.ts'

export function createHttpAuditApi(http: HttpClient): AuditApi {
  return {
    list: (appId, query = {}, signal) =>
      http.request('connect', 'GET', `/control/${appId}/logs`, {
        query: { ...query },
        schema: AuditPageSchema,
        signal,
      }),
  }
}

import type { AuditPage, AuditQuery } from './schema.ts'

export interface AuditApi {
  /** GET /control/{appId}/logs: newest first, keyset pagination. */
  list(appId: number, query?: AuditQuery, signal?: AbortSignal): Promise<AuditPage>
}

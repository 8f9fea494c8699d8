import type { AuditQuery } from './schema.ts'

export const auditKeys = {
  all: (appId: number) => ['audit', appId] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  list: (appId: number, filters: Omit<AuditQuery, 'cursor'>) =>
    [...auditKeys.all(appId), 'list', filters] as const,
}

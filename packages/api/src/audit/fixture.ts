import type { AuditApi } from './api.ts'
import type { AuditEntry } from './schema.ts'
import { AUDIT_PAGE_SIZE } from './schema.ts'

export const sampleAudit: AuditEntry[] = [
  {
    id: 12,
    at: '2026-11-20T17:42:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'settings',
    action: 'update',
    entity: 'permission',
    entity_id: '3',
    label: 'beatriz@lojaaurora.com.br',
    changes: {
      permissions: {
        before: { payments: 'read', customers: 'none' },
        after: { payments: 'write', customers: 'read' },
      },
    },
  },
  {
    id: 11,
    at: '2026-11-19T13:05:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'settings',
    action: 'create',
    entity: 'api_token',
    entity_id: '7',
    label: 'Integração ERP',
    changes: {
      name: { before: null, after: 'Integração ERP' },
      scope: { before: null, after: { payments: 'read' } },
    },
  },
  {
    id: 10,
    at: '2026-11-18T10:00:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'settings',
    action: 'create',
    entity: 'invitation',
    entity_id: '40',
    label: 'joana@exemplo.com.br',
    changes: { permissions: { before: null, after: { layout: 'write', ecommerce: 'read' } } },
  },
]

/** Newest first, filtered like the server, with the position as the cursor. */
export function createAuditFixture(state: { audit: AuditEntry[] }): AuditApi {
  return {
    async list(_appId, query = {}) {
      // Days are the store's (São Paulo) days, as on the server.
      const day = (iso: string) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso))
      const matching = state.audit.filter(
        (entry) =>
          (!query.area || entry.area === query.area) &&
          (!query.user_id || entry.actor.id === query.user_id) &&
          (!query.from || day(entry.at) >= query.from) &&
          (!query.to || day(entry.at) <= query.to),
      )
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? AUDIT_PAGE_SIZE
      const items = matching.slice(start, start + limit)
      const next = start + limit < matching.length ? String(start + limit) : null
      return { items: structuredClone(items), next_cursor: next }
    },
  }
}

import { NO_LEVELS } from '../access/entries.ts'
import type { AuditEntry } from '../audit/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { TokensApi } from './api.ts'
import { API_TOKEN_PREFIX, CreateApiTokenSchema, type ApiToken } from './schema.ts'

export const sampleTokens: ApiToken[] = [
  {
    id: 7,
    name: 'Integração ERP',
    prefix: 'vt_8f2k',
    scope: { ...NO_LEVELS, payments: 'read', ecommerce: 'read' },
    created_by: { id: 1, name: 'Marina Costa' },
    created_at: '2026-11-19T13:05:00.000Z',
    expires_at: null,
    last_used_at: '2026-11-21T08:12:00.000Z',
    revoked_at: null,
  },
  {
    id: 5,
    name: 'Planilha de conciliação',
    prefix: 'vt_3ab9',
    scope: { ...NO_LEVELS, payments: 'read' },
    created_by: { id: 3, name: 'Beatriz Nunes' },
    created_at: '2026-09-02T16:40:00.000Z',
    expires_at: '2026-12-31T02:59:59.000Z',
    last_used_at: null,
    revoked_at: '2026-10-10T12:00:00.000Z',
  },
]

export interface TokensFixtureState {
  tokens: ApiToken[]
  audit: AuditEntry[]
  nextId: number
}

export function createTokensFixture(
  state: TokensFixtureState,
  lang: 'en' | 'pt-BR',
  now: () => Date,
): TokensApi {
  return {
    async list() {
      return structuredClone(state.tokens)
    },
    async create(appId, body) {
      const input = parseBody(CreateApiTokenSchema, body, lang)
      const id = state.nextId++
      const secret = `${API_TOKEN_PREFIX}fixture${String(id).padStart(4, '0')}secret`
      const token: ApiToken = {
        id,
        name: input.name,
        prefix: secret.slice(0, 7),
        scope: input.scope,
        created_by: { id: 1, name: 'Marina Costa' },
        created_at: now().toISOString(),
        expires_at: input.expires_on ? `${input.expires_on}T23:59:59.000-03:00` : null,
        last_used_at: null,
        revoked_at: null,
      }
      state.tokens.unshift(token)
      state.audit.unshift({
        id: state.nextId++,
        at: now().toISOString(),
        app_id: appId,
        actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
        area: 'settings',
        action: 'create',
        entity: 'api_token',
        entity_id: String(id),
        label: input.name,
        changes: {
          name: { before: null, after: input.name },
          scope: { before: null, after: input.scope },
        },
      })
      return { token: structuredClone(token), secret }
    },
    async revoke(appId, tokenId) {
      const token = state.tokens.find((candidate) => candidate.id === tokenId)
      if (!token || token.revoked_at) {
        throw new ApiError({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: 'Token não encontrado.',
        })
      }
      token.revoked_at = now().toISOString()
      state.audit.unshift({
        id: state.nextId++,
        at: token.revoked_at,
        app_id: appId,
        actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
        area: 'settings',
        action: 'update',
        entity: 'api_token',
        entity_id: String(tokenId),
        label: token.name,
        changes: { revoked_at: { before: null, after: token.revoked_at } },
      })
    },
  }
}

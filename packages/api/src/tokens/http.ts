import type { HttpClient } from '../http/client.ts'
import type { TokensApi } from './api.ts'
import { ApiTokenListSchema, CreatedApiTokenSchema } from './schema.ts'

export function createHttpTokensApi(http: HttpClient): TokensApi {
  return {
    list: (appId, signal) =>
      http.request('connect', 'GET', `/control/${appId}/tokens`, {
        schema: ApiTokenListSchema,
        signal,
      }),
    create: (appId, body) =>
      http.request('connect', 'POST', `/control/${appId}/tokens`, {
        body,
        schema: CreatedApiTokenSchema,
      }),
    revoke: (appId, tokenId) =>
      http.request('connect', 'DELETE', `/control/${appId}/tokens/${tokenId}`),
  }
}

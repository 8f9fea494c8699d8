import type { ApiToken, CreateApiToken, CreatedApiToken } from './schema.ts'

export interface TokensApi {
  /** GET /control/{appId}/tokens */
  list(appId: number, signal?: AbortSignal): Promise<ApiToken[]>
  /** POST /control/{appId}/tokens */
  create(appId: number, body: CreateApiToken): Promise<CreatedApiToken>
  /** DELETE /control/{appId}/tokens/{id}: revokes at once. */
  revoke(appId: number, tokenId: number): Promise<void>
}

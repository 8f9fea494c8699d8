import type { HttpClient } from '../http/client.ts'
import type { WhitelabelApi } from './api.ts'
import { PlatformListSchema, WhitelabelSchema } from './schema.ts'

export function createHttpWhitelabelApi(http: HttpClient): WhitelabelApi {
  return {
    lookup: (domain, signal) =>
      http.request('main', 'POST', '/whitelabel', {
        body: { domain },
        schema: WhitelabelSchema,
        signal,
      }),
    platforms: (signal) =>
      http.request('main', 'GET', '/whitelabel/config/platforms', {
        schema: PlatformListSchema,
        signal,
      }),
  }
}

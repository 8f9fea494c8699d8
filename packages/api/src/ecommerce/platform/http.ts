import type { HttpClient } from '../../http/client.ts'
import type { EcommercePlatformApi } from './api.ts'
import { PlatformSettingsSchema } from './settings.ts'

export function createHttpEcommercePlatformApi(http: HttpClient): EcommercePlatformApi {
  const path = (appId: number) => `/apps/${appId}/platform`
  return {
    getSettings: (appId, signal) =>
      http.request('ecommerce', 'GET', path(appId), { schema: PlatformSettingsSchema, signal }),
    saveSettings: (appId, input) =>
      http.request('ecommerce', 'PUT', path(appId), {
        body: input,
        schema: PlatformSettingsSchema,
      }),
  }
}

import type { HttpClient } from '../http/client.ts'
import type { AppsApi } from './api.ts'
import { AppListSchema, AppSchema } from './schema.ts'

export function createHttpAppsApi(http: HttpClient): AppsApi {
  return {
    list: (signal) => http.request('connect', 'GET', '/apps', { schema: AppListSchema, signal }),
    get: (appId, signal) =>
      http.request('connect', 'GET', `/apps/${appId}`, { schema: AppSchema, signal }),
  }
}

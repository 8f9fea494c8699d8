import type { HttpClient } from '../http/client.ts'
import type { LayoutSettingsApi } from './api.ts'
import { LayoutImageSchema, LayoutSettingsSchema } from './schema.ts'

export function createHttpLayoutSettingsApi(http: HttpClient): LayoutSettingsApi {
  const path = (appId: number) => `/apps/${appId}/layout/settings`
  const schema = LayoutSettingsSchema
  return {
    get: (appId, signal) => http.request('main', 'GET', path(appId), { schema, signal }),
    saveProject: (appId, input) =>
      http.request('main', 'PUT', `${path(appId)}/project`, { body: input, schema }),
    saveCatalog: (appId, input) =>
      http.request('main', 'PUT', `${path(appId)}/catalog`, { body: input, schema }),
    uploadImage(appId, file) {
      const form = new FormData()
      form.append('file', file)
      return http.request('main', 'POST', `${path(appId)}/images`, {
        body: form,
        schema: LayoutImageSchema,
      })
    },
  }
}

import type { HttpClient } from '../http/client.ts'
import type { MenuApi } from './api.ts'
import { ModuleMenuSchema, NavbarSchema } from './schema.ts'

export function createHttpMenuApi(http: HttpClient): MenuApi {
  return {
    module: (module, signal) =>
      http.request('local', 'GET', `/menu/${encodeURIComponent(module)}`, {
        schema: ModuleMenuSchema,
        signal,
      }),
    navbar: (signal) => http.request('local', 'GET', '/navbar', { schema: NavbarSchema, signal }),
  }
}

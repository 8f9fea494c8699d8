import type { HttpClient } from '../http/client.ts'
import type { StorefrontRedirectsApi } from './api.ts'
import {
  RedirectImportReportSchema,
  RedirectPageSchema,
  RedirectSavedSchema,
  RedirectTraceSchema,
} from './schema.ts'

export function createHttpStorefrontRedirectsApi(http: HttpClient): StorefrontRedirectsApi {
  const base = (appId: number) => `/apps/${appId}/redirects`
  return {
    list: (appId, query = {}, signal) =>
      http.request('indexer', 'GET', base(appId), {
        query: { ...query },
        schema: RedirectPageSchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('indexer', 'POST', base(appId), { body: input, schema: RedirectSavedSchema }),
    update: (appId, id, input) =>
      http.request('indexer', 'PUT', `${base(appId)}/${id}`, {
        body: input,
        schema: RedirectSavedSchema,
      }),
    remove: async (appId, id) => {
      await http.request('indexer', 'DELETE', `${base(appId)}/${id}`)
    },
    test: (appId, input) =>
      http.request('indexer', 'POST', `${base(appId)}/test`, {
        body: input,
        schema: RedirectTraceSchema,
      }),
    // The file goes as the body itself (text/csv), as the sellers' import sends it.
    importCsv: (appId, file, { dryRun, signal }) =>
      http.request('indexer', 'POST', `${base(appId)}/import`, {
        query: { dry_run: dryRun ? 1 : 0 },
        body: file.type ? file : new Blob([file], { type: 'text/csv' }),
        schema: RedirectImportReportSchema,
        signal,
      }),
    async exportCsv(appId, signal) {
      const response = await http.open('indexer', 'GET', `${base(appId)}/export`, { signal })
      return response.blob()
    },
  }
}

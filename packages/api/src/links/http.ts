import type { HttpClient } from '../http/client.ts'
import type { LinksApi } from './api.ts'
import {
  LinkFeedInfoSchema,
  LinkImageSchema,
  LinkPageSchema,
  LinkSchema,
  LinkTotalsSchema,
} from './schema.ts'

export function createHttpLinksApi(http: HttpClient): LinksApi {
  const base = (appId: number) => `/apps/${appId}/links`
  const one = (appId: number, linkId: number) => `${base(appId)}/${linkId}`
  return {
    list: (appId, query = {}, signal) =>
      http.request('payments', 'GET', base(appId), {
        query: { ...query, q: query.q || undefined },
        schema: LinkPageSchema,
        signal,
      }),
    get: (appId, linkId, signal) =>
      http.request('payments', 'GET', one(appId, linkId), { schema: LinkSchema, signal }),
    getBySlug: (appId, slug, signal) =>
      http.request('payments', 'GET', `${base(appId)}/by-slug/${encodeURIComponent(slug)}`, {
        schema: LinkSchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('payments', 'POST', base(appId), { body: input, schema: LinkSchema }),
    update: (appId, linkId, input) =>
      http.request('payments', 'PUT', one(appId, linkId), { body: input, schema: LinkSchema }),
    duplicate: (appId, linkId) =>
      http.request('payments', 'POST', `${one(appId, linkId)}/duplicate`, {
        body: {},
        schema: LinkSchema,
      }),
    setActive: (appId, linkId, active) =>
      http.request('payments', 'PUT', `${one(appId, linkId)}/active`, {
        body: { active },
        schema: LinkSchema,
      }),
    remove: (appId, linkId) => http.request('payments', 'DELETE', one(appId, linkId)),
    totals: (appId, linkId, signal) =>
      http.request('payments', 'GET', `${one(appId, linkId)}/totals`, {
        schema: LinkTotalsSchema,
        signal,
      }),
    uploadImage(appId, file) {
      const form = new FormData()
      form.append('file', file)
      return http.request('payments', 'POST', `${base(appId)}/images`, {
        body: form,
        schema: LinkImageSchema,
      })
    },
    feed: (appId, signal) =>
      http.request('payments', 'GET', `${base(appId)}/feed`, {
        schema: LinkFeedInfoSchema,
        signal,
      }),
  }
}

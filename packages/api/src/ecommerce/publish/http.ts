import type { HttpClient } from '../../http/client.ts'
import type { EcommercePublishApi } from './api.ts'
import { PublicationPageSchema, PublicationSchema, PublishStatusSchema } from './publications.ts'

export function createHttpEcommercePublishApi(http: HttpClient): EcommercePublishApi {
  const base = (appId: number) => `/apps/${appId}`
  return {
    getStatus: (appId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/publish`, {
        schema: PublishStatusSchema,
        signal,
      }),
    publish: (appId) =>
      http.request('ecommerce', 'POST', `${base(appId)}/publish`, {
        body: {},
        schema: PublicationSchema,
      }),
    listPublications: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/publications`, {
        query: { ...query },
        schema: PublicationPageSchema,
        signal,
      }),
  }
}

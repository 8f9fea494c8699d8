import type { HttpClient } from '../http/client.ts'
import type { CmsApi } from './api.ts'
import { CmsElementSchema } from './elements.ts'
import { CmsPageSchema } from './pages.ts'
import {
  CmsPageElementsSchema,
  ElementPreviewSchema,
  LayoutMenuSchema,
  LayoutSchema,
} from './schema.ts'
import { PageSeoSchema } from './seo.ts'
import { toElementRequest } from './wire.ts'

/** Section 7's paths, exactly, on the main service. */
export function createHttpCmsApi(http: HttpClient): CmsApi {
  const cms = (layoutId: number) => `/cms/${layoutId}`
  const slugPath = (slug: string) => encodeURIComponent(slug)
  return {
    menu: (layoutId, signal) =>
      http.request('main', 'GET', `/apps/${layoutId}/menu`, { schema: LayoutMenuSchema, signal }),
    page: (layoutId, slug, signal) =>
      http.request('main', 'GET', `${cms(layoutId)}/search/${slugPath(slug)}`, {
        schema: CmsPageElementsSchema,
        signal,
      }),
    save: (layoutId, type, value) =>
      http.request('main', 'POST', `${cms(layoutId)}/${encodeURIComponent(type)}`, {
        body: toElementRequest(value).body,
        schema: CmsElementSchema,
      }),
    order: (layoutId, input) =>
      http.request('main', 'PUT', `${cms(layoutId)}/order`, {
        body: input,
        schema: CmsPageElementsSchema,
      }),
    action: (layoutId, action, ref) =>
      http.request('main', 'PUT', `${cms(layoutId)}/${encodeURIComponent(action)}`, {
        body: ref,
        schema: CmsElementSchema,
      }),
    remove: (layoutId, ref) =>
      http.request('main', 'DELETE', `${cms(layoutId)}/remove`, { body: ref }),
    duplicate: (layoutId, slug, input) =>
      http.request('main', 'POST', `${cms(layoutId)}/duplicate/${slugPath(slug)}`, {
        body: input,
        schema: CmsElementSchema,
      }),
    seo: (layoutId, slug, signal) =>
      http.request('main', 'GET', `${cms(layoutId)}/seo/${slugPath(slug)}`, {
        schema: PageSeoSchema,
        signal,
      }),
    saveSeo: (layoutId, slug, seo) =>
      http.request('main', 'PUT', `${cms(layoutId)}/seo/${slugPath(slug)}`, {
        body: seo,
        schema: PageSeoSchema,
      }),
    saveResource: (layoutId, slug, resource) =>
      http.request('main', 'PUT', `${cms(layoutId)}/resource/${slugPath(slug)}`, {
        body: resource,
        schema: CmsPageSchema,
      }),
    preview: (layoutId, contentId, signal) =>
      http.request('main', 'GET', `${cms(layoutId)}/preview/${contentId}`, {
        schema: ElementPreviewSchema,
        signal,
      }),
    createLayout: (appId) =>
      http.request('main', 'POST', `/apps/${appId}/layout`, { body: {}, schema: LayoutSchema }),
  }
}

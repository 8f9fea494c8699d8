import * as v from 'valibot'
import type { HttpClient } from '../http/client.ts'
import type { ThemeFilesApi } from './api.ts'
import {
  ThemeEntrySchema,
  ThemeFileSchema,
  ThemeFileVersionContentSchema,
  ThemeFileVersionSchema,
  ThemeSearchResultSchema,
  ThemeTreeSchema,
} from './schema.ts'

const VersionListSchema = v.array(ThemeFileVersionSchema)

export function createHttpThemeFilesApi(http: HttpClient): ThemeFilesApi {
  const base = (appId: number) => `/apps/${appId}/theme`
  return {
    tree: (appId, signal) =>
      http.request('main', 'GET', `${base(appId)}/files`, { schema: ThemeTreeSchema, signal }),
    read: (appId, path, signal) =>
      http.request('main', 'GET', `${base(appId)}/files/content`, {
        query: { path },
        schema: ThemeFileSchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('main', 'POST', `${base(appId)}/files`, {
        body: input,
        schema: ThemeEntrySchema,
      }),
    move: (appId, input) =>
      http.request('main', 'POST', `${base(appId)}/files/move`, {
        body: input,
        schema: ThemeTreeSchema,
      }),
    remove: async (appId, path) => {
      await http.request('main', 'DELETE', `${base(appId)}/files`, { query: { path } })
    },
    save: (appId, input) =>
      http.request('main', 'PUT', `${base(appId)}/files/content`, {
        body: input,
        schema: ThemeFileSchema,
      }),
    versions: (appId, path, signal) =>
      http.request('main', 'GET', `${base(appId)}/files/versions`, {
        query: { path },
        schema: VersionListSchema,
        signal,
      }),
    version: (appId, path, version, signal) =>
      http.request('main', 'GET', `${base(appId)}/files/versions/${version}`, {
        query: { path },
        schema: ThemeFileVersionContentSchema,
        signal,
      }),
    restore: (appId, input) =>
      http.request('main', 'POST', `${base(appId)}/files/restore`, {
        body: input,
        schema: ThemeFileSchema,
      }),
    search: (appId, query, signal) =>
      http.request('main', 'GET', `${base(appId)}/search`, {
        query: { q: query },
        schema: ThemeSearchResultSchema,
        signal,
      }),
  }
}

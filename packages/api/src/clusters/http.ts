import type { HttpClient } from '../http/client.ts'
import type { ClustersApi } from './api.ts'
import { ClusterDetailSchema, ClusterListSchema, ClusterUsageSchema } from './schema.ts'

export function createHttpClustersApi(http: HttpClient): ClustersApi {
  const base = (appId: number) => `/apps/${appId}/clusters`
  const one = (appId: number, id: number) => `${base(appId)}/${id}`
  return {
    list: (appId, signal) =>
      http.request('indexer', 'GET', base(appId), { schema: ClusterListSchema, signal }),
    get: (appId, id, signal) =>
      http.request('indexer', 'GET', one(appId, id), { schema: ClusterDetailSchema, signal }),
    create: (appId, input) =>
      http.request('indexer', 'POST', base(appId), { body: input, schema: ClusterDetailSchema }),
    update: (appId, id, input) =>
      http.request('indexer', 'PUT', one(appId, id), { body: input, schema: ClusterDetailSchema }),
    async remove(appId, id) {
      await http.request('indexer', 'DELETE', one(appId, id))
    },
    usage: (appId, id, signal) =>
      http.request('indexer', 'GET', `${one(appId, id)}/usage`, {
        schema: ClusterUsageSchema,
        signal,
      }),
  }
}

import type { HttpClient } from '../../http/client.ts'
import type { FeedsApi } from './api.ts'
import { FeedErrorListSchema, FeedListSchema, FeedPreviewSchema, FeedSchema } from './feeds.ts'

export function createHttpFeedsApi(http: HttpClient): FeedsApi {
  const base = (appId: number) => `/apps/${appId}/feeds`
  const feed = (appId: number, id: number) => `${base(appId)}/${id}`
  return {
    listFeeds: (appId, signal) =>
      http.request('ecommerce', 'GET', base(appId), { schema: FeedListSchema, signal }),
    getFeed: (appId, id, signal) =>
      http.request('ecommerce', 'GET', feed(appId, id), { schema: FeedSchema, signal }),
    createFeed: (appId, input) =>
      http.request('ecommerce', 'POST', base(appId), { body: input, schema: FeedSchema }),
    updateFeed: (appId, id, input) =>
      http.request('ecommerce', 'PUT', feed(appId, id), { body: input, schema: FeedSchema }),
    removeFeed: async (appId, id) => {
      await http.request('ecommerce', 'DELETE', feed(appId, id))
    },
    generateFeed: (appId, id) =>
      http.request('ecommerce', 'POST', `${feed(appId, id)}/generate`, { schema: FeedSchema }),
    feedErrors: (appId, id, signal) =>
      http.request('ecommerce', 'GET', `${feed(appId, id)}/errors`, {
        schema: FeedErrorListSchema,
        signal,
      }),
    previewFeed: (appId, input, signal) =>
      http.request('ecommerce', 'POST', `${base(appId)}/preview`, {
        body: input,
        schema: FeedPreviewSchema,
        signal,
      }),
  }
}

import type { Feed, FeedErrorList, FeedInput, FeedList, FeedPreview } from './feeds.ts'

/**
 * Product feeds (ecommerce service, `/apps/{appId}/feeds`), ecommerce level: read for reads
 * and the preview, write for changes and generating.
 */
export interface FeedsApi {
  listFeeds(appId: number, signal?: AbortSignal): Promise<FeedList>
  getFeed(appId: number, feedId: number, signal?: AbortSignal): Promise<Feed>
  createFeed(appId: number, input: FeedInput): Promise<Feed>
  updateFeed(appId: number, feedId: number, input: FeedInput): Promise<Feed>
  removeFeed(appId: number, feedId: number): Promise<void>
  /** Queues a generation now (the feed answers `queued`). */
  generateFeed(appId: number, feedId: number): Promise<Feed>
  /** The products the last generation left out. */
  feedErrors(appId: number, feedId: number, signal?: AbortSignal): Promise<FeedErrorList>
  /** The form's values written for their first products, nothing saved. */
  previewFeed(appId: number, input: FeedInput, signal?: AbortSignal): Promise<FeedPreview>
}

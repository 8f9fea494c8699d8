export const feedsKeys = {
  all: (appId: number) => ['ecommerce-feeds', appId] as const,
  list: (appId: number) => [...feedsKeys.all(appId), 'list'] as const,
  feed: (appId: number, feedId: number) => [...feedsKeys.all(appId), 'feed', feedId] as const,
  errors: (appId: number, feedId: number) => [...feedsKeys.all(appId), 'errors', feedId] as const,
  preview: (appId: number, input: unknown) => [...feedsKeys.all(appId), 'preview', input] as const,
}

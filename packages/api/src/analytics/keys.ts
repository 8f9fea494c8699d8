import type { OverviewQuery } from './schema.ts'

export const analyticsKeys = {
  all: (appId: number) => ['analytics', appId] as const,
  overview: (appId: number, query: OverviewQuery) =>
    [...analyticsKeys.all(appId), 'overview', query] as const,
  ga4: (appId: number) => [...analyticsKeys.all(appId), 'ga4'] as const,
}

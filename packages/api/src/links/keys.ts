import type { LinkFilters } from './schema.ts'

export const linkKeys = {
  all: (appId: number) => ['links', appId] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  list: (appId: number, filters: LinkFilters) => [...linkKeys.all(appId), 'list', filters] as const,
  detail: (appId: number, linkId: number) => [...linkKeys.all(appId), 'detail', linkId] as const,
  bySlug: (appId: number, slug: string) => [...linkKeys.all(appId), 'slug', slug] as const,
  totals: (appId: number, linkId: number) => [...linkKeys.all(appId), 'totals', linkId] as const,
  feed: (appId: number) => [...linkKeys.all(appId), 'feed'] as const,
}

import type { CustomerFilters } from './schema.ts'

export const customerKeys = {
  all: (appId: number) => ['customers', appId] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  list: (appId: number, filters: CustomerFilters) =>
    [...customerKeys.all(appId), 'list', filters] as const,
  detail: (appId: number, customerId: number) =>
    [...customerKeys.all(appId), 'detail', customerId] as const,
  activity: (appId: number, customerId: number) =>
    [...customerKeys.all(appId), 'activity', customerId] as const,
  tags: (appId: number) => [...customerKeys.all(appId), 'tags'] as const,
  imports: (appId: number) => [...customerKeys.all(appId), 'imports'] as const,
  /** Postal codes are the same for every store. */
  postalCode: (postalCode: string) => ['postal-code', postalCode] as const,
}

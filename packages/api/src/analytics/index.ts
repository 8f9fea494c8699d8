// The overview's analytics and GA4 (issue 18 item 2): the query, the answer, how it is put
// together from daily sums, the GA4 settings and the test event.
export * from './schema.ts'
export {
  addDays,
  assembleOverview,
  bucketStarts,
  periodOf,
  previousPeriod,
  totalsOf,
  type OverviewDay,
  type OverviewParts,
} from './assemble.ts'
export { GA4_MESSAGE_TEXTS, ga4MessageText } from './ga4-messages.ts'
export type { AnalyticsApi } from './api.ts'
export { analyticsKeys } from './keys.ts'
export { createHttpAnalyticsApi } from './http.ts'

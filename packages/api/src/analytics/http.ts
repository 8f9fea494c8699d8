import type { HttpClient } from '../http/client.ts'
import type { AnalyticsApi } from './api.ts'
import { Ga4SettingsSchema, Ga4TestResultSchema, OverviewSchema } from './schema.ts'

export function createHttpAnalyticsApi(http: HttpClient): AnalyticsApi {
  const base = (appId: number) => `/apps/${appId}`
  return {
    overview: (appId, query, signal) =>
      http.request('analytics', 'GET', `${base(appId)}/overview`, {
        query: { from: query.from, to: query.to, granularity: query.granularity ?? 'day' },
        schema: OverviewSchema,
        signal,
      }),
    getGa4: (appId, signal) =>
      http.request('analytics', 'GET', `${base(appId)}/ga4`, { schema: Ga4SettingsSchema, signal }),
    saveGa4: (appId, input) =>
      http.request('analytics', 'PUT', `${base(appId)}/ga4`, {
        body: input,
        schema: Ga4SettingsSchema,
      }),
    removeGa4: (appId) =>
      http.request('analytics', 'DELETE', `${base(appId)}/ga4`, { schema: Ga4SettingsSchema }),
    testGa4: (appId, input) =>
      http.request('analytics', 'POST', `${base(appId)}/ga4/test`, {
        body: input,
        schema: Ga4TestResultSchema,
      }),
  }
}

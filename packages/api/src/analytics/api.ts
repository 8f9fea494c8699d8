import type {
  Ga4Settings,
  Ga4SettingsInput,
  Ga4TestResult,
  Overview,
  OverviewQuery,
} from './schema.ts'

/**
 * The overview's analytics and the GA4 settings (analytics service). The overview is payments
 * read; GA4 is settings read to see and write to change or test.
 */
export interface AnalyticsApi {
  overview(appId: number, query: OverviewQuery, signal?: AbortSignal): Promise<Overview>
  getGa4(appId: number, signal?: AbortSignal): Promise<Ga4Settings>
  saveGa4(appId: number, input: Ga4SettingsInput): Promise<Ga4Settings>
  /** Forget the settings: no event is sent any more. */
  removeGa4(appId: number): Promise<Ga4Settings>
  testGa4(appId: number, input: Ga4SettingsInput): Promise<Ga4TestResult>
}

import type { App, AppListItem } from './schema.ts'

export interface AppsApi {
  /** GET /apps (connect): the apps the user owns or manages. */
  list(signal?: AbortSignal): Promise<AppListItem[]>
  /** GET /apps/{id} (connect): one app the user owns or manages. */
  get(appId: number, signal?: AbortSignal): Promise<App>
}

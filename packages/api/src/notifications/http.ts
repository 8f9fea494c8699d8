import type { HttpClient } from '../http/client.ts'
import type { NotificationsApi } from './api.ts'
import { StoreNotificationPageSchema } from './schema.ts'

export function createHttpNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    list: (appId, query = {}, signal) =>
      http.request('main', 'GET', `/apps/${appId}/notifications`, {
        query: { ...query },
        schema: StoreNotificationPageSchema,
        signal,
      }),
    markRead: (appId, notificationId) =>
      http.request('main', 'POST', `/apps/${appId}/notifications/${notificationId}/read`),
    markAllRead: (appId) => http.request('main', 'POST', `/apps/${appId}/notifications/read-all`),
  }
}

import type { StoreNotificationPage } from './schema.ts'

/** The store's notifications (main service). */
export interface NotificationsApi {
  /** GET /apps/{appId}/notifications?status&cursor: newest first, keyset pagination. */
  list(
    appId: number,
    query?: { status?: 'unread'; cursor?: string },
    signal?: AbortSignal,
  ): Promise<StoreNotificationPage>
  /** POST /apps/{appId}/notifications/{id}/read */
  markRead(appId: number, notificationId: number): Promise<void>
  /** POST /apps/{appId}/notifications/read-all */
  markAllRead(appId: number): Promise<void>
}

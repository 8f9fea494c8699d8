import useSWRInfinite from 'swr/infinite'
import { notificationKeys, type StoreNotificationPage } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The notifications page's filter: every notification, or the unread ones only. */
export type NotificationFilter = 'all' | 'unread'

/**
 * The store's notifications, newest first, one keyset page after another: each page's key is
 * the filtered list's key plus the cursor the previous page handed back.
 */
export function useNotificationPages(appId: number, filter: NotificationFilter) {
  const api = useApi()
  const swr = useSWRInfinite(
    (index, previous: StoreNotificationPage | null) => {
      if (index > 0 && !previous?.next_cursor) return null
      return [...notificationKeys.list(appId, filter), index === 0 ? null : previous!.next_cursor]
    },
    (key) => {
      const cursor = key.at(-1) as string | null
      return api.notifications.list(appId, {
        ...(filter === 'unread' ? { status: 'unread' as const } : {}),
        ...(cursor ? { cursor } : {}),
      })
    },
    // Marking as read under one filter changes the other: coming back to it within swr's usual
    // two-second deduplication must still fetch it again, not show what it held before.
    { dedupingInterval: 0 },
  )
  const pages = swr.data
  return {
    notifications: pages?.flatMap((page) => page.items),
    /** The store's unread count, as the newest page reports it. */
    unread: pages?.[0]?.unread,
    hasMore: Boolean(pages?.at(-1)?.next_cursor),
    // A page was asked for and has not arrived yet.
    loadingMore: pages !== undefined && swr.size > pages.length && !swr.error,
    error: swr.error as unknown,
    loadMore: () => swr.setSize(swr.size + 1),
    /** Fetches every loaded page again (after marking notifications as read). */
    reload: () => swr.mutate(),
  }
}

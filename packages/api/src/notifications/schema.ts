import * as v from 'valibot'

/** A store notification kept by the server (the notifications page; section 2). */
export const StoreNotificationSchema = v.object({
  id: v.number(),
  title: v.string(),
  message: v.string(),
  /** success, error, or anything else shown as a warning (section 3). */
  type: v.picklist(['success', 'error', 'warning', 'info']),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
  /** A panel address the notification leads to, if any. */
  link: v.nullable(v.string()),
})
export type StoreNotification = v.InferOutput<typeof StoreNotificationSchema>

export const StoreNotificationPageSchema = v.object({
  items: v.array(StoreNotificationSchema),
  next_cursor: v.nullable(v.string()),
  unread: v.number(),
})
export type StoreNotificationPage = v.InferOutput<typeof StoreNotificationPageSchema>

export const NOTIFICATIONS_PAGE_SIZE = 30

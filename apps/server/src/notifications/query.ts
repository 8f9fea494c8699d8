import {
  NOTIFICATIONS_PAGE_SIZE,
  type StoreNotification,
  type Grants,
  type StoreNotificationPage,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { readableAreasOnly } from '../access/readable-areas.ts'
import type { Database } from '../db/client.ts'
import { notificationReads, storeNotifications } from './schema.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'

/**
 * The unread count stops here: a badge needs no exact figure past it, and counting a store's
 * whole history on every page would grow with it.
 */
export const UNREAD_COUNT_CAP = 1000

export interface NotificationQuery {
  status?: 'unread' | 'all' | undefined
  cursor?: string | undefined
}

/**
 * The store's notifications this caller may see: those of the areas they read (a token: within
 * its scope). The owner sees them all.
 */
function visibleIn(appId: number, grants: Grants): SQL {
  return and(
    eq(storeNotifications.appId, appId),
    readableAreasOnly(storeNotifications.area, grants),
  )!
}

/** The reader's own read mark, joined beside each notification. */
function readBy(userId: number) {
  return and(
    eq(notificationReads.appId, storeNotifications.appId),
    eq(notificationReads.notificationId, storeNotifications.id),
    eq(notificationReads.userId, userId),
  )
}

/**
 * One page of the store's notifications for one person, newest first by id, each with when that
 * person read it. Keyset pagination as the audit log: "id below the cursor", one row more than
 * the page says whether another page exists.
 */
export async function notificationPage(
  db: Database,
  appId: number,
  grants: Grants,
  userId: number,
  query: NotificationQuery,
  lang: Lang,
): Promise<StoreNotificationPage> {
  const conditions: SQL[] = [visibleIn(appId, grants)]
  if (query.cursor !== undefined) {
    conditions.push(lt(storeNotifications.id, decodeCursor(query.cursor, lang)))
  }
  if (query.status === 'unread') conditions.push(isNull(notificationReads.userId))
  const rows = await db
    .select({ notification: storeNotifications, readAt: notificationReads.readAt })
    .from(storeNotifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(and(...conditions))
    .orderBy(desc(storeNotifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
  const items = rows
    .slice(0, NOTIFICATIONS_PAGE_SIZE)
    .map(({ notification, readAt }): StoreNotification => ({
      id: notification.id,
      title: notification.title,
      message: notification.message,
      type: notification.type,
      created_at: notification.createdAt.toISOString(),
      read_at: readAt?.toISOString() ?? null,
      link: notification.link,
    }))
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE
  return {
    items,
    next_cursor: more ? encodeCursor(items.at(-1)!.id) : null,
    unread: await unreadCount(db, appId, grants, userId),
  }
}

export async function unreadCount(
  db: Database,
  appId: number,
  grants: Grants,
  userId: number,
): Promise<number> {
  const unread = db
    .select({ id: storeNotifications.id })
    .from(storeNotifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(and(visibleIn(appId, grants), isNull(notificationReads.userId)))
    .limit(UNREAD_COUNT_CAP)
    .as('unread')
  const [row] = await db.select({ n: count() }).from(unread)
  return row?.n ?? 0
}

/** Marks one notification read for the person; false when they see no such notification. */
export async function markRead(
  db: Database,
  appId: number,
  grants: Grants,
  userId: number,
  notificationId: number,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: storeNotifications.id })
    .from(storeNotifications)
    .where(and(visibleIn(appId, grants), eq(storeNotifications.id, notificationId)))
    .limit(1)
  if (!found) return false
  // Read twice, read since the first time.
  await db
    .insert(notificationReads)
    .values({ appId, notificationId, userId, readAt: now })
    .onConflictDoNothing()
  return true
}

/** Marks every notification the person sees read, in one statement. */
export async function markAllRead(
  db: Database,
  appId: number,
  grants: Grants,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(notificationReads)
    .select(
      db
        .select({
          appId: storeNotifications.appId,
          notificationId: storeNotifications.id,
          userId: sql<number>`${userId}::integer`.as('user_id'),
          readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(storeNotifications)
        .leftJoin(notificationReads, readBy(userId))
        .where(and(visibleIn(appId, grants), isNull(notificationReads.userId))),
    )
    .onConflictDoNothing()
}

import type { Area } from '@vitrine/api'
import type { Caller } from '../access/caller.ts'
import type { Database } from '../db/client.ts'
import { storeNotifications, type NotificationType } from './schema.ts'

export interface StoreNotice {
  title: string
  message: string
  type: NotificationType
  /** The access area it is about: only those who read it see the notification. */
  area: Area
  /** A panel path the notification leads to. */
  link?: string | null
}

/**
 * Tells the store's people about an event. Call it with the transaction of the event, so the
 * notification exists exactly when what it announces does. Texts are Portuguese: the panel's
 * interface is.
 */
export async function notifyStore(
  db: Database,
  appId: number,
  at: Date,
  notice: StoreNotice,
): Promise<void> {
  await db.insert(storeNotifications).values({
    appId,
    title: notice.title,
    message: notice.message,
    type: notice.type,
    link: notice.link ?? null,
    area: notice.area,
    createdAt: at,
  })
}

/** Where the notifications about people and tokens lead. */
export const settingsLink = (appId: number, page: 'users' | 'tokens') =>
  `/${appId}/settings/${page}`

/** The agent of a passive sentence: "por Marina Costa", or "pelo token de API «ERP»". */
export function byWhom(caller: Caller): string {
  return caller.kind === 'user'
    ? `por ${caller.user.name}`
    : `pelo token de API «${caller.token.name}»`
}

import { AREAS, type Area } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import { bigint, check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { instant } from '../db/columns.ts'
import { apps } from '../access/schema.ts'
import { users } from '../identity/schema.ts'

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * What the store's people are told about (the notifications page): written by the server in the
 * transaction of the event. Read newest first by id; whether each person has read it is in
 * `notification_reads`.
 */
export const storeNotifications = pgTable(
  'store_notifications',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    /** A panel path the notification leads to. */
    link: text('link'),
    /**
     * The access area it is about: only those who read that area see it. Notifications written
     * before areas were recorded were all about people and tokens, hence the default.
     */
    area: text('area').$type<Area>().notNull().default('settings'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    check(
      'store_notifications_type',
      sql.raw(`"type" in (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check(
      'store_notifications_area',
      sql.raw(`"area" in (${AREAS.map((area) => `'${area}'`).join(', ')})`),
    ),
  ],
)

/** Who has read which notification: read state is per person. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    appId: integer('app_id').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.notificationId, t.userId] }),
    foreignKey({
      columns: [t.appId, t.notificationId],
      foreignColumns: [storeNotifications.appId, storeNotifications.id],
      name: 'notification_reads_notification_fk',
    }).onDelete('cascade'),
  ],
)

import { sql } from 'drizzle-orm'
import { check, pgTable, text } from 'drizzle-orm/pg-core'
import { bigIdentity, instant } from '../db/columns.ts'

export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** Every message the server sends, whatever became of it, so none is silently dropped. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigIdentity('id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    error: text('error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  () => [
    check(
      'mail_outbox_status',
      sql.raw(`"status" in (${MAIL_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
)

import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { mailOutbox, type MailStatus } from './schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Written before any delivery attempt, so a crash mid-send still leaves the message on record. */
export async function recordMail(db: Database, message: MailMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...message, html: message.html ?? null, status: 'pending', createdAt: now })
    .returning({ id: mailOutbox.id })
  return row!.id
}

export async function markMail(
  db: Database,
  id: number,
  status: Exclude<MailStatus, 'pending'>,
  at: Date,
  error?: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, error: error ?? null, sentAt: status === 'failed' ? null : at })
    .where(eq(mailOutbox.id, id))
}

import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recurrencePlans, recurrenceSettings } from '../schema.ts'

/** The store's billing settings: its saved row, or the contract's defaults before it saves. */
export async function billingSettingsOf(db: Database, appId: number): Promise<BillingSettings> {
  const [row] = await db
    .select()
    .from(recurrenceSettings)
    .where(eq(recurrenceSettings.appId, appId))
  if (!row)
    return { ...DEFAULT_BILLING_SETTINGS, retry_days: [...DEFAULT_BILLING_SETTINGS.retry_days] }
  return {
    retry_days: row.retryDays,
    on_exhaustion: row.onExhaustion,
    advance_days: row.advanceDays,
    send_emails: row.sendEmails,
  }
}

export type PlanRow = typeof recurrencePlans.$inferSelect

export async function planOf(db: Database, planId: number): Promise<PlanRow> {
  const [plan] = await db.select().from(recurrencePlans).where(eq(recurrencePlans.id, planId))
  return plan!
}

/** Methods whose invoice is a code or a slip sent ahead of its due date. */
export const AHEAD_METHODS: readonly string[] = ['pix', 'billet']

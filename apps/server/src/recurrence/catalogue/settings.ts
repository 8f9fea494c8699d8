import {
  DEFAULT_BILLING_SETTINGS,
  type BillingSettings,
  type BillingSettingsInputSchema,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields } from '../../audit/diff.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { recurrenceSettings } from '../schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export type BillingSettingsValues = v.InferOutput<typeof BillingSettingsInputSchema>

/** The audit log's entity of the store's billing settings (one per store, no name). */
export const BILLING_SETTINGS_ENTITY = 'recurrence_settings'

const defaults = (): BillingSettings => ({
  ...DEFAULT_BILLING_SETTINGS,
  retry_days: [...DEFAULT_BILLING_SETTINGS.retry_days],
})

/**
 * The store's billing settings: its saved row, or the contract's defaults until it saves one.
 * The billing engine reads the dunning schedule here.
 */
export async function billingSettingsOf(db: Database, appId: number): Promise<BillingSettings> {
  const [row] = await db
    .select()
    .from(recurrenceSettings)
    .where(eq(recurrenceSettings.appId, appId))
  if (!row) return defaults()
  return {
    retry_days: row.retryDays,
    on_exhaustion: row.onExhaustion,
    advance_days: row.advanceDays,
    send_emails: row.sendEmails,
  }
}

export async function saveBillingSettings(
  { db, clock }: Deps,
  access: AppAccess,
  values: BillingSettingsValues,
): Promise<BillingSettings> {
  const appId = access.app.id
  const now = clock.now()
  return db.transaction(async (tx) => {
    // The row's lock (or the insert's key) keeps two saves from interleaving their audit.
    const [current] = await tx
      .select()
      .from(recurrenceSettings)
      .where(eq(recurrenceSettings.appId, appId))
      .for('update')
    const before = current
      ? {
          retry_days: current.retryDays,
          on_exhaustion: current.onExhaustion,
          advance_days: current.advanceDays,
          send_emails: current.sendEmails,
        }
      : defaults()
    const changes = changedFields(before, values)
    const columns = {
      retryDays: values.retry_days,
      onExhaustion: values.on_exhaustion,
      advanceDays: values.advance_days,
      sendEmails: values.send_emails,
      updatedAt: now,
    }
    await tx
      .insert(recurrenceSettings)
      .values({ appId, ...columns })
      .onConflictDoUpdate({ target: recurrenceSettings.appId, set: columns })
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, appId, actorOf(access.caller), now, {
        area: 'recurrence',
        action: 'update',
        entity: BILLING_SETTINGS_ENTITY,
        entityId: null,
        label: null,
        changes,
      })
    }
    return { ...values, retry_days: [...values.retry_days] }
  })
}

import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recurrencePlans } from '../schema.ts'

/** The store's billing settings: the catalogue's reader (saved row, or the contract's defaults). */
export { billingSettingsOf } from '../catalogue/settings.ts'

export type PlanRow = typeof recurrencePlans.$inferSelect

export async function planOf(db: Database, planId: number): Promise<PlanRow> {
  const [plan] = await db.select().from(recurrencePlans).where(eq(recurrencePlans.id, planId))
  return plan!
}

/** Methods whose invoice is a code or a slip sent ahead of its due date. */
export const AHEAD_METHODS: readonly string[] = ['pix', 'billet']

import { DEFAULT_INSTALLMENT_SETUP, type InstallmentSetup } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { installmentSetups } from './schema.ts'

/** The audit log's entity name for the store's installments setup. */
export const INSTALLMENTS_ENTITY = 'installment_setup'

/** The store's setup; a store that never saved one has the default. */
export async function getInstallments(db: Database, appId: number): Promise<InstallmentSetup> {
  const [row] = await db
    .select({ setup: installmentSetups.setup })
    .from(installmentSetups)
    .where(eq(installmentSetups.appId, appId))
  return row ? (row.setup as InstallmentSetup) : structuredClone(DEFAULT_INSTALLMENT_SETUP)
}

/**
 * Replaces the setup (validated by the contract's InstallmentSetupSchema). Saving what is
 * already there writes nothing; a change is one audit entry with the fields that moved.
 */
export async function saveInstallments(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: AppAccess,
  setup: InstallmentSetup,
): Promise<InstallmentSetup> {
  const appId = access.app.id
  const now = clock.now()
  return db.transaction(async (tx) => {
    // Serialises two saves of the same store, so each entry compares with what it replaced.
    const [current] = await tx
      .select({ setup: installmentSetups.setup })
      .from(installmentSetups)
      .where(eq(installmentSetups.appId, appId))
      .for('update')
    const before = (current?.setup as InstallmentSetup | undefined) ?? DEFAULT_INSTALLMENT_SETUP
    const changes = changedFields({ ...before }, { ...setup })
    if (current && Object.keys(changes).length === 0) return before
    await tx
      .insert(installmentSetups)
      .values({ appId, setup, updatedAt: now })
      .onConflictDoUpdate({ target: installmentSetups.appId, set: { setup, updatedAt: now } })
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, appId, actorOf(access.caller), now, {
        area: 'payments',
        action: 'update',
        entity: INSTALLMENTS_ENTITY,
        entityId: null,
        label: 'Parcelamento',
        changes,
      })
    }
    return setup
  })
}

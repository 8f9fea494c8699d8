import {
  defaultPlatformSettings,
  PLATFORM_FIELD_NAMES,
  PlatformSettingsInputSchema,
  type PlatformSettings,
  type PlatformSettingsValues,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields } from '../../audit/diff.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { logActorOf } from '../logs/actor.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { ecommercePlatformSettings } from './schema.ts'

/**
 * The settings as stored, read back through the contract's schema so a document written by an
 * older version still answers every field (missing ones take their defaults).
 */
export async function readPlatformValues(
  db: Database,
  appId: number,
  storeName: string,
): Promise<{ values: PlatformSettingsValues; updatedAt: Date | null; updatedBy: string | null }> {
  const [row] = await db
    .select()
    .from(ecommercePlatformSettings)
    .where(eq(ecommercePlatformSettings.appId, appId))
  if (!row) return { values: defaultPlatformSettings(storeName), updatedAt: null, updatedBy: null }
  const parsed = v.safeParse(PlatformSettingsInputSchema, row.settings)
  return {
    values: parsed.success ? parsed.output : defaultPlatformSettings(storeName),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedByName,
  }
}

export async function getPlatformSettings(
  db: Database,
  access: Pick<AppAccess, 'app'>,
): Promise<PlatformSettings> {
  const { values, updatedAt, updatedBy } = await readPlatformValues(
    db,
    access.app.id,
    access.app.name,
  )
  return { ...values, updated_at: updatedAt?.toISOString() ?? null, updated_by: updatedBy }
}

/**
 * Saves the whole document. The audit log gets the fields that changed (before/after) and the
 * e-commerce log one "settings changed" entry naming them; a save that changes nothing writes
 * neither (and keeps updated_at, so publishing does not see a change that is not one).
 */
export async function savePlatformSettings(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  values: PlatformSettingsValues,
): Promise<PlatformSettings> {
  const appId = access.app.id
  const at = clock.now()
  await db.transaction(async (tx) => {
    const before = await readPlatformValues(tx, appId, access.app.name)
    const changes = changedFields(before.values, values)
    const fields = Object.keys(changes)
    if (fields.length === 0 && before.updatedAt !== null) return
    const actor = logActorOf(access.caller)
    await tx
      .insert(ecommercePlatformSettings)
      .values({ appId, settings: values, updatedAt: at, updatedByName: actor.name })
      .onConflictDoUpdate({
        target: ecommercePlatformSettings.appId,
        set: { settings: values, updatedAt: at, updatedByName: actor.name },
      })
    await writeAudit(tx, appId, actorOf(access.caller), at, {
      area: 'ecommerce',
      action: before.updatedAt === null ? 'create' : 'update',
      entity: 'ecommerce_platform_settings',
      entityId: appId,
      label: values.store_name,
      changes,
    })
    await writeEcommerceLog(tx, {
      appId,
      kind: 'settings_changed',
      subject: 'Configurações da plataforma',
      detail: {
        fields: fields.map((field) => PLATFORM_FIELD_NAMES[field] ?? field),
        changes,
      },
      actor,
      at,
    })
  })
  return getPlatformSettings(db, access)
}

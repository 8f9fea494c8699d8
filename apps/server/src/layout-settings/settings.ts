import {
  DEFAULT_LAYOUT_CATALOG,
  DEFAULT_LAYOUT_PROJECT,
  LayoutCatalogSchema,
  LayoutProjectSchema,
  type LayoutCatalog,
  type LayoutProject,
  type LayoutSettings,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { layoutSettings } from './schema.ts'

type Row = typeof layoutSettings.$inferSelect

/** A stored document read back through the contract over the defaults (an unreadable one: defaults). */
function documentOf<T extends object>(
  schema: v.GenericSchema<unknown, T>,
  defaults: T,
  stored: Record<string, unknown> | null | undefined,
): T {
  if (!stored) return structuredClone(defaults)
  const parsed = v.safeParse(schema, { ...defaults, ...stored })
  return parsed.success ? parsed.output : structuredClone(defaults)
}

function settingsOf(row: Row | undefined): LayoutSettings {
  return {
    project: documentOf(LayoutProjectSchema, DEFAULT_LAYOUT_PROJECT, row?.project),
    catalog: documentOf(LayoutCatalogSchema, DEFAULT_LAYOUT_CATALOG, row?.catalog),
    project_updated_at: row?.projectUpdatedAt?.toISOString() ?? null,
    project_updated_by: row?.projectUpdatedBy ?? null,
    catalog_updated_at: row?.catalogUpdatedAt?.toISOString() ?? null,
    catalog_updated_by: row?.catalogUpdatedBy ?? null,
  }
}

async function rowOf(db: Database, appId: number) {
  const [row] = await db.select().from(layoutSettings).where(eq(layoutSettings.appId, appId))
  return row
}

export async function getLayoutSettings(db: Database, appId: number): Promise<LayoutSettings> {
  return settingsOf(await rowOf(db, appId))
}

/**
 * Saves one document whole, audited with the fields that changed (scripts included: who added
 * a script to every page is worth knowing). The row is locked so two saves do not interleave.
 */
async function saveDocument(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  which: 'project' | 'catalog',
  values: LayoutProject | LayoutCatalog,
): Promise<LayoutSettings> {
  const appId = access.app.id
  const at = clock.now()
  const actor = actorOf(access.caller)
  await db.transaction(async (tx) => {
    await tx.insert(layoutSettings).values({ appId }).onConflictDoNothing()
    const [row] = await tx
      .select()
      .from(layoutSettings)
      .where(eq(layoutSettings.appId, appId))
      .for('update')
    const before = settingsOf(row)[which]
    const stored = values as unknown as Record<string, unknown>
    await tx
      .update(layoutSettings)
      .set(
        which === 'project'
          ? { project: stored, projectUpdatedAt: at, projectUpdatedBy: actor.name }
          : { catalog: stored, catalogUpdatedAt: at, catalogUpdatedBy: actor.name },
      )
      .where(eq(layoutSettings.appId, appId))
    const changes = changedFields(
      before as unknown as Record<string, unknown>,
      values as unknown as Record<string, unknown>,
    )
    if (Object.keys(changes).length > 0 || row?.[which] == null) {
      await writeAudit(tx, appId, actor, at, {
        area: 'layout',
        action: row?.[which] == null ? 'create' : 'update',
        entity: `layout_settings_${which}`,
        entityId: appId,
        label: which === 'project' ? 'Configurações do projeto' : 'Configurações do catálogo',
        changes,
      })
    }
  })
  return getLayoutSettings(db, appId)
}

export const saveLayoutProject = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  values: LayoutProject,
) => saveDocument(deps, access, 'project', values)

export const saveLayoutCatalog = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  values: LayoutCatalog,
) => saveDocument(deps, access, 'catalog', values)

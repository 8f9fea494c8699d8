import {
  ApiError,
  appearanceText,
  CheckoutAppearanceInputSchema,
  DEFAULT_CHECKOUT_APPEARANCE,
  type CheckoutAppearance,
  type CheckoutAppearanceState,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields } from '../../audit/diff.ts'
import { actorOf, writeAudit } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { checkoutAppearances } from './schema.ts'

type Row = typeof checkoutAppearances.$inferSelect

/** A stored document read back through the contract (missing fields take their defaults). */
export function appearanceOf(document: Record<string, unknown> | null): CheckoutAppearance | null {
  if (document === null) return null
  const parsed = v.safeParse(CheckoutAppearanceInputSchema, {
    ...DEFAULT_CHECKOUT_APPEARANCE,
    ...document,
  })
  return parsed.success ? parsed.output : null
}

async function rowOf(db: Database, appId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAppearances)
    .where(eq(checkoutAppearances.appId, appId))
  return row
}

function stateOf(row: Row | undefined): CheckoutAppearanceState {
  const published = appearanceOf(row?.published ?? null) ?? DEFAULT_CHECKOUT_APPEARANCE
  const draft = appearanceOf(row?.draft ?? null)
  return {
    published,
    draft: draft ?? published,
    has_draft: draft !== null,
    published_at: row?.publishedAt?.toISOString() ?? null,
    published_by: row?.publishedByName ?? null,
    draft_updated_at: draft ? (row?.draftUpdatedAt?.toISOString() ?? null) : null,
    draft_updated_by: draft ? (row?.draftUpdatedByName ?? null) : null,
  }
}

/** The store's published appearance (the defaults until first published). */
export async function publishedAppearance(db: Database, appId: number) {
  return stateOf(await rowOf(db, appId)).published
}

export async function getAppearanceState(db: Database, appId: number) {
  return stateOf(await rowOf(db, appId))
}

/** Saves the whole draft; the public pages are untouched until it is published. */
export async function saveAppearanceDraft(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  values: CheckoutAppearance,
): Promise<CheckoutAppearanceState> {
  const appId = access.app.id
  const at = clock.now()
  const name = actorOf(access.caller).name
  await db
    .insert(checkoutAppearances)
    .values({ appId, draft: values, draftUpdatedAt: at, draftUpdatedByName: name })
    .onConflictDoUpdate({
      target: checkoutAppearances.appId,
      set: { draft: values, draftUpdatedAt: at, draftUpdatedByName: name },
    })
  return getAppearanceState(db, appId)
}

/**
 * The draft becomes what the payers see, and is dropped. Audited with the fields that changed.
 * 409 without a draft: publishing nothing is a mistake the editor should hear about.
 */
export async function publishAppearance(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
  lang: Lang,
): Promise<CheckoutAppearanceState> {
  const appId = access.app.id
  const at = clock.now()
  const actor = actorOf(access.caller)
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, appId)
    const draft = appearanceOf(row?.draft ?? null)
    if (!row || !draft) {
      throw new ApiError({
        statusCode: 409,
        statusMessage: statusText(409),
        message: appearanceText(lang, 'noDraft'),
      })
    }
    const before = appearanceOf(row.published) ?? DEFAULT_CHECKOUT_APPEARANCE
    await tx
      .update(checkoutAppearances)
      .set({
        published: draft,
        publishedAt: at,
        publishedByName: actor.name,
        draft: null,
        draftUpdatedAt: null,
        draftUpdatedByName: null,
      })
      .where(eq(checkoutAppearances.appId, appId))
    await writeAudit(tx, appId, actor, at, {
      area: 'checkout',
      action: row.published === null ? 'create' : 'update',
      entity: 'checkout_appearance',
      entityId: appId,
      label: 'Aparência do checkout',
      changes: changedFields(before, draft),
    })
  })
  return getAppearanceState(db, appId)
}

/** Drops the draft (the editor asked for confirmation); nothing published changes. */
export async function discardAppearanceDraft(
  db: Database,
  appId: number,
): Promise<CheckoutAppearanceState> {
  await db
    .update(checkoutAppearances)
    .set({ draft: null, draftUpdatedAt: null, draftUpdatedByName: null })
    .where(eq(checkoutAppearances.appId, appId))
  return getAppearanceState(db, appId)
}

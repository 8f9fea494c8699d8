import {
  ApiError,
  PLATFORM_FIELD_NAMES,
  PUBLICATION_PAGE_SIZE,
  type PendingSummary,
  type Publication,
  type PublicationPage,
  type PublishStatus,
} from '@vitrine/api'
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { logActorOf } from '../logs/actor.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { lastPublication, pendingSince, type PublicationRow } from './pending.ts'
import { ecommercePublications } from './schema.ts'

export function publicationOf(row: PublicationRow): Publication {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorName,
    summary: row.summary as PendingSummary,
  }
}

export async function publishStatus(
  db: Database,
  access: Pick<AppAccess, 'app'>,
): Promise<PublishStatus> {
  const last = await lastPublication(db, access.app.id)
  const { summary } = await pendingSince(db, access.app.id, access.app.name, last)
  return { live: last ? publicationOf(last) : null, pending: summary }
}

/**
 * Makes the current state live: records who and when, what changed (the pending summary) and
 * the marker later summaries are computed against. Two publishes at once are serialised by a
 * transaction-scoped advisory lock on the store, so the second sees the first and finds nothing
 * pending (409) instead of recording the same changes twice.
 */
export async function publish(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  access: Pick<AppAccess, 'app' | 'caller'>,
): Promise<Publication> {
  const appId = access.app.id
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ecommerce_publish'), ${appId})`)
    const at = clock.now()
    const last = await lastPublication(tx, appId)
    const pending = await pendingSince(tx, appId, access.app.name, last)
    if (pending.summary.total === 0) {
      throw new ApiError({
        statusCode: 409,
        statusMessage: statusText(409),
        message: 'Não há alterações pendentes para publicar.',
      })
    }
    const actor = logActorOf(access.caller)
    const [row] = await tx
      .insert(ecommercePublications)
      .values({
        appId,
        at,
        actorId: actor.id,
        actorName: actor.name,
        summary: pending.summary,
        settings: pending.settings,
        pages: pending.pages,
        elements: pending.elements,
      })
      .returning()
    if (!row) throw new Error('The publication was not recorded')
    const { summary } = pending
    await writeEcommerceLog(tx, {
      appId,
      kind: 'publish',
      subject: `Publicação nº ${row.id}`,
      detail: {
        pages: summary.pages.map((page) => page.title),
        pages_removed: summary.pages_removed,
        elements_changed: summary.elements_changed,
        elements_removed: summary.elements_removed,
        settings: summary.settings.map((field) => PLATFORM_FIELD_NAMES[field] ?? field),
      },
      actor,
      at,
    })
    return publicationOf(row)
  })
}

export async function listPublications(
  db: Database,
  appId: number,
  query: { cursor?: string; limit?: number },
): Promise<PublicationPage> {
  const limit = query.limit ?? PUBLICATION_PAGE_SIZE
  const rows = await db
    .select()
    .from(ecommercePublications)
    .where(
      and(
        eq(ecommercePublications.appId, appId),
        query.cursor === undefined ? undefined : lt(ecommercePublications.id, Number(query.cursor)),
      ),
    )
    .orderBy(desc(ecommercePublications.id))
    .limit(limit + 1)
  const items = rows.slice(0, limit).map(publicationOf)
  const last = items.at(-1)
  return { items, next_cursor: rows.length > limit && last ? String(last.id) : null }
}

import type {
  RedirectMatcher,
  RedirectPage,
  RedirectQuery,
  RedirectSaved,
  RedirectValues,
  StorefrontRedirect,
} from '@vitrine/api'
import { checkRedirectSave, parseRedirectFrom, redirectError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm'
import { decodeCursor, encodeCursor } from '../catalogue/cursor.ts'
import type { Database } from '../db/client.ts'
import { changedFields, deletedFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor } from '../audit/write.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { applyWrite } from './cache.ts'
import { toRule } from './rows.ts'
import { storefrontRedirects, storefrontRedirectVersions } from './schema.ts'

/*
 * The rules' reads and writes. Every write takes the store's version row FOR UPDATE first, so a
 * store's writes run one after another (the loop check sees every rule saved before it), and
 * raises the version in the same transaction (each process's cached matcher notices: cache.ts).
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Locks the store's version row (made on its first write) and answers its version. */
export async function lockVersion(tx: Database, appId: number): Promise<number> {
  await tx
    .insert(storefrontRedirectVersions)
    .values({ appId, version: 0, total: 0 })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ version: storefrontRedirectVersions.version })
    .from(storefrontRedirectVersions)
    .where(eq(storefrontRedirectVersions.appId, appId))
    .for('update')
  return row!.version
}

/** The version goes up by one; the count by `added` (negative for removals). */
export async function bumpVersion(tx: Database, appId: number, added: number): Promise<void> {
  await tx
    .update(storefrontRedirectVersions)
    .set({
      version: sql`${storefrontRedirectVersions.version} + 1`,
      total: sql`${storefrontRedirectVersions.total} + ${added}`,
    })
    .where(eq(storefrontRedirectVersions.appId, appId))
}

/** `%` and `_` typed in a search are meant literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A keyset page by from-path as compared; `total` from the version row, never counted. */
export async function listRules(
  db: Database,
  appId: number,
  query: RedirectQuery & { limit: number },
  lang: Lang,
): Promise<RedirectPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, lang) : null
  const t = storefrontRedirects
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.appId, appId),
        query.q
          ? or(ilike(t.fromPath, likeText(query.q)), ilike(t.to, likeText(query.q)))
          : undefined,
        query.active ? eq(t.active, query.active === '1') : undefined,
        query.status ? eq(t.status, Number(query.status) as 301 | 302) : undefined,
        cursor ? gt(t.fromKey, String(cursor.k)) : undefined,
      ),
    )
    .orderBy(asc(t.fromKey))
    .limit(query.limit + 1)
  const [count] = await db
    .select({ total: storefrontRedirectVersions.total })
    .from(storefrontRedirectVersions)
    .where(eq(storefrontRedirectVersions.appId, appId))
  const items = rows.slice(0, query.limit)
  const last = items.at(-1)
  return {
    items: items.map(toRule),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor({ k: last.fromKey, id: last.id }) : null,
    total: count?.total ?? 0,
  }
}

async function findRow(db: Database, appId: number, id: number, lang: Lang, lock = false) {
  const query = db
    .select()
    .from(storefrontRedirects)
    .where(and(eq(storefrontRedirects.appId, appId), eq(storefrontRedirects.id, id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw redirectError(404, lang, 'ruleNotFound')
  return row
}

/** The matcher a write checks against: the cached one when current, else built in `tx`. */
export type BaseMatcher = (
  tx: Database,
  appId: number,
  version: number,
) => Promise<RedirectMatcher<StorefrontRedirect>>

/**
 * Creates (`id` null) or replaces a rule: 409 on `from_path` when the store has that from-path
 * already, 422 on `to` when it would loop; a chain of more than 3 hops is saved and warned.
 */
export async function saveRule(
  { db, clock }: Deps,
  baseMatcher: BaseMatcher,
  appId: number,
  id: number | null,
  values: RedirectValues,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
): Promise<RedirectSaved> {
  const key = parseRedirectFrom(values.from_path).key
  let version = 0
  try {
    const saved = await db.transaction(async (tx) => {
      version = await lockVersion(tx, appId)
      const current = id === null ? null : await findRow(tx, appId, id, lang, true)
      const [taken] = await tx
        .select({ id: storefrontRedirects.id })
        .from(storefrontRedirects)
        .where(and(eq(storefrontRedirects.appId, appId), eq(storefrontRedirects.fromKey, key)))
      if (taken && taken.id !== id) throw redirectError(409, lang, 'fromTaken', {}, 'from_path')
      const now = clock.now()
      const candidate: StorefrontRedirect = {
        ...values,
        // A new rule is the newest: it loses any tie to the rules already there.
        id: current?.id ?? Number.MAX_SAFE_INTEGER,
        created_at: (current?.createdAt ?? now).toISOString(),
        updated_at: now.toISOString(),
      }
      const warning = checkRedirectSave(await baseMatcher(tx, appId, version), candidate, lang)
      const fields = {
        fromPath: values.from_path,
        fromKey: key,
        to: values.to,
        status: values.status,
        active: values.active,
        note: values.note,
        updatedAt: now,
      }
      const [row] = current
        ? await tx
            .update(storefrontRedirects)
            .set(fields)
            .where(eq(storefrontRedirects.id, current.id))
            .returning()
        : await tx
            .insert(storefrontRedirects)
            .values({ ...fields, appId, createdAt: now })
            .returning()
      await bumpVersion(tx, appId, current ? 0 : 1)
      if (actor)
        await writeAudit(tx, appId, actor, now, {
          area: 'layout',
          action: current ? 'update' : 'create',
          entity: 'redirect',
          entityId: row!.id,
          label: row!.fromPath,
          changes: changedFields(current ? loggedRule(current) : {}, loggedRule(row!)),
        })
      return { rule: toRule(row!), warning }
    })
    applyWrite(db, appId, version, { put: saved.rule })
    return saved
  } catch (error) {
    // The lock makes this rare; a unique key is still the last word.
    if (isUniqueViolation(error)) throw redirectError(409, lang, 'fromTaken', {}, 'from_path')
    throw error
  }
}

/** A rule as the audit log shows it. */
const loggedRule = (row: typeof storefrontRedirects.$inferSelect) => ({
  from_path: row.fromPath,
  to: row.to,
  status: row.status,
  active: row.active,
  note: row.note,
})

/** Deletes a rule (404 when the store has no such rule). */
export async function removeRule(
  { db, clock }: Deps,
  appId: number,
  id: number,
  lang: Lang,
  /** Who acts, for the audit log; none for the demo's own data, which is not logged. */
  actor?: AuditActor,
) {
  const version = await db.transaction(async (tx) => {
    const version = await lockVersion(tx, appId)
    const current = await findRow(tx, appId, id, lang)
    await tx.delete(storefrontRedirects).where(eq(storefrontRedirects.id, id))
    await bumpVersion(tx, appId, -1)
    if (actor)
      await writeAudit(tx, appId, actor, clock.now(), {
        area: 'layout',
        action: 'delete',
        entity: 'redirect',
        entityId: id,
        label: current.fromPath,
        changes: deletedFields(loggedRule(current)),
      })
    return version
  })
  applyWrite(db, appId, version, { remove: id })
}

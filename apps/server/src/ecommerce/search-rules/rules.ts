import {
  DEFAULT_AGREEMENT_PERCENT,
  normaliseTerm,
  SEARCH_RULES_PAGE_SIZE,
  type FixedRule,
  type FixedRulePage,
  type FixedRuleValues,
  type SearchSettings,
  type TermRule,
  type TermRulePage,
  type TermRuleValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { catalogueCategories, catalogueProducts } from '../../catalogue/schema.ts'
import { decodeCursor, encodeCursor } from '../../catalogue/cursor.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { AppDeps } from '../../http/context.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import { searchRulesError } from './errors.ts'
import {
  ecommerceSearchFixedRules,
  ecommerceSearchSettings,
  ecommerceSearchTermRules,
} from './schema.ts'
import { agreementPercentOf } from './store-search.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
/** A list's query once parsed (SearchRuleQuerySchema). */
type SearchRuleQuery = {
  q?: string | undefined
  cursor?: string | undefined
  limit?: number | undefined
}
type TermRow = typeof ecommerceSearchTermRules.$inferSelect
type FixedRow = typeof ecommerceSearchFixedRules.$inferSelect
type Table = typeof ecommerceSearchTermRules | typeof ecommerceSearchFixedRules

/** Conditions of a list: the store's, terms containing `q` (normalised), after the cursor. */
function listConditions(table: Table, appId: number, query: SearchRuleQuery, lang: Lang): SQL[] {
  const conditions: SQL[] = [eq(table.appId, appId)]
  const q = normaliseTerm(query.q ?? '')
  if (q) conditions.push(sql`strpos(${table.termFold}, ${q}) > 0`)
  if (query.cursor) {
    const position = decodeCursor(query.cursor, lang)
    conditions.push(
      or(
        gt(table.termFold, String(position.k)),
        and(eq(table.termFold, String(position.k)), gt(table.id, position.id)),
      ) as SQL,
    )
  }
  return conditions
}

function pageOf<R extends { id: number; termFold: string }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): { items: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(map),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ k: last.termFold, id: last.id }) : null,
  }
}

async function categoryNames(db: Database, appId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(and(eq(catalogueCategories.appId, appId), inArray(catalogueCategories.id, ids)))
  return new Map(rows.map((row) => [row.id, row.name]))
}

const toTermRule = (row: TermRow, names: ReadonlyMap<number, string>): TermRule => ({
  id: row.id,
  term: row.term,
  action: row.action,
  synonyms: row.synonyms,
  both_ways: row.bothWays,
  redirect_url: row.redirectUrl,
  redirect_category_id: row.redirectCategoryId,
  redirect_category_name:
    row.redirectCategoryId === null ? null : (names.get(row.redirectCategoryId) ?? null),
  updated_at: row.updatedAt.toISOString(),
})

async function termRulesOf(db: Database, appId: number, rows: TermRow[]) {
  const names = await categoryNames(
    db,
    appId,
    rows.flatMap((row) => (row.redirectCategoryId === null ? [] : [row.redirectCategoryId])),
  )
  return rows.map((row) => toTermRule(row, names))
}

export async function listTermRules(
  db: Database,
  appId: number,
  query: SearchRuleQuery,
  lang: Lang,
): Promise<TermRulePage> {
  const limit = Number(query.limit ?? SEARCH_RULES_PAGE_SIZE)
  const rows = await db
    .select()
    .from(ecommerceSearchTermRules)
    .where(and(...listConditions(ecommerceSearchTermRules, appId, query, lang)))
    .orderBy(asc(ecommerceSearchTermRules.termFold), asc(ecommerceSearchTermRules.id))
    .limit(limit + 1)
  const page = pageOf(rows, limit, (row) => row)
  return { items: await termRulesOf(db, appId, page.items), next_cursor: page.next_cursor }
}

const actorName = (access: AppAccess) =>
  access.caller.kind === 'user'
    ? { id: access.caller.user.id, name: access.caller.user.name }
    : { id: null, name: access.caller.token.name }

/** Creates (id null) or replaces a term rule; the same term twice is a 409 on `term`. */
export async function saveTermRule(
  { db, clock }: Deps,
  access: AppAccess,
  id: number | null,
  values: TermRuleValues,
  lang: Lang,
): Promise<TermRule> {
  const appId = access.app.id
  const now = clock.now()
  if (values.redirect_category_id !== null) {
    const names = await categoryNames(db, appId, [values.redirect_category_id])
    if (names.size === 0)
      throw searchRulesError(422, lang, 'unknownCategory', {}, 'redirect_category_id')
  }
  const fields = {
    term: values.term,
    termFold: normaliseTerm(values.term),
    action: values.action,
    synonyms: values.synonyms,
    synonymsFold: values.synonyms.map(normaliseTerm),
    bothWays: values.both_ways,
    redirectUrl: values.redirect_url,
    redirectCategoryId: values.redirect_category_id,
    updatedAt: now,
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(ecommerceSearchTermRules)
              .values({ appId, ...fields, createdAt: now })
              .returning()
          : await tx
              .update(ecommerceSearchTermRules)
              .set(fields)
              .where(
                and(eq(ecommerceSearchTermRules.appId, appId), eq(ecommerceSearchTermRules.id, id)),
              )
              .returning()
      if (!row) throw searchRulesError(404, lang, 'ruleNotFound')
      await writeEcommerceLog(tx, {
        appId,
        kind: 'search_rule_changed',
        subject: values.term,
        detail: {
          rule: 'term',
          id: row.id,
          change: id === null ? 'created' : 'updated',
          ...values,
        },
        actor: actorName(access),
        at: now,
      })
      const [rule] = await termRulesOf(tx, appId, [row])
      return rule as TermRule
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw searchRulesError(409, lang, 'termTaken', {}, 'term')
    throw error
  }
}

async function removeRule(
  { db, clock }: Deps,
  access: AppAccess,
  table: Table,
  kind: 'term' | 'fixed',
  id: number,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.appId, appId), eq(table.id, id)))
      .returning({ term: table.term })
    if (!row) throw searchRulesError(404, lang, 'ruleNotFound')
    await writeEcommerceLog(tx, {
      appId,
      kind: 'search_rule_changed',
      subject: row.term,
      detail: { rule: kind, id, change: 'removed' },
      actor: actorName(access),
      at: clock.now(),
    })
  })
}

export const removeTermRule = (deps: Deps, access: AppAccess, id: number, lang: Lang) =>
  removeRule(deps, access, ecommerceSearchTermRules, 'term', id, lang)
export const removeFixedRule = (deps: Deps, access: AppAccess, id: number, lang: Lang) =>
  removeRule(deps, access, ecommerceSearchFixedRules, 'fixed', id, lang)

async function fixedRulesOf(db: Database, appId: number, rows: FixedRow[]): Promise<FixedRule[]> {
  const ids = [...new Set(rows.flatMap((row) => row.pins.map((pin) => pin.product_id)))]
  const products =
    ids.length === 0
      ? []
      : await db
          .select({
            id: catalogueProducts.id,
            name: catalogueProducts.name,
            sku: catalogueProducts.sku,
          })
          .from(catalogueProducts)
          .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, ids)))
  const byId = new Map(products.map((product) => [product.id, product]))
  return rows.map((row) => ({
    id: row.id,
    term: row.term,
    pins: row.pins.map((pin) => ({
      ...pin,
      name: byId.get(pin.product_id)?.name ?? null,
      sku: byId.get(pin.product_id)?.sku ?? null,
    })),
    updated_at: row.updatedAt.toISOString(),
  }))
}

export async function listFixedRules(
  db: Database,
  appId: number,
  query: SearchRuleQuery,
  lang: Lang,
): Promise<FixedRulePage> {
  const limit = Number(query.limit ?? SEARCH_RULES_PAGE_SIZE)
  const rows = await db
    .select()
    .from(ecommerceSearchFixedRules)
    .where(and(...listConditions(ecommerceSearchFixedRules, appId, query, lang)))
    .orderBy(asc(ecommerceSearchFixedRules.termFold), asc(ecommerceSearchFixedRules.id))
    .limit(limit + 1)
  const page = pageOf(rows, limit, (row) => row)
  return { items: await fixedRulesOf(db, appId, page.items), next_cursor: page.next_cursor }
}

/** Creates (id null) or replaces a fixed rule: its products must be the store's (422 on `pins`). */
export async function saveFixedRule(
  { db, clock }: Deps,
  access: AppAccess,
  id: number | null,
  values: FixedRuleValues,
  lang: Lang,
): Promise<FixedRule> {
  const appId = access.app.id
  const now = clock.now()
  const ids = values.pins.map((pin) => pin.product_id)
  const known = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.id, ids)))
  const knownIds = new Set(known.map((row) => row.id))
  const unknown = ids.filter((productId) => !knownIds.has(productId))
  if (unknown.length > 0)
    throw searchRulesError(422, lang, 'unknownProducts', { ids: unknown.join(', ') }, 'pins')
  const fields = {
    term: values.term,
    termFold: normaliseTerm(values.term),
    pins: values.pins.map((pin) => ({ product_id: pin.product_id, position: pin.position })),
    updatedAt: now,
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx
              .insert(ecommerceSearchFixedRules)
              .values({ appId, ...fields, createdAt: now })
              .returning()
          : await tx
              .update(ecommerceSearchFixedRules)
              .set(fields)
              .where(
                and(
                  eq(ecommerceSearchFixedRules.appId, appId),
                  eq(ecommerceSearchFixedRules.id, id),
                ),
              )
              .returning()
      if (!row) throw searchRulesError(404, lang, 'ruleNotFound')
      await writeEcommerceLog(tx, {
        appId,
        kind: 'search_rule_changed',
        subject: values.term,
        detail: {
          rule: 'fixed',
          id: row.id,
          change: id === null ? 'created' : 'updated',
          pins: fields.pins,
        },
        actor: actorName(access),
        at: now,
      })
      const [rule] = await fixedRulesOf(tx, appId, [row])
      return rule as FixedRule
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw searchRulesError(409, lang, 'termTaken', {}, 'term')
    throw error
  }
}

export async function searchSettingsOf(db: Database, appId: number): Promise<SearchSettings> {
  const percent = await agreementPercentOf(db, appId)
  return {
    agreement_percent: percent ?? DEFAULT_AGREEMENT_PERCENT,
    customised: percent !== null,
  }
}

export async function saveSearchSettings(
  { db, clock }: Deps,
  access: AppAccess,
  agreementPercent: number,
): Promise<SearchSettings> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    await tx
      .insert(ecommerceSearchSettings)
      .values({ appId, agreementPercent, updatedAt: now })
      .onConflictDoUpdate({
        target: ecommerceSearchSettings.appId,
        set: { agreementPercent, updatedAt: now },
      })
    await writeEcommerceLog(tx, {
      appId,
      kind: 'settings_changed',
      subject: `Busca: concordância de ${agreementPercent}%`,
      detail: { agreement_percent: agreementPercent },
      actor: actorName(access),
      at: now,
    })
  })
  return { agreement_percent: agreementPercent, customised: true }
}

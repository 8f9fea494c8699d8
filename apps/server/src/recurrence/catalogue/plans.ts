import {
  LIVE_SUBSCRIPTION_STATUSES,
  monthlyCents,
  MRR_SUBSCRIPTION_STATUSES,
  RECURRENCE_PAGE_SIZE,
  type Plan,
  type PlanFilters,
  type PlanPage,
  type PlanProduct,
  type PlanValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../../access/require-access.ts'
import { changedFields, createdFields } from '../../audit/diff.ts'
import { actorOf, writeAudit, type AuditRecord, type FieldChanges } from '../../audit/write.ts'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  recurrencePlanProducts,
  recurrencePlans,
  recurrenceProducts,
  subscriptions,
} from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import { afterCursor, decodeNameCursor, encodeNameCursor, sortName } from './cursor.ts'
import { checkPlanMethods, checkPlanProducts } from './plan-checks.ts'
import { wordsCondition } from './search.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export type PlanRow = typeof recurrencePlans.$inferSelect

/** The audit log's entity (the panel words it "o plano «…»"). */
export const PLAN_ENTITY = 'plan'

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
const LIVE = inList(LIVE_SUBSCRIPTION_STATUSES)
const MRR = inList(MRR_SUBSCRIPTION_STATUSES)

interface PlanCounts {
  live: number
  billing: number
}

/**
 * Each plan's subscribers (live statuses) and those that count in the MRR (active, past due),
 * for a page of plans in one grouped query over `subscriptions_app_plan_idx`.
 */
async function countsOf(
  db: Database,
  appId: number,
  planIds: number[],
): Promise<Map<number, PlanCounts>> {
  if (planIds.length === 0) return new Map()
  const rows = await db
    .select({
      planId: subscriptions.planId,
      live: sql<number>`(count(*) filter (where ${subscriptions.status} in (${LIVE})))::int`,
      billing: sql<number>`(count(*) filter (where ${subscriptions.status} in (${MRR})))::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, appId), inArray(subscriptions.planId, planIds)))
    .groupBy(subscriptions.planId)
  return new Map(
    rows.map((row) => [row.planId, { live: Number(row.live), billing: Number(row.billing) }]),
  )
}

/** The products of a page of plans, each plan's in its own order. */
async function productsOf(
  db: Database,
  appId: number,
  planIds: number[],
): Promise<Map<number, PlanProduct[]>> {
  const byPlan = new Map<number, PlanProduct[]>()
  if (planIds.length === 0) return byPlan
  const rows = await db
    .select({
      planId: recurrencePlanProducts.planId,
      product_id: recurrenceProducts.id,
      name: recurrenceProducts.name,
      sku: recurrenceProducts.sku,
      price_cents: recurrenceProducts.priceCents,
      image_url: recurrenceProducts.imageUrl,
      quantity: recurrencePlanProducts.quantity,
    })
    .from(recurrencePlanProducts)
    .innerJoin(recurrenceProducts, eq(recurrenceProducts.id, recurrencePlanProducts.productId))
    .where(
      and(eq(recurrencePlanProducts.appId, appId), inArray(recurrencePlanProducts.planId, planIds)),
    )
    .orderBy(asc(recurrencePlanProducts.planId), asc(recurrencePlanProducts.position))
  for (const { planId, ...product } of rows) {
    const list = byPlan.get(planId) ?? []
    list.push(product)
    byPlan.set(planId, list)
  }
  return byPlan
}

export function toPlan(row: PlanRow, products: PlanProduct[], counts?: PlanCounts): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_cents: row.priceCents,
    interval: row.interval,
    interval_days: row.intervalDays,
    trial_days: row.trialDays,
    cycles: row.cycles,
    methods: row.methods,
    setup_fee_cents: row.setupFeeCents,
    active: row.active,
    archived_at: row.archivedAt?.toISOString() ?? null,
    products,
    subscriber_count: counts?.live ?? 0,
    // Every subscription of the plan is billed at the plan's price (a change applies to the
    // next invoice), so the plan's MRR is one subscription's value times those billing.
    mrr_cents:
      (counts?.billing ?? 0) * monthlyCents(row.priceCents, row.interval, row.intervalDays),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Rows to answers: their products and counts in two queries for the whole page. */
async function plansOf(db: Database, appId: number, rows: PlanRow[]): Promise<Plan[]> {
  const ids = rows.map((row) => row.id)
  const [products, counts] = await Promise.all([
    productsOf(db, appId, ids),
    countsOf(db, appId, ids),
  ])
  return rows.map((row) => toPlan(row, products.get(row.id) ?? [], counts.get(row.id)))
}

const planNotFound = (lang: Lang) => recurrenceError(404, lang, 'planNotFound')

async function findPlan(db: Database, appId: number, planId: number, lock = false) {
  const query = db
    .select()
    .from(recurrencePlans)
    .where(and(eq(recurrencePlans.appId, appId), eq(recurrencePlans.id, planId)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function getPlan(db: Database, appId: number, planId: number, lang: Lang) {
  const row = await findPlan(db, appId, planId)
  if (!row) throw planNotFound(lang)
  const [plan] = await plansOf(db, appId, [row])
  return plan!
}

function stateCondition(state: PlanFilters['state']): SQL | undefined {
  switch (state) {
    case 'archived':
      return isNotNull(recurrencePlans.archivedAt)
    case 'active':
      return and(isNull(recurrencePlans.archivedAt), eq(recurrencePlans.active, true))
    case 'inactive':
      return and(isNull(recurrencePlans.archivedAt), eq(recurrencePlans.active, false))
    default:
      return isNull(recurrencePlans.archivedAt)
  }
}

/** By name; `q` looks in the name; without `state`, every plan not archived. */
export async function listPlans(
  db: Database,
  appId: number,
  query: PlanFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<PlanPage> {
  const { cursor, limit = RECURRENCE_PAGE_SIZE, q, state } = query
  const conditions: (SQL | undefined)[] = [eq(recurrencePlans.appId, appId), stateCondition(state)]
  if (cursor !== undefined) {
    conditions.push(
      afterCursor(recurrencePlans.name, recurrencePlans.id, decodeNameCursor(cursor, lang)),
    )
  }
  if (q) conditions.push(wordsCondition(q, [recurrencePlans.name]))
  const order = sortName(recurrencePlans.name)
  const rows = await db
    .select({ row: recurrencePlans, order })
    .from(recurrencePlans)
    .where(and(...conditions))
    .orderBy(asc(order), asc(recurrencePlans.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: await plansOf(
      db,
      appId,
      page.map(({ row }) => row),
    ),
    next_cursor:
      rows.length > limit && last ? encodeNameCursor({ name: last.order, id: last.row.id }) : null,
  }
}

const columnsOf = (values: PlanValues) => ({
  name: values.name,
  description: values.description,
  priceCents: values.price_cents,
  interval: values.interval,
  intervalDays: values.interval_days,
  trialDays: values.trial_days,
  cycles: values.cycles,
  methods: values.methods,
  setupFeeCents: values.setup_fee_cents,
  active: values.active,
})

const audited = (row: PlanRow, products: PlanValues['products']): Record<string, unknown> => ({
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  interval: row.interval,
  interval_days: row.intervalDays,
  trial_days: row.trialDays,
  cycles: row.cycles,
  methods: row.methods,
  setup_fee_cents: row.setupFeeCents,
  active: row.active,
  archived: row.archivedAt !== null,
  products: products.map(({ product_id, quantity }) => ({ product_id, quantity })),
})

const auditOf = (action: AuditRecord['action'], row: PlanRow, changes: FieldChanges) => ({
  area: 'recurrence' as const,
  action,
  entity: PLAN_ENTITY,
  entityId: row.id,
  label: row.name,
  changes,
})

async function writeProducts(
  tx: Database,
  appId: number,
  planId: number,
  products: PlanValues['products'],
) {
  await tx.delete(recurrencePlanProducts).where(eq(recurrencePlanProducts.planId, planId))
  if (products.length === 0) return
  await tx.insert(recurrencePlanProducts).values(
    products.map((item, position) => ({
      appId,
      planId,
      productId: item.product_id,
      quantity: item.quantity,
      position,
    })),
  )
}

async function heldProducts(db: Database, planId: number) {
  return db
    .select({
      product_id: recurrencePlanProducts.productId,
      quantity: recurrencePlanProducts.quantity,
    })
    .from(recurrencePlanProducts)
    .where(eq(recurrencePlanProducts.planId, planId))
    .orderBy(asc(recurrencePlanProducts.position))
}

export async function createPlan(
  { db, clock }: Deps,
  access: AppAccess,
  values: PlanValues,
  lang: Lang,
): Promise<Plan> {
  const appId = access.app.id
  const now = clock.now()
  await checkPlanProducts(db, appId, values.products, new Set(), lang)
  await checkPlanMethods(db, appId, values.methods, lang)
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(recurrencePlans)
      .values({ appId, ...columnsOf(values), createdAt: now, updatedAt: now })
      .returning()
    await writeProducts(tx, appId, inserted!.id, values.products)
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf('create', inserted!, createdFields(audited(inserted!, values.products))),
    )
    return inserted!
  })
  return getPlan(db, appId, row.id, lang)
}

/**
 * The whole plan, under its row's lock. A new price is the plan's from now on: subscriptions
 * read it when their next invoice is made, and invoices already issued keep their amount.
 */
export async function updatePlan(
  { db, clock }: Deps,
  access: AppAccess,
  planId: number,
  values: PlanValues,
  lang: Lang,
): Promise<Plan> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    const current = await findPlan(tx, appId, planId, true)
    if (!current) throw planNotFound(lang)
    const before = await heldProducts(tx, planId)
    await checkPlanProducts(
      tx,
      appId,
      values.products,
      new Set(before.map((item) => item.product_id)),
      lang,
    )
    await checkPlanMethods(tx, appId, values.methods, lang)
    const set = columnsOf(values)
    const after = { ...current, ...set }
    const changes = changedFields(audited(current, before), audited(after, values.products))
    if (Object.keys(changes).length === 0) return
    await tx
      .update(recurrencePlans)
      .set({ ...set, updatedAt: now })
      .where(eq(recurrencePlans.id, planId))
    if ('products' in changes) await writeProducts(tx, appId, planId, values.products)
    await writeAudit(tx, appId, actorOf(access.caller), now, auditOf('update', after, changes))
  })
  return getPlan(db, appId, planId, lang)
}

/** Archived plans take no new subscriptions; those they have keep billing. */
export async function setPlanArchived(
  { db, clock }: Deps,
  access: AppAccess,
  planId: number,
  archived: boolean,
  lang: Lang,
): Promise<Plan> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    const current = await findPlan(tx, appId, planId, true)
    if (!current) throw planNotFound(lang)
    if (archived === (current.archivedAt !== null)) return
    const archivedAt = archived ? now : null
    await tx
      .update(recurrencePlans)
      .set({ archivedAt, updatedAt: now })
      .where(eq(recurrencePlans.id, planId))
    await writeAudit(
      tx,
      appId,
      actorOf(access.caller),
      now,
      auditOf(
        'update',
        { ...current, archivedAt },
        {
          archived: { before: !archived, after: archived },
        },
      ),
    )
  })
  return getPlan(db, appId, planId, lang)
}

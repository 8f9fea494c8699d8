import { randomInt } from 'node:crypto'
import {
  COUPON_PAGE_SIZE,
  type Coupon,
  type CouponBatchInputSchema,
  type CouponInputSchema,
  type CouponPage,
  type CouponQuery,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { discountError } from './errors.ts'
import { ecommerceCoupons } from './schema.ts'

type CouponRow = typeof ecommerceCoupons.$inferSelect
type CouponValues = v.InferOutput<typeof CouponInputSchema>
type BatchValues = v.InferOutput<typeof CouponBatchInputSchema>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function couponOf(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as Coupon['kind'],
    value: row.value,
    min_subtotal_cents: row.minSubtotalCents,
    product_ids: row.productIds,
    category_ids: row.categoryIds,
    excluded_product_ids: row.excludedProductIds,
    excluded_category_ids: row.excludedCategoryIds,
    customer_emails: row.customerEmails,
    excluded_customer_emails: row.excludedCustomerEmails,
    first_purchase_only: row.firstPurchaseOnly,
    cumulative: row.cumulative,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    uses: row.uses,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function rulesOf(values: Omit<CouponValues, 'code'>) {
  return {
    kind: values.kind,
    value: values.kind === 'free_shipping' ? 0 : values.value,
    minSubtotalCents: values.min_subtotal_cents,
    productIds: values.product_ids,
    categoryIds: values.category_ids,
    excludedProductIds: values.excluded_product_ids,
    excludedCategoryIds: values.excluded_category_ids,
    customerEmails: values.customer_emails,
    excludedCustomerEmails: values.excluded_customer_emails,
    firstPurchaseOnly: values.first_purchase_only,
    cumulative: values.cumulative,
    maxUses: values.max_uses,
    maxUsesPerCustomer: values.max_uses_per_customer,
    startsAt: values.starts_at ? new Date(values.starts_at) : null,
    endsAt: values.ends_at ? new Date(values.ends_at) : null,
    active: values.active,
  }
}

const codeTaken = (lang: Lang) => discountError(409, lang, 'codeTaken', {}, 'code')

/** Keyset pages by id; `q` finds codes starting with it, any case. */
export async function listCoupons(
  db: Database,
  appId: number,
  query: CouponQuery,
  lang: Lang,
): Promise<CouponPage> {
  const limit = query.limit ?? COUPON_PAGE_SIZE
  let after = 0
  if (query.cursor) {
    after = Number(Buffer.from(query.cursor, 'base64url').toString())
    if (!Number.isSafeInteger(after) || after < 0)
      throw discountError(400, lang, 'cursor', {}, 'cursor')
  }
  const prefix = query.q
    ?.trim()
    .toUpperCase()
    .replace(/[\\%_]/g, '\\$&')
  const rows = await db
    .select()
    .from(ecommerceCoupons)
    .where(
      and(
        eq(ecommerceCoupons.appId, appId),
        gt(ecommerceCoupons.id, after),
        prefix ? sql`upper(${ecommerceCoupons.code}) like ${`${prefix}%`}` : undefined,
      ),
    )
    .orderBy(asc(ecommerceCoupons.id))
    .limit(limit + 1)
  const items = rows.slice(0, limit).map(couponOf)
  const last = items.at(-1)
  return {
    items,
    next_cursor:
      rows.length > limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
  }
}

export async function createCoupon(
  db: Database,
  appId: number,
  values: CouponValues,
  now: Date,
  lang: Lang,
): Promise<Coupon> {
  try {
    const [row] = await db
      .insert(ecommerceCoupons)
      .values({ appId, code: values.code, ...rulesOf(values), createdAt: now, updatedAt: now })
      .returning()
    return couponOf(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(lang)
    throw error
  }
}

export async function updateCoupon(
  db: Database,
  appId: number,
  id: number,
  values: CouponValues,
  now: Date,
  lang: Lang,
): Promise<Coupon> {
  try {
    const [row] = await db
      .update(ecommerceCoupons)
      .set({ code: values.code, ...rulesOf(values), updatedAt: now })
      .where(and(eq(ecommerceCoupons.appId, appId), eq(ecommerceCoupons.id, id)))
      .returning()
    if (!row) throw discountError(404, lang, 'couponNotFound')
    return couponOf(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(lang)
    // A new limit below the uses already counted breaks the check: say it on the field.
    if ((error as { cause?: { code?: string } }).cause?.code === '23514')
      throw discountError(422, lang, 'limitReached', { code: values.code }, 'max_uses')
    throw error
  }
}

export async function removeCoupon(db: Database, appId: number, id: number, lang: Lang) {
  const gone = await db
    .delete(ecommerceCoupons)
    .where(and(eq(ecommerceCoupons.appId, appId), eq(ecommerceCoupons.id, id)))
    .returning({ id: ecommerceCoupons.id })
  if (gone.length === 0) throw discountError(404, lang, 'couponNotFound')
}

// Letters and digits people do not confuse (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const randomCode = (prefix: string) =>
  `${prefix ? `${prefix.toUpperCase()}-` : ''}${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`

/**
 * `count` new coupons with random codes in one statement per round: codes already in the store
 * (any case) are skipped by the unique index and drawn again, so the answer always has `count`
 * new codes or nothing was written (the transaction rolls back).
 */
export async function generateCoupons(
  db: Database,
  appId: number,
  values: BatchValues,
  now: Date,
  lang: Lang,
): Promise<{ codes: string[] }> {
  const { prefix, count, ...rules } = values
  return db.transaction(async (tx) => {
    const codes: string[] = []
    for (let round = 0; codes.length < count && round < 10; round++) {
      const wanted = new Set<string>()
      while (wanted.size < count - codes.length) wanted.add(randomCode(prefix))
      const made = await tx
        .insert(ecommerceCoupons)
        .values(
          [...wanted].map((code) => ({
            appId,
            code,
            ...rulesOf(rules),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ code: ecommerceCoupons.code })
      codes.push(...made.map((row) => row.code))
    }
    if (codes.length < count) throw discountError(409, lang, 'noCodes', {}, 'prefix')
    return { codes: codes.sort() }
  })
}

const CSV_HEADER = [
  'codigo',
  'tipo',
  'valor',
  'pedido_minimo_centavos',
  'usos',
  'limite_usos',
  'limite_por_cliente',
  'primeira_compra',
  'cumulativo',
  'inicio',
  'fim',
  'ativo',
]

const csvCell = (value: string | number | boolean | null) => {
  const text = value === null ? '' : String(value)
  // Quoted when needed, and a leading =, +, - or @ neutralised against spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The store's coupons as CSV (UTF-8 with a BOM for spreadsheets), by id. */
export async function couponsCsv(db: Database, appId: number): Promise<string> {
  const rows = await db
    .select()
    .from(ecommerceCoupons)
    .where(eq(ecommerceCoupons.appId, appId))
    .orderBy(asc(ecommerceCoupons.id))
  const lines = rows.map((row) =>
    [
      row.code,
      row.kind,
      row.value,
      row.minSubtotalCents,
      row.uses,
      row.maxUses,
      row.maxUsesPerCustomer,
      row.firstPurchaseOnly,
      row.cumulative,
      iso(row.startsAt),
      iso(row.endsAt),
      row.active,
    ]
      .map(csvCell)
      .join(','),
  )
  return `\ufeff${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`
}

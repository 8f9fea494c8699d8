import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PricingAnswer } from '@vitrine/api'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/*
 * Coupons and promotions (issue 15 item 3; contract packages/api/src/ecommerce/pricing). The
 * limits are the database's to decide: `uses` only grows through a conditional update
 * (`uses < max_uses`), the check constraint refusing anything past it, and each customer's
 * uses are a row per (coupon, e-mail) grown the same way. A redemption is recorded once per
 * Idempotency-Key, so a retried checkout call counts nothing twice.
 */

const idArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'`)

/** What a coupon or promotion applies to: product and category ids, empty for every product. */
const scopeColumns = () => ({
  productIds: idArray('product_ids'),
  categoryIds: idArray('category_ids'),
  excludedProductIds: idArray('excluded_product_ids'),
  excludedCategoryIds: idArray('excluded_category_ids'),
})

/** When it applies (no start or end: always while active), and the row's own dates. */
const scheduleColumns = () => ({
  startsAt: instant('starts_at'),
  endsAt: instant('ends_at'),
  active: boolean('active').notNull().default(true),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
})

export const ecommerceCoupons = pgTable(
  'ecommerce_coupons',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** As typed; unique per store in any case (the index on upper(code)). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Basis points for percent, centavos for fixed, 0 for free shipping. */
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    ...scopeColumns(),
    customerEmails: text('customer_emails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    excludedCustomerEmails: text('excluded_customer_emails')
      .array()
      .notNull()
      .default(sql`'{}'`),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    cumulative: boolean('cumulative').notNull().default(false),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    ...scheduleColumns(),
  },
  (t) => [
    uniqueIndex('ecommerce_coupons_code_key').on(t.appId, sql`upper(${t.code})`),
    index('ecommerce_coupons_list_idx').on(t.appId, t.id),
    check(
      'ecommerce_coupons_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
)

export const ecommerceCouponCustomerUses = pgTable(
  'ecommerce_coupon_customer_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => ecommerceCoupons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.email] })],
)

export const ecommercePromotions = pgTable(
  'ecommerce_promotions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    buyQuantity: integer('buy_quantity').notNull(),
    getQuantity: integer('get_quantity').notNull(),
    tiers: jsonb('tiers').$type<{ min_quantity: number; basis_points: number }[]>().notNull(),
    ...scopeColumns(),
    priority: integer('priority').notNull().default(0),
    cumulative: boolean('cumulative').notNull().default(false),
    ...scheduleColumns(),
  },
  (t) => [index('ecommerce_promotions_app_idx').on(t.appId, t.priority, t.id)],
)

/** One checkout's use of the coupons, kept with its answer for a retried Idempotency-Key. */
export const ecommerceRedemptions = pgTable(
  'ecommerce_redemptions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email'),
    couponIds: integer('coupon_ids').array().notNull(),
    pricing: jsonb('pricing').$type<PricingAnswer>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('ecommerce_redemptions_key').on(t.appId, t.idempotencyKey)],
)

import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/**
 * A store's payment links (issue 11): a public checkout page at `/pay/<slug>`. The status is
 * derived (links/status.ts), and so is the number sold: the link's payments in the contract's
 * LINK_SOLD_STATUSES, counted through `payments_link_idx`, so it never drifts from the
 * payments themselves. `gateway_ids` are the accepted methods, checked against the store's
 * active gateways on every save (a gateway deleted later simply stops being offered).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    amountMode: text('amount_mode').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    minCents: bigint('min_cents', { mode: 'number' }),
    gatewayIds: integer('gateway_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    maxInstallments: integer('max_installments').notNull().default(1),
    expiresAt: instant('expires_at'),
    quantityLimit: integer('quantity_limit'),
    askAddress: boolean('ask_address').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    // One slug in the whole product: the public page `/pay/<slug>` names no store.
    uniqueIndex('payment_links_slug_key').on(t.slug),
    // Keyset pages, newest first (ids grow with creation).
    index('payment_links_app_idx').on(t.appId, t.id),
    check('payment_links_amount_mode', sql`${t.amountMode} in ('fixed', 'open')`),
    check(
      'payment_links_amounts',
      sql`(${t.amountMode} = 'fixed' and ${t.amountCents} > 0 and ${t.minCents} is null) or (${t.amountMode} = 'open' and ${t.minCents} > 0 and ${t.amountCents} is null)`,
    ),
  ],
)

/**
 * Each store's Google Merchant Center feed of links: a random, stable token makes its public
 * address (`/api/payments/public/feeds/<token>/links.xml`); `last_generated_at` is when it was
 * last fetched. Made on first use.
 */
export const linkFeeds = pgTable('link_feeds', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('link_feeds_token_key'),
  lastGeneratedAt: instant('last_generated_at'),
  createdAt: instant('created_at').notNull(),
})

import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/**
 * A store's gateways: one configured provider account for one payment type (issue 10 item 3).
 * `settings` holds the type's settings as the contract's GatewaySettingsSchemas validated them;
 * `credentials` is the provider's credential fields encrypted together (AES-256-GCM under
 * GATEWAY_CREDENTIALS_KEY, see gateways/credentials.ts) and is never answered.
 */
export const gateways = pgTable(
  'gateways',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    environment: text('environment').notNull(),
    active: boolean('active').notNull().default(true),
    feePercentBps: integer('fee_percent_bps').notNull().default(0),
    feeFixedCents: integer('fee_fixed_cents').notNull().default(0),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of a JSON object; null when none is set. */
    credentials: text('credentials'),
    /** The credential fields that hold a value (answered as set / not set). */
    credentialsSet: text('credentials_set')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('gateways_app_type_idx').on(t.appId, t.type, t.id),
    check(
      'gateways_type',
      sql`${t.type} in ('pix', 'billet', 'creditcard', 'voucher', 'pix-installment', 'static-pix', 'custom')`,
    ),
    check('gateways_environment', sql`${t.environment} in ('sandbox', 'production')`),
  ],
)

/** The store's installments setup (payments/installments); a store without a row has the default. */
export const installmentSetups = pgTable('installment_setups', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  /** The contract's InstallmentSetup, validated. */
  setup: jsonb('setup').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull(),
})

import type { SellerPayout, SellerStatus, SplitRule } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { gateways } from '../gateways/schema.ts'

/**
 * A gateway's sellers (issue 12 item 2): who its payments are split with. A seller is one
 * gateway's (its provider registers and pays it), so a document is there once per gateway, and
 * so is an account at the provider. Never deleted: rule versions and split payments name them;
 * a gateway's deletion (allowed only before its first payment) takes them along.
 * `search_name` is the name folded as customers' `sort_name` is (customers/names.ts), for the
 * list's search.
 */
export const splitSellers = pgTable(
  'split_sellers',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    /** Normalised CPF (11) or CNPJ (14). */
    document: text('document').notNull(),
    email: text('email').notNull(),
    /** The contract's SellerPayout, validated: a bank account or a pix key. */
    payout: jsonb('payout').$type<SellerPayout>().notNull(),
    providerAccount: text('provider_account'),
    status: text('status').$type<SellerStatus>().notNull(),
    verifiedAt: instant('verified_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    // Keyset pages, newest first, per gateway.
    index('split_sellers_gateway_idx').on(t.appId, t.gatewayId, t.id),
    uniqueIndex('split_sellers_document_key').on(t.appId, t.gatewayId, t.document),
    uniqueIndex('split_sellers_provider_account_key')
      .on(t.appId, t.gatewayId, t.providerAccount)
      .where(sql`${t.providerAccount} is not null`),
    check(
      'split_sellers_status',
      sql`${t.status} in ('pending_verification', 'active', 'suspended')`,
    ),
  ],
)

/**
 * Each version of a gateway's split rule (issue 12 item 3), numbered 1, 2, 3… per gateway; the
 * newest is in force. Append-only: a change is a new version, and a payment keeps the one it
 * was split with (by `id`). The unique key is what keeps two saves racing from writing the
 * same number (rules.ts also serialises saves on the gateway's row). `created_by` is the
 * saver's name as the audit log copies it, so the history keeps saying who it was.
 */
export const splitRuleVersions = pgTable(
  'split_rule_versions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The contract's SplitRule as its schema output it. */
    rule: jsonb('rule').$type<SplitRule>().notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('split_rule_versions_version_key').on(t.appId, t.gatewayId, t.version),
    check('split_rule_versions_version', sql`${t.version} > 0`),
  ],
)

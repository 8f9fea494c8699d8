import type { AntifraudRule, AppSettings } from '@vitrine/api'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/*
 * The store's checkout apps (issue 16 item 3; contract packages/api/src/checkout-setup/
 * marketplace). One row per installed app; the settings are the document checked by the app's
 * schema (settingsSchemaOf) on every save, read whole by the public page and the charge.
 */
export const checkoutAppInstallations = pgTable(
  'checkout_app_installations',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    settings: jsonb('settings').$type<AppSettings>().notNull(),
    installedAt: instant('installed_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [uniqueIndex('checkout_app_installations_slug').on(t.appId, t.slug)],
)

/**
 * The anti-fraud app's analyses, one per charge attempt it saw (approved or refused, with the
 * rule that refused). The payer's document is kept masked: the log is for reading, not looking up.
 */
export const checkoutAntifraudDecisions = pgTable(
  'checkout_antifraud_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    approved: boolean('approved').notNull(),
    rule: text('rule').$type<AntifraudRule>(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    document: text('document').notNull(),
    email: text('email').notNull(),
    linkTitle: text('link_title').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('checkout_antifraud_decisions_app_idx').on(t.appId, t.createdAt)],
)

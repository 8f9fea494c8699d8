import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bigIdentity, instant } from '../db/columns.ts'
import { apps } from '../access/schema.ts'

/** A generated full-text vector; read never, searched with `@@` (see customers/search.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export type CustomerAddressRow = {
  label: string | null
  postal_code: string
  street: string
  number: string
  complement: string | null
  district: string
  city: string
  state: string
}

/**
 * A store's customers. Values are stored normalised (e-mail lower-case, document and phone
 * without punctuation, document upper-case) so that search, deduplication and uniqueness work
 * on one form. `sort_name` is the name lower-cased without diacritics: name order and name
 * search use it, independent of the database's collation.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortName: text('sort_name').notNull(),
    email: text('email'),
    document: text('document'),
    documentKind: text('document_kind').$type<'cpf' | 'cnpj'>(),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    addresses: jsonb('addresses').$type<CustomerAddressRow[]>().notNull().default([]),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Aggregates kept by the payments and recurrence areas; zero until those exist. */
    purchasesCount: integer('purchases_count').notNull().default(0),
    subscriptionsCount: integer('subscriptions_count').notNull().default(0),
    /** In centavos. */
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    lastPurchaseAt: instant('last_purchase_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', "sort_name")`),
  },
  (t) => [
    // Keyset pages: every sort ends with the id, so the order is total and stable.
    index('customers_created_idx').on(t.appId, t.createdAt, t.id),
    index('customers_name_idx').on(t.appId, t.sortName, t.id),
    index('customers_spent_idx').on(t.appId, t.totalSpent, t.id),
    index('customers_last_purchase_idx').on(t.appId, t.lastPurchaseAt, t.id),
    uniqueIndex('customers_email_key')
      .on(t.appId, t.email.op('text_pattern_ops'))
      .where(sql`"email" is not null`),
    uniqueIndex('customers_document_key')
      .on(t.appId, t.document.op('text_pattern_ops'))
      .where(sql`"document" is not null`),
    index('customers_phone_idx')
      .on(t.appId, t.phone.op('text_pattern_ops'))
      .where(sql`"phone" is not null`),
    index('customers_tags_idx').using('gin', t.tags),
    index('customers_search_idx').using('gin', t.search),
    check('customers_document_kind', sql`"document_kind" in ('cpf', 'cnpj')`),
  ],
)

/**
 * One committed CSV import: its counts, and (in `customer_import_changes`) what it did to each
 * customer, so that it can be undone as a whole.
 */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    createdAt: instant('created_at').notNull(),
    totalRows: integer('total_rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    skipped: integer('skipped').notNull(),
    failed: integer('failed').notNull(),
    undoneAt: instant('undone_at'),
  },
  (t) => [index('customer_imports_app_idx').on(t.appId, t.id)],
)

/** What an import did to one customer: created it, or updated it from `before`. */
export const customerImportChanges = pgTable(
  'customer_import_changes',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => customerImports.id, { onDelete: 'cascade' }),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    action: text('action').$type<'create' | 'update'>().notNull(),
    /** For an update: the changed columns' values before the import (API field names). */
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.customerId] }),
    check('customer_import_changes_action', sql`"action" in ('create', 'update')`),
  ],
)

import { sql } from 'drizzle-orm'
import type { AreaLevels, Role } from '@vitrine/api'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Every timestamp is timestamptz read as a JS Date, so values are UTC instants whatever the
 * session time zone; the panel shows them in America/Sao_Paulo.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Identity keys for tables that grow with traffic (sessions, mail) rather than with accounts. */
const bigIdentity = (name: string) =>
  bigint(name, { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    profession: text('profession'),
    whRole: text('wh_role').notNull().default('none'),
    passwordHash: text('password_hash').notNull(),
    acceptedTermsAt: instant('accepted_terms_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The unique index is on the stored text, so the stored text must already be normalised.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: bigIdentity('id'),
    /** SHA-256 of the token, hex: a leaked table does not give working tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: bigIdentity('id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_tokens_user_id_idx').on(t.userId)],
)

/**
 * Failed sign-in counters, one row per key ('account:<email>' or 'ip:<address>'). Kept in the
 * database rather than in memory so the limit holds across several server processes.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
})

export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/** Every message the server sends, whatever became of it, so none is silently dropped. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigIdentity('id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    error: text('error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  () => [
    check(
      'mail_outbox_status',
      sql.raw(`"status" in (${MAIL_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
)

/** An app is a store. The legacy API sends is_migrated and status as 1/0, so they stay smallint. */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    // No cascade: deleting an account must not silently delete the stores it owns.
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    layoutId: integer('layout_id'),
    isMigrated: smallint('is_migrated').notNull().default(0),
    status: smallint('status').notNull().default(1),
    hasFinancialPending: boolean('has_financial_pending').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('apps_owner_user_id_idx').on(t.ownerUserId),
    check('apps_is_migrated_flag', sql`${t.isMigrated} in (0, 1)`),
    check('apps_status_flag', sql`${t.status} in (0, 1)`),
  ],
)

/** Users invited to an app as managers; their per-area levels live in `permissions`. */
export const appManagers = pgTable(
  'app_managers',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.userId] }),
    // "Which apps does this user manage" is asked on every /apps load.
    index('app_managers_user_id_idx').on(t.userId),
  ],
)

export const PERMISSION_TYPES = ['none', 'read', 'write', 'role'] as const
export type PermissionType = (typeof PERMISSION_TYPES)[number]

/**
 * One entry per manager and area (every area is stored, 'none' included, so each has an id),
 * plus one per special role (type 'role') and an optional 'master' entry that overrides every
 * area. Removing the manager removes them.
 */
export const permissions = pgTable(
  'permissions',
  {
    appId: integer('app_id').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<PermissionType>().notNull(),
    /** The entry's id in the contract (PermissionEntry.id); stable across saves. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.userId, t.name] }),
    foreignKey({
      columns: [t.appId, t.userId],
      foreignColumns: [appManagers.appId, appManagers.userId],
      name: 'permissions_manager_fk',
    }).onDelete('cascade'),
    check(
      'permissions_type',
      sql.raw(`"type" in (${PERMISSION_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
)

/**
 * An invitation to manage an app, sent to an address with no account yet; only its link accepts
 * it (control/invitations.ts). Its id comes from the
 * users' sequence, so an id in the managers list names one person, active (a user id) or
 * invited (an invitation id), and PUT /control/{appId}/save can take either.
 */
export const invitations = pgTable(
  'invitations',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: integer('id')
      .notNull()
      .default(sql`nextval('users_id_seq')`),
    email: text('email').notNull(),
    /** SHA-256 of the link's token; cleared by housekeeping once the link can no longer work. */
    tokenHash: text('token_hash').unique(),
    /** What the manager will hold once they join. */
    permissions: jsonb('permissions').$type<AreaLevels>().notNull(),
    roles: jsonb('roles').$type<Role[]>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    // One open invitation per address and app.
    uniqueIndex('invitations_open_email_idx')
      .on(t.appId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const ACTOR_KINDS = ['user', 'token', 'system'] as const
export type ActorKind = (typeof ACTOR_KINDS)[number]

/**
 * Every change made through the API, written in the transaction of the change. Who did it is
 * copied in (name, e-mail) so the log keeps saying who it was after a rename; ids are kept for
 * the filters. Read newest first by id (keyset pagination).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    /** The user, or for a token the user who created it. */
    actorUserId: integer('actor_user_id'),
    actorTokenId: integer('actor_token_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    area: text('area'),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    label: text('label'),
    /** Only the fields that changed: { field: { before, after } }. */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    index('audit_log_page_idx').on(t.appId, t.id.desc()),
    index('audit_log_area_idx').on(t.appId, t.area, t.id.desc()),
    index('audit_log_actor_idx').on(t.appId, t.actorUserId, t.id.desc()),
    index('audit_log_at_idx').on(t.appId, t.at),
    check(
      'audit_log_action',
      sql.raw(`"action" in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`),
    ),
    check(
      'audit_log_actor_kind',
      sql.raw(`"actor_kind" in (${ACTOR_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
)

/**
 * API tokens: app-scoped secrets sent in the `Token` header, stored as their SHA-256 only.
 * `prefix` (the first characters) lets people recognise a token in the list.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scope: jsonb('scope').$type<AreaLevels>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    /** The last instant the token works (end of the chosen day in America/Sao_Paulo). */
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.appId, t.id] })],
)

/** A reseller's `has_{key}` flags: 1 shows the navbar entry `key` in its panel. */
export type ResellerFlags = Record<`has_${string}`, 0 | 1>

/**
 * A reseller (white-label partner): its brand and which modules its panel shows. `hash` names it
 * in the Whitelabel-Hash header the panel then sends with every call.
 */
export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    hash: text('hash').notNull().unique(),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color'),
    primaryForeground: text('primary_foreground'),
    flags: jsonb('flags').$type<ResellerFlags>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The panel reads the colours as CSS; only plain hex is accepted here.
    check(
      'resellers_colours_hex',
      sql`${t.primaryColor} ~* '^#[0-9a-f]{3,8}$' and ${t.primaryForeground} ~* '^#[0-9a-f]{3,8}$'`,
    ),
  ],
)

/** The hosts a reseller's panel answers on (POST /whitelabel looks them up). */
export const resellerDomains = pgTable(
  'reseller_domains',
  {
    domain: text('domain').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('reseller_domains_reseller_id_idx').on(t.resellerId),
    check('reseller_domains_lower_case', sql`${t.domain} = lower(${t.domain})`),
  ],
)

/** People who run a reseller: they manage every store of it (see access/membership.ts). */
export const resellerManagers = pgTable(
  'reseller_managers',
  {
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resellerId, t.userId] }),
    index('reseller_managers_user_id_idx').on(t.userId),
  ],
)

/** The stores a reseller sells; a store belongs to one reseller at most. */
export const resellerApps = pgTable(
  'reseller_apps',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('reseller_apps_reseller_id_idx').on(t.resellerId)],
)

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * What the store's people are told about (the notifications page): written by the server in the
 * transaction of the event. Read newest first by id; whether each person has read it is in
 * `notification_reads`.
 */
export const storeNotifications = pgTable(
  'store_notifications',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    /** A panel path the notification leads to. */
    link: text('link'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.id] }),
    check(
      'store_notifications_type',
      sql.raw(`"type" in (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
)

/** Who has read which notification: read state is per person. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    appId: integer('app_id').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.notificationId, t.userId] }),
    foreignKey({
      columns: [t.appId, t.notificationId],
      foreignColumns: [storeNotifications.appId, storeNotifications.id],
      name: 'notification_reads_notification_fk',
    }).onDelete('cascade'),
  ],
)

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

/**
 * Postal-code lookups from the public service, shared by every store. Found codes are kept for
 * long, codes the service does not know for a day; failures of the service are not kept.
 */
export const postalCodes = pgTable('postal_codes', {
  code: text('code').primaryKey(),
  address: jsonb('address').$type<Record<string, string> | null>(),
  fetchedAt: instant('fetched_at').notNull(),
})

export * from '../webhooks/schema.ts'

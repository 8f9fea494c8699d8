import { sql } from 'drizzle-orm'
import type { AreaLevels } from '@vitrine/api'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { instant } from '../db/columns.ts'
import { users } from '../identity/schema.ts'

/*
 * Who may act on which store: the stores, their managers and per-area levels, app-scoped API
 * tokens, and the resellers whose people manage every store they sell. Access reads all of
 * these on every app call, so they sit below the domains that manage them.
 */

/**
 * An app is a store. The legacy API sends is_migrated and status as 1/0, so they stay smallint.
 *
 * `slug` names the store in its payers' public addresses (`/acc/<slug>`, the payer's account
 * page): unique, lower-case letters, digits and hyphens. The database derives it from the name
 * when a store is inserted without one (trigger `apps_assign_slug`, migration 0012: accents
 * folded, "-2", "-3"… on a collision), so every way a store is made — the seed, tests, a future
 * "new store" route — gets one alike. It is not editable yet: a changed slug would break the
 * links payers already hold, so renaming it waits for a redirect from the old one. The column's
 * `default null` only tells drizzle the value may be left out: the trigger fills it before the
 * NOT NULL is checked.
 */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    // No cascade: deleting an account must not silently delete the stores it owns.
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    slug: text('slug')
      .notNull()
      .default(sql`null`),
    layoutId: integer('layout_id'),
    isMigrated: smallint('is_migrated').notNull().default(0),
    status: smallint('status').notNull().default(1),
    hasFinancialPending: boolean('has_financial_pending').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('apps_owner_user_id_idx').on(t.ownerUserId),
    uniqueIndex('apps_slug_key').on(t.slug),
    check('apps_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
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

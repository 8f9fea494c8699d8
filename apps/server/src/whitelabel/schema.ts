import { SMTP_SECURITIES } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { resellers } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { smtpServerColumns } from '../ecommerce/mails/schema.ts'
import { users } from '../identity/schema.ts'

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

/**
 * What a reseller's settings hold beyond its brand row in `resellers` (name, logo, colours,
 * flags): the favicon, the support contacts its stores' people see, and the platforms its
 * stores may run on. One row per reseller, written on the first save; none reads the defaults.
 */
export const resellerSettings = pgTable('reseller_settings', {
  resellerId: integer('reseller_id')
    .primaryKey()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  faviconUrl: text('favicon_url').notNull().default(''),
  supportEmail: text('support_email').notNull().default(''),
  supportPhone: text('support_phone').notNull().default(''),
  supportWhatsapp: text('support_whatsapp').notNull().default(''),
  helpUrl: text('help_url').notNull().default(''),
  /** Platform keys (whitelabel/platforms.ts); empty: every platform. */
  platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/**
 * The reseller's SMTP server, for its stores that have none of their own (the sender picks the
 * store's, then this, then the platform's: whitelabel/smtp.ts). Same columns and encryption as
 * the store's (`ecommerce_mail_smtp`).
 */
export const resellerSmtp = pgTable(
  'reseller_smtp',
  {
    resellerId: integer('reseller_id')
      .primaryKey()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    ...smtpServerColumns(),
  },
  (t) => [
    check(
      'reseller_smtp_security',
      sql.raw(`"security" in (${SMTP_SECURITIES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('reseller_smtp_port', sql`${t.port} between 1 and 65535`),
  ],
)

/**
 * An address invited to run a reseller that had no account yet. It joins the reseller's
 * managers when a person with that address, confirmed, signs in (whitelabel/managers.ts).
 * Its id comes from the users' sequence, as store invitations' do, so one list names both.
 */
export const resellerInvitations = pgTable(
  'reseller_invitations',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reseller_invitations_email_idx').on(t.resellerId, t.email),
    index('reseller_invitations_by_email_idx').on(t.email),
    check('reseller_invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

import type { SmtpSettings, SmtpSettingsInput, SmtpVerifyResult } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { resellerApps } from '../access/schema.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { decryptSmtpPassword, encryptSmtpPassword } from '../ecommerce/mails/smtp-secret.ts'
import {
  storeSmtp,
  transportOptions,
  verifySmtpWith,
  type StoreSmtp,
} from '../ecommerce/mails/smtp.ts'
import { credentialsKey } from '../gateways/credentials.ts'
import { resellerSmtp } from './schema.ts'

/*
 * The reseller's SMTP server: the store SMTP's contract, checks and encryption
 * (ecommerce/mails/smtp.ts, smtp-secret.ts), kept per reseller. Its password is encrypted with
 * the reseller's own associated data: the store cipher binds a ciphertext to a positive store id,
 * so a reseller's is bound to the negative of its id — never a store's, and a ciphertext moved
 * between a store and a reseller (or two resellers) does not decrypt.
 */

type Row = typeof resellerSmtp.$inferSelect

const cipherId = (resellerId: number) => -resellerId

const NOT_CONFIGURED: SmtpSettings = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  has_password: false,
  sender_name: '',
  sender_email: '',
  updated_at: null,
}

function toSettings(row: Row | undefined): SmtpSettings {
  if (!row) return { ...NOT_CONFIGURED }
  return {
    configured: true,
    host: row.host,
    port: row.port,
    security: row.security,
    user: row.user,
    has_password: row.passwordEncrypted !== null,
    sender_name: row.senderName,
    sender_email: row.senderEmail,
    updated_at: row.updatedAt.toISOString(),
  }
}

async function findRow(db: Database, resellerId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(resellerSmtp).where(eq(resellerSmtp.resellerId, resellerId))
  return row
}

function passwordOf(config: Config, row: Row): string | null {
  return row.passwordEncrypted
    ? decryptSmtpPassword(credentialsKey(config), cipherId(row.resellerId), row.passwordEncrypted)
    : null
}

export async function getResellerSmtp(db: Database, resellerId: number): Promise<SmtpSettings> {
  return toSettings(await findRow(db, resellerId))
}

/** `password` left out keeps the stored one, '' removes it (as the store's). */
export async function saveResellerSmtp(
  db: Database,
  config: Config,
  resellerId: number,
  input: SmtpSettingsInput,
  now: Date,
): Promise<SmtpSettings> {
  const current = await findRow(db, resellerId)
  const passwordEncrypted =
    input.password === undefined
      ? (current?.passwordEncrypted ?? null)
      : input.password === ''
        ? null
        : encryptSmtpPassword(credentialsKey(config), cipherId(resellerId), input.password)
  const values = {
    host: input.host,
    port: input.port,
    security: input.security,
    user: input.user ?? '',
    passwordEncrypted,
    senderName: input.sender_name,
    senderEmail: input.sender_email,
    updatedAt: now,
  }
  const [row] = await db
    .insert(resellerSmtp)
    .values({ resellerId, ...values })
    .onConflictDoUpdate({ target: resellerSmtp.resellerId, set: values })
    .returning()
  return toSettings(row)
}

export async function removeResellerSmtp(db: Database, resellerId: number): Promise<SmtpSettings> {
  await db.delete(resellerSmtp).where(eq(resellerSmtp.resellerId, resellerId))
  return { ...NOT_CONFIGURED }
}

/** "Testar conexão" with the form's values; a password left out is the stored one. */
export async function verifyResellerSmtp(
  db: Database,
  config: Config,
  resellerId: number,
  input: SmtpSettingsInput,
): Promise<SmtpVerifyResult> {
  let password = input.password ?? null
  if (password === null) {
    const row = await findRow(db, resellerId)
    password = row ? passwordOf(config, row) : null
  }
  return verifySmtpWith(input, password)
}

/** Where a store's mail goes out: its own SMTP, else its reseller's, else the platform's. */
export type MailRoute =
  | { via: 'store'; smtp: StoreSmtp }
  | { via: 'reseller'; smtp: StoreSmtp }
  | { via: 'platform'; smtp: null }

/** The store's own SMTP first, then its reseller's; null smtp: the platform's transport. */
export async function mailRouteOf(db: Database, config: Config, appId: number): Promise<MailRoute> {
  const own = await storeSmtp(db, config, appId)
  if (own) return { via: 'store', smtp: own }
  const [row] = await db
    .select({ smtp: resellerSmtp })
    .from(resellerApps)
    .innerJoin(resellerSmtp, eq(resellerSmtp.resellerId, resellerApps.resellerId))
    .where(eq(resellerApps.appId, appId))
    .limit(1)
  if (!row) return { via: 'platform', smtp: null }
  return {
    via: 'reseller',
    smtp: {
      transport: transportOptions(row.smtp, passwordOf(config, row.smtp)),
      from: { name: row.smtp.senderName, address: row.smtp.senderEmail },
    },
  }
}

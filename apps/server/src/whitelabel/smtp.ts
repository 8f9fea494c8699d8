import type { SmtpSettings, SmtpSettingsInput, SmtpVerifyResult } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { resellerApps } from '../access/schema.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import {
  SMTP_NOT_CONFIGURED,
  smtpRowOf,
  smtpSettingsOf,
  storeSmtp,
  transportOptions,
  verifySmtpWith,
  type StoreSmtp,
} from '../ecommerce/mails/smtp.ts'
import { credentialsKey } from '../gateways/credentials.ts'
import { openSecret, sealSecret } from '../identity/secrets.ts'
import { resellerSmtp } from './schema.ts'

/*
 * The reseller's SMTP server: the store SMTP's contract, checks and row (ecommerce/mails/smtp.ts),
 * kept per reseller. Its password is sealed with the reseller as its owner, so a ciphertext moved
 * between a store and a reseller, or between two resellers, does not open.
 */

type Row = typeof resellerSmtp.$inferSelect

const owner = (resellerId: number) => `reseller-smtp:${resellerId}`

async function findRow(db: Database, resellerId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(resellerSmtp).where(eq(resellerSmtp.resellerId, resellerId))
  return row
}

function passwordOf(config: Config, row: Row): string | null {
  return row.passwordEncrypted
    ? openSecret(credentialsKey(config), owner(row.resellerId), row.passwordEncrypted)
    : null
}

export async function getResellerSmtp(db: Database, resellerId: number): Promise<SmtpSettings> {
  return smtpSettingsOf(await findRow(db, resellerId))
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
  const values = smtpRowOf(
    input,
    current?.passwordEncrypted ?? null,
    (password) => sealSecret(credentialsKey(config), owner(resellerId), password),
    now,
  )
  const [row] = await db
    .insert(resellerSmtp)
    .values({ resellerId, ...values })
    .onConflictDoUpdate({ target: resellerSmtp.resellerId, set: values })
    .returning()
  return smtpSettingsOf(row)
}

export async function removeResellerSmtp(db: Database, resellerId: number): Promise<SmtpSettings> {
  await db.delete(resellerSmtp).where(eq(resellerSmtp.resellerId, resellerId))
  return { ...SMTP_NOT_CONFIGURED }
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

import type { SmtpFailure, SmtpSettings, SmtpSettingsInput, SmtpVerifyResult } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { credentialsKey } from '../../gateways/credentials.ts'
import { decryptSmtpPassword, encryptSmtpPassword } from './smtp-secret.ts'
import { ecommerceMailSmtp } from './schema.ts'

type SmtpRow = typeof ecommerceMailSmtp.$inferSelect

/** A store's SMTP as nodemailer takes it, with the sender to put in From. */
export interface StoreSmtp {
  transport: SMTPTransport.Options
  from: { name: string; address: string }
}

/** What a store's and a reseller's SMTP rows share (mails/schema.ts `smtpServerColumns`). */
type SmtpServerRow = Omit<SmtpRow, 'appId'>

/** The answer for an owner with no SMTP of its own. */
export const SMTP_NOT_CONFIGURED: SmtpSettings = {
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

/** A row as answered: never the password, only whether there is one. */
export function smtpSettingsOf(row: SmtpServerRow | undefined): SmtpSettings {
  if (!row) return { ...SMTP_NOT_CONFIGURED }
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

/**
 * The row to write for a save: `password` left out keeps the stored one (`kept`), '' removes
 * it, anything else is sealed by `seal`.
 */
export function smtpRowOf(
  input: SmtpSettingsInput,
  kept: string | null,
  seal: (password: string) => string,
  now: Date,
): SmtpServerRow {
  return {
    host: input.host,
    port: input.port,
    security: input.security,
    user: input.user ?? '',
    passwordEncrypted:
      input.password === undefined ? kept : input.password === '' ? null : seal(input.password),
    senderName: input.sender_name,
    senderEmail: input.sender_email,
    updatedAt: now,
  }
}

async function findRow(db: Database, appId: number) {
  const [row] = await db.select().from(ecommerceMailSmtp).where(eq(ecommerceMailSmtp.appId, appId))
  return row
}

export async function getSmtp(db: Database, appId: number): Promise<SmtpSettings> {
  return smtpSettingsOf(await findRow(db, appId))
}

/** `password` left out keeps the stored one, '' removes it. */
export async function saveSmtp(
  db: Database,
  config: Config,
  appId: number,
  input: SmtpSettingsInput,
  now: Date,
): Promise<SmtpSettings> {
  const current = await findRow(db, appId)
  const values = smtpRowOf(
    input,
    current?.passwordEncrypted ?? null,
    (password) => encryptSmtpPassword(credentialsKey(config), appId, password),
    now,
  )
  const [row] = await db
    .insert(ecommerceMailSmtp)
    .values({ appId, ...values })
    .onConflictDoUpdate({ target: ecommerceMailSmtp.appId, set: values })
    .returning()
  return smtpSettingsOf(row)
}

export async function removeSmtp(db: Database, appId: number): Promise<SmtpSettings> {
  await db.delete(ecommerceMailSmtp).where(eq(ecommerceMailSmtp.appId, appId))
  return { ...SMTP_NOT_CONFIGURED }
}

/** How long "Testar conexão" and a send wait on each phase: a person is watching. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** Also the reseller's SMTP's (whitelabel/smtp.ts): the same timeouts and TLS choices. */
export function transportOptions(
  settings: Pick<SmtpSettingsInput, 'host' | 'port' | 'security' | 'user'>,
  password: string | null,
): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    // tls: TLS from the first byte (465); starttls: the upgrade is required; none: never tried,
    // so a server's broken STARTTLS cannot fail a store that chose plain SMTP.
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.user ? { user: settings.user, pass: password ?? '' } : undefined,
    ...TIMEOUTS,
  }
}

/** The store's SMTP to send with, or null: the platform's transport then. */
export async function storeSmtp(
  db: Database,
  config: Config,
  appId: number,
): Promise<StoreSmtp | null> {
  const row = await findRow(db, appId)
  if (!row) return null
  const password = row.passwordEncrypted
    ? decryptSmtpPassword(credentialsKey(config), appId, row.passwordEncrypted)
    : null
  return {
    transport: transportOptions({ ...row, user: row.user }, password),
    from: { name: row.senderName, address: row.senderEmail },
  }
}

const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

interface SmtpError {
  code?: string
  message?: string
  responseCode?: number
  command?: string
  cause?: unknown
}

/** The node or TLS code under nodemailer's own (ESOCKET wraps ECONNREFUSED, certificates…). */
function codesOf(error: SmtpError): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as SmtpError
    if (typeof code === 'string') codes.push(code)
    // nodemailer's ESOCKET keeps the system's code only in its message ("connect ECONNREFUSED …").
    for (const found of String(message ?? '').match(/\bE[A-Z]{3,}\b/g) ?? []) codes.push(found)
    current = (current as SmtpError).cause
  }
  return codes
}

/**
 * A failure of nodemailer as something a store owner can act on, in Portuguese: which part
 * failed (address, port, encryption, certificate, login) and what to check.
 */
export function smtpFailure(
  error: unknown,
  settings: Pick<SmtpSettingsInput, 'host' | 'port' | 'security'>,
): SmtpVerifyResult {
  const err = (error ?? {}) as SmtpError
  const codes = codesOf(err)
  const message = String(err.message ?? '')
  const where = `${settings.host}:${settings.port}`
  const answer = (failure: SmtpFailure, reason: string) => ({
    ok: false as const,
    failure,
    reason,
    code: codes.find((code) => code !== 'ESOCKET' && code !== 'ECONNECTION') ?? codes[0] ?? null,
  })
  if (
    codes.some((code) => CERTIFICATE_CODES.has(code)) ||
    /certificate|self[- ]signed/i.test(message)
  )
    return answer(
      'certificate',
      `O certificado TLS de ${settings.host} não é válido (vencido, autoassinado ou de outro nome). Use o endereço que consta no certificado do servidor ou peça ao provedor um certificado válido.`,
    )
  if (codes.includes('EAUTH') || err.responseCode === 535)
    return answer(
      'auth',
      'O servidor SMTP recusou o usuário ou a senha. Confira as credenciais (alguns provedores exigem uma senha de aplicativo).',
    )
  if (codes.includes('ECONNREFUSED'))
    return answer(
      'refused',
      `O servidor recusou a conexão em ${where}. Confira o endereço e a porta (normalmente 587 com STARTTLS ou 465 com TLS).`,
    )
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN') || codes.includes('EDNS'))
    return answer(
      'host_not_found',
      `O servidor ${settings.host} não foi encontrado. Confira se o endereço está escrito corretamente.`,
    )
  if (
    codes.includes('ETLS') ||
    /wrong version number|ssl|tls|starttls|packet length/i.test(message)
  )
    return answer(
      'tls',
      settings.security === 'tls'
        ? `${where} não respondeu com TLS. Se a porta for 587 ou 25, escolha STARTTLS ou Nenhuma em "Segurança".`
        : settings.security === 'starttls'
          ? `${where} não oferece STARTTLS. Escolha TLS/SSL se a porta for 465, ou confira com o provedor se o servidor aceita conexões seguras.`
          : `A conexão com ${where} falhou na negociação de segurança. Confira a opção de "Segurança" e a porta.`,
    )
  if (
    codes.includes('ETIMEDOUT') ||
    codes.includes('ETIMEOUT') ||
    /timeout|timed out/i.test(message)
  )
    return answer(
      settings.security === 'tls' ? 'tls' : 'timeout',
      settings.security === 'tls'
        ? `${where} não concluiu a conexão TLS a tempo. Se a porta for 587 ou 25, escolha STARTTLS ou Nenhuma em "Segurança"; senão, confira se um firewall bloqueia a porta.`
        : `${where} não respondeu a tempo. Confira o endereço, a porta e se um firewall bloqueia a conexão.`,
    )
  if (codes.includes('EENVELOPE') || codes.includes('EMESSAGE'))
    return answer('unknown', `O servidor SMTP não aceitou a mensagem: ${message}`)
  if (codes.includes('EPROTOCOL') || /greeting/i.test(message))
    return answer('greeting', `${where} não respondeu como um servidor SMTP. Confira a porta.`)
  return answer(
    'unknown',
    `Não foi possível conectar ao servidor SMTP (${message || 'erro desconhecido'}).`,
  )
}

/** nodemailer's verify() with these settings and password: connects, negotiates TLS, logs in. */
export async function verifySmtpWith(
  settings: Pick<SmtpSettingsInput, 'host' | 'port' | 'security' | 'user'>,
  password: string | null,
): Promise<SmtpVerifyResult> {
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport(transportOptions(settings, password))
  try {
    await transport.verify()
    return { ok: true, failure: null, reason: null, code: null }
  } catch (error) {
    return smtpFailure(error, settings)
  } finally {
    transport.close()
  }
}

/**
 * "Testar conexão" with the form's values (unsaved); a password left out is the stored one.
 * Sends nothing.
 */
export async function verifySmtp(
  db: Database,
  config: Config,
  appId: number,
  input: SmtpSettingsInput,
): Promise<SmtpVerifyResult> {
  let password = input.password ?? null
  if (password === null) {
    const row = await findRow(db, appId)
    password = row?.passwordEncrypted
      ? decryptSmtpPassword(credentialsKey(config), appId, row.passwordEncrypted)
      : null
  }
  return verifySmtpWith(input, password)
}

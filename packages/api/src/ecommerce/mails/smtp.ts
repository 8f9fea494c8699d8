import * as v from 'valibot'
import { between, email, length, required } from '../../validation/index.ts'
import { label } from './fields.ts'

/*
 * The store's own SMTP server (`mails/smtp`). Until one is saved, the store's mails go through
 * the platform's transport. The password is write-only: never answered, kept encrypted.
 */

/** none: plain (port 25/587 without upgrade); starttls: upgrade required (587); tls: implicit TLS (465). */
export const SMTP_SECURITIES = ['none', 'starttls', 'tls'] as const
export type SmtpSecurity = (typeof SMTP_SECURITIES)[number]

export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  none: 'Nenhuma',
  starttls: 'STARTTLS',
  tls: 'TLS/SSL',
}

export const smtpLabels = {
  host: label('Servidor', 'Host'),
  port: label('Porta', 'Port', true),
  security: label('Segurança', 'Security', true),
  user: label('Usuário', 'User'),
  password: label('Senha', 'Password', true),
  senderName: label('Nome do remetente', 'Sender name'),
  senderEmail: label('E-mail do remetente', 'Sender e-mail'),
} as const

/** GET /apps/{appId}/mails/smtp. `configured` false: defaults, the platform sends. */
export const SmtpSettingsSchema = v.object({
  configured: v.boolean(),
  host: v.string(),
  port: v.number(),
  security: v.picklist(SMTP_SECURITIES),
  user: v.string(),
  /** Whether a password is kept (the password itself is never answered). */
  has_password: v.boolean(),
  sender_name: v.string(),
  sender_email: v.string(),
  updated_at: v.nullable(v.string()),
})
export type SmtpSettings = v.InferOutput<typeof SmtpSettingsSchema>

const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/

/**
 * PUT /apps/{appId}/mails/smtp and the body of POST …/smtp/verify. `password` left out keeps
 * the stored one; an empty string removes it (servers without authentication).
 */
export const SmtpSettingsInputSchema = v.object({
  host: v.pipe(
    v.string(),
    v.trim(),
    required({ label: smtpLabels.host }),
    length(0, 253, { label: smtpLabels.host }),
    v.regex(HOST, (issue) =>
      issue.lang === 'en'
        ? 'Enter a host name such as smtp.example.com.'
        : 'Informe um servidor como smtp.exemplo.com.br.',
    ),
  ),
  port: v.pipe(v.number(), v.integer(), between(1, 65535, { label: smtpLabels.port })),
  security: v.picklist(SMTP_SECURITIES),
  user: v.optional(v.pipe(v.string(), v.trim(), length(0, 254, { label: smtpLabels.user })), ''),
  password: v.optional(v.pipe(v.string(), length(0, 512, { label: smtpLabels.password }))),
  sender_name: v.pipe(
    v.string(),
    v.trim(),
    required({ label: smtpLabels.senderName }),
    length(0, 120, { label: smtpLabels.senderName }),
  ),
  sender_email: v.pipe(
    v.string(),
    v.trim(),
    required({ label: smtpLabels.senderEmail }),
    length(0, 254, { label: smtpLabels.senderEmail }),
    email({ label: smtpLabels.senderEmail }),
  ),
})
export type SmtpSettingsInput = v.InferInput<typeof SmtpSettingsInputSchema>

export const SMTP_FAILURES = [
  'refused',
  'timeout',
  'host_not_found',
  'auth',
  'tls',
  'certificate',
  'greeting',
  'unknown',
] as const
export type SmtpFailure = (typeof SMTP_FAILURES)[number]

/**
 * POST /apps/{appId}/mails/smtp/verify: nodemailer's verify() against the given settings
 * (not saved). A failure is an answer (200), not an error: `reason` is for the screen.
 */
export const SmtpVerifyResultSchema = v.object({
  ok: v.boolean(),
  failure: v.nullable(v.picklist(SMTP_FAILURES)),
  /** A clear Portuguese sentence saying what went wrong and what to check. */
  reason: v.nullable(v.string()),
  /** The underlying code (ECONNREFUSED, EAUTH, …), for support. */
  code: v.nullable(v.string()),
})
export type SmtpVerifyResult = v.InferOutput<typeof SmtpVerifyResultSchema>

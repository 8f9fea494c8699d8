import * as v from 'valibot'
import { CHECKOUT_APP_SLUGS } from './catalogue.ts'
import { digitsOnly } from '../../customers/contact.ts'

/*
 * The marketplace over HTTP (checkout service, checkout level): each catalogue app with the
 * store's installation, and the anti-fraud app's decision log. The catalogue itself (names,
 * descriptions, settings schemas) is the contract's constant, joined by slug.
 */

export const SettingsValueSchema = v.union([v.string(), v.number(), v.boolean(), v.null()])
export const AppSettingsSchema = v.record(v.string(), SettingsValueSchema)

export const CheckoutAppInstallationSchema = v.object({
  slug: v.picklist(CHECKOUT_APP_SLUGS),
  installed: v.boolean(),
  /** The saved settings; null when the app is not installed. */
  settings: v.nullable(AppSettingsSchema),
  installed_at: v.nullable(v.string()),
  updated_at: v.nullable(v.string()),
})
export type CheckoutAppInstallation = v.InferOutput<typeof CheckoutAppInstallationSchema>

/** The anti-fraud rules, in the order they are checked. */
export const ANTIFRAUD_RULES = {
  blocked_document: 'CPF/CNPJ bloqueado',
  blocked_email_domain: 'Domínio de e-mail bloqueado',
  max_amount: 'Valor máximo por pagamento',
  max_payments_per_document: 'Pagamentos por CPF/CNPJ em 24 horas',
} as const
export type AntifraudRule = keyof typeof ANTIFRAUD_RULES

export const AntifraudDecisionSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  approved: v.boolean(),
  /** The rule that refused; null when approved. */
  rule: v.nullable(v.picklist(Object.keys(ANTIFRAUD_RULES) as [AntifraudRule, ...AntifraudRule[]])),
  amount_cents: v.number(),
  /** Masked: the payer's document shows only its middle digits. */
  document: v.string(),
  email: v.string(),
  link_title: v.string(),
})
export type AntifraudDecision = v.InferOutput<typeof AntifraudDecisionSchema>

/** A document with only the middle digits showing: ***.456.789-** or **.345.678/****-**. */
export function maskDocument(document: string): string {
  const digits = digitsOnly(document)
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
  if (digits.length === 14) return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/****-**`
  return '***'
}

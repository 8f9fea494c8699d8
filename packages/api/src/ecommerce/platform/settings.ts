import * as v from 'valibot'
import { isValidCnpj, normalizeDocument } from '../../customers/document.ts'
import { email, length, required, type FieldLabel } from '../../validation/index.ts'
import { platformText, type PlatformText } from './texts.ts'

/*
 * The store's platform settings (issue 15 item 4): who the store is (name, domain, legal
 * identity, contact), where it lives in time (a Brazilian time zone; the currency is always BRL)
 * and whether it is under maintenance. Read and saved whole under the ecommerce level
 * (`/api/ecommerce/apps/{appId}/platform`); empty strings mean "not given" for the optional ones.
 */

/** Brazil's IANA zones, the store's default first. */
export const BRAZILIAN_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Santarem',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
] as const
export type BrazilianTimeZone = (typeof BRAZILIAN_TIME_ZONES)[number]
export const DEFAULT_TIME_ZONE: BrazilianTimeZone = 'America/Sao_Paulo'

/** The networks a store links to, with the hosts a profile address may be on. */
export const SOCIAL_NETWORKS = {
  instagram: { name: 'Instagram', hosts: ['instagram.com'] },
  facebook: { name: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  tiktok: { name: 'TikTok', hosts: ['tiktok.com'] },
  youtube: { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  x: { name: 'X', hosts: ['x.com', 'twitter.com'] },
} as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const platformLabels = {
  store_name: label('Nome da loja', 'Store name'),
  domain: label('Domínio', 'Domain'),
  contact_email: label('E-mail de contato', 'Contact e-mail'),
  contact_phone: label('Telefone de contato', 'Contact phone'),
  legal_name: label('Razão social', 'Legal name', true),
  cnpj: label('CNPJ', 'CNPJ'),
  maintenance_message: label('Mensagem de manutenção', 'Maintenance message', true),
} as const

const say =
  (text: PlatformText, params?: Record<string, string>) => (issue: v.BaseIssue<unknown>) =>
    platformText(issue.lang, text, params)

/** An optional text: trimmed, '' when absent. */
const optionalText = (max: number, fieldLabel: FieldLabel) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), length(0, max, { label: fieldLabel }))

/** A host name of two labels or more (loja.com.br), lower-cased; no scheme, port or path. */
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export function isStoreDomain(value: string): boolean {
  return HOSTNAME.test(value)
}

/** True when `value` is an https/http address on one of the network's hosts (or a subdomain). */
export function isSocialProfile(value: string, network: SocialNetwork): boolean {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  const host = parsed.hostname.toLowerCase()
  const onNetwork = SOCIAL_NETWORKS[network].hosts.some(
    (allowed) => host === allowed || host.endsWith(`.${allowed}`),
  )
  return onNetwork && parsed.pathname.length > 1
}

const socialField = (network: SocialNetwork) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || isSocialProfile(value, network),
      say('social', { network: SOCIAL_NETWORKS[network].name }),
    ),
  )

export const PlatformSettingsInputSchema = v.pipe(
  v.object({
    store_name: v.pipe(
      v.string(),
      v.trim(),
      required({ label: platformLabels.store_name }),
      length(0, 120, { label: platformLabels.store_name }),
    ),
    domain: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.toLowerCase(),
      v.check((value) => value === '' || isStoreDomain(value), say('domain')),
    ),
    /** Shown, never chosen: every amount of the platform is in centavos of real. */
    currency: v.optional(v.literal('BRL'), 'BRL'),
    time_zone: v.optional(v.picklist(BRAZILIAN_TIME_ZONES, say('timeZone')), DEFAULT_TIME_ZONE),
    contact_email: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.toLowerCase(),
      email({ label: platformLabels.contact_email }),
      length(0, 254, { label: platformLabels.contact_email }),
    ),
    contact_phone: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => value.replace(/[\s().+-]/g, '').replace(/^55(?=\d{10,11}$)/, '')),
      v.check((value) => value === '' || /^[1-9]{2}\d{8,9}$/.test(value), say('phone')),
    ),
    legal_name: optionalText(200, platformLabels.legal_name),
    cnpj: v.pipe(
      v.optional(v.string(), ''),
      v.transform(normalizeDocument),
      v.check((value) => value === '' || isValidCnpj(value), say('cnpj')),
    ),
    social: v.optional(
      v.object({
        instagram: socialField('instagram'),
        facebook: socialField('facebook'),
        tiktok: socialField('tiktok'),
        youtube: socialField('youtube'),
        x: socialField('x'),
      }),
      {},
    ),
    maintenance: v.optional(
      v.object({
        enabled: v.optional(v.boolean(), false),
        message: optionalText(500, platformLabels.maintenance_message),
      }),
      {},
    ),
  }),
  // The message is what the closed store shows: no message, no maintenance.
  v.forward(
    v.check(
      (value) => !value.maintenance.enabled || value.maintenance.message !== '',
      say('maintenanceMessage'),
    ),
    ['maintenance', 'message'],
  ),
)
export type PlatformSettingsInput = v.InferInput<typeof PlatformSettingsInputSchema>
export type PlatformSettingsValues = v.InferOutput<typeof PlatformSettingsInputSchema>

const SocialSchema = v.object({
  instagram: v.string(),
  facebook: v.string(),
  tiktok: v.string(),
  youtube: v.string(),
  x: v.string(),
})

/** GET/PUT …/platform: the settings as stored (the defaults when never saved). */
export const PlatformSettingsSchema = v.object({
  store_name: v.string(),
  domain: v.string(),
  currency: v.literal('BRL'),
  time_zone: v.picklist(BRAZILIAN_TIME_ZONES),
  contact_email: v.string(),
  contact_phone: v.string(),
  legal_name: v.string(),
  cnpj: v.string(),
  social: SocialSchema,
  maintenance: v.object({ enabled: v.boolean(), message: v.string() }),
  /** Null until first saved. */
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
})
export type PlatformSettings = v.InferOutput<typeof PlatformSettingsSchema>

/** The settings' fields people read in the publish summary and the logs. */
export const PLATFORM_FIELD_NAMES: Record<string, string> = {
  store_name: 'Nome da loja',
  domain: 'Domínio',
  currency: 'Moeda',
  time_zone: 'Fuso horário',
  contact_email: 'E-mail de contato',
  contact_phone: 'Telefone de contato',
  legal_name: 'Razão social',
  cnpj: 'CNPJ',
  social: 'Redes sociais',
  maintenance: 'Modo de manutenção',
}

/** A never-saved store's settings, named after the store. */
export function defaultPlatformSettings(storeName: string): PlatformSettingsValues {
  return {
    store_name: storeName,
    domain: '',
    currency: 'BRL',
    time_zone: DEFAULT_TIME_ZONE,
    contact_email: '',
    contact_phone: '',
    legal_name: '',
    cnpj: '',
    social: { instagram: '', facebook: '', tiktok: '', youtube: '', x: '' },
    maintenance: { enabled: false, message: '' },
  }
}

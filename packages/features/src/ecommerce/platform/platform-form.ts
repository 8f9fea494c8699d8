import {
  formatDocument,
  SOCIAL_NETWORK_KEYS,
  type BrazilianTimeZone,
  type PlatformSettings,
  type PlatformSettingsInput,
  type SocialNetwork,
} from '@vitrine/api'

/** The form as typed: every field a string (or the switch), checked by the server's schema. */
export interface PlatformForm {
  store_name: string
  domain: string
  time_zone: BrazilianTimeZone
  contact_email: string
  contact_phone: string
  legal_name: string
  cnpj: string
  social: Record<SocialNetwork, string>
  maintenance_enabled: boolean
  maintenance_message: string
}

/** (11) 98765-4321 or (11) 3456-7890, as far as the digits go. */
export function formatPhone(digits: string): string {
  const value = digits.replace(/\D/g, '').slice(0, 11)
  if (value.length <= 2) return value
  const rest = value.slice(2)
  const split = rest.length > 8 ? 5 : 4
  return `(${value.slice(0, 2)}) ${rest.slice(0, split)}${rest.length > split ? `-${rest.slice(split)}` : ''}`
}

export function platformFormOf(settings: PlatformSettings): PlatformForm {
  return {
    store_name: settings.store_name,
    domain: settings.domain,
    time_zone: settings.time_zone,
    contact_email: settings.contact_email,
    contact_phone: formatPhone(settings.contact_phone),
    legal_name: settings.legal_name,
    cnpj: settings.cnpj ? formatDocument(settings.cnpj) : '',
    social: { ...settings.social },
    maintenance_enabled: settings.maintenance.enabled,
    maintenance_message: settings.maintenance.message,
  }
}

export function platformInputOf(form: PlatformForm): PlatformSettingsInput {
  return {
    store_name: form.store_name,
    domain: form.domain,
    currency: 'BRL',
    time_zone: form.time_zone,
    contact_email: form.contact_email,
    contact_phone: form.contact_phone,
    legal_name: form.legal_name,
    cnpj: form.cnpj,
    social: Object.fromEntries(SOCIAL_NETWORK_KEYS.map((key) => [key, form.social[key]])) as Record<
      SocialNetwork,
      string
    >,
    maintenance: { enabled: form.maintenance_enabled, message: form.maintenance_message },
  }
}

/** The server's field paths (`social.instagram`, `maintenance.message`) on the form's fields. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fields)) {
    errors[path === 'maintenance.message' ? 'maintenance_message' : path] = message
  }
  return errors
}

/** São Paulo's zone names, said the way a storekeeper knows them. */
export const TIME_ZONE_LABELS: Record<BrazilianTimeZone, string> = {
  'America/Sao_Paulo': 'Brasília (São Paulo, Rio, Sul, Goiás, DF, MG)',
  'America/Bahia': 'Bahia',
  'America/Fortaleza': 'Fortaleza (CE, RN, PB, PI, MA)',
  'America/Recife': 'Recife (PE)',
  'America/Maceio': 'Maceió (AL, SE)',
  'America/Belem': 'Belém (PA, AP)',
  'America/Araguaina': 'Araguaína (TO)',
  'America/Manaus': 'Manaus (AM)',
  'America/Cuiaba': 'Cuiabá (MT)',
  'America/Campo_Grande': 'Campo Grande (MS)',
  'America/Porto_Velho': 'Porto Velho (RO)',
  'America/Boa_Vista': 'Boa Vista (RR)',
  'America/Santarem': 'Santarém (PA oeste)',
  'America/Rio_Branco': 'Rio Branco (AC)',
  'America/Eirunepe': 'Eirunepé (AM oeste)',
  'America/Noronha': 'Fernando de Noronha',
}

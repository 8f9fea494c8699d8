import {
  formatDocument,
  formatPhone,
  type BrazilianTimeZone,
  type OnboardingProfile,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '@vitrine/api'

/** The platform settings' essentials the step asks for; the rest stay as they are. */
export interface PlatformEssentials {
  store_name: string
  contact_email: string
  contact_phone: string
  legal_name: string
  cnpj: string
  time_zone: BrazilianTimeZone
}

/**
 * The form's start: the saved settings; never-saved ones take what new-app recorded (contact,
 * and the CNPJ when the store was opened with one — a CPF is not the platform's field).
 */
export function essentialsOf(
  settings: PlatformSettings,
  profile: OnboardingProfile | null,
): PlatformEssentials {
  const fresh = settings.updated_at === null && profile !== null
  const cnpj = settings.cnpj || (fresh && profile.document_kind === 'cnpj' ? profile.document : '')
  return {
    store_name: settings.store_name,
    contact_email: settings.contact_email || (fresh ? profile.contact_email : ''),
    contact_phone: formatPhone(settings.contact_phone || (fresh ? profile.contact_phone : '')),
    legal_name: settings.legal_name,
    cnpj: cnpj ? formatDocument(cnpj) : '',
    time_zone: settings.time_zone,
  }
}

/** The whole document the platform API saves: the essentials over what is stored. */
export function settingsInputOf(
  settings: PlatformSettings,
  essentials: PlatformEssentials,
): PlatformSettingsInput {
  return {
    store_name: essentials.store_name,
    domain: settings.domain,
    currency: 'BRL',
    time_zone: essentials.time_zone,
    contact_email: essentials.contact_email,
    contact_phone: essentials.contact_phone,
    legal_name: essentials.legal_name,
    cnpj: essentials.cnpj,
    social: { ...settings.social },
    maintenance: { ...settings.maintenance },
  }
}

import * as v from 'valibot'
import { AA_TEXT, contrastRatio } from '../checkout-setup/appearance/contrast.ts'
import { email, length, required, url, type FieldLabel } from '../validation/index.ts'

/*
 * The reseller's own settings (`/whitelabel/settings`): brand, support contacts, the domains its
 * panel answers on, which menu entries its stores see (the has_{key} flags) and which platforms
 * its stores may run on. Only its managers read and change them.
 */

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const resellerLabels = {
  name: label('Nome da marca', 'Brand name'),
  logoUrl: label('Endereço do logotipo', 'Logo address'),
  faviconUrl: label('Endereço do favicon', 'Favicon address'),
  primaryColor: label('Cor principal', 'Primary colour', true),
  primaryForeground: label('Cor do texto sobre a principal', 'Text colour on primary', true),
  supportEmail: label('E-mail de suporte', 'Support e-mail'),
  supportPhone: label('Telefone de suporte', 'Support phone'),
  supportWhatsapp: label('WhatsApp de suporte', 'Support WhatsApp'),
  helpUrl: label('Central de ajuda', 'Help centre', true),
  domain: label('Domínio', 'Domain'),
} as const

/**
 * The menu entries a reseller switches (one per navbar key of the server's menus, which a test
 * keeps equal), in the navbar's order, with the words the switches show.
 */
export const RESELLER_MENU_FLAGS = [
  { key: 'overview', label: 'Visão geral' },
  { key: 'checklist', label: 'Primeiros passos' },
  { key: 'layout', label: 'Layout' },
  { key: 'ecommerce', label: 'Plataforma (e-commerce)' },
  { key: 'checkout', label: 'Checkout' },
  { key: 'push', label: 'Notificações push' },
  { key: 'payments', label: 'Pagamentos' },
  { key: 'apps', label: 'Aplicativos' },
  { key: 'recurrence', label: 'Recorrência' },
  { key: 'customers', label: 'Clientes' },
  { key: 'settings', label: 'Configurações' },
] as const
export type ResellerMenuKey = (typeof RESELLER_MENU_FLAGS)[number]['key']
export const RESELLER_FLAG_NAMES = RESELLER_MENU_FLAGS.map(({ key }) => `has_${key}` as const)

/** Plain #rrggbb: the form's colour picker writes it, and the contrast rules read it. */
const HEX = /^#[0-9a-f]{6}$/i

const hexColour = (fieldLabel: FieldLabel) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    required({ label: fieldLabel }),
    v.regex(HEX, (issue) =>
      issue.lang === 'en'
        ? 'Enter a colour as #RRGGBB.'
        : 'Informe a cor no formato #RRGGBB (por exemplo, #0F766E).',
    ),
  )

const optionalUrl = (fieldLabel: FieldLabel) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      length(0, 2000, { label: fieldLabel }),
      url({ label: fieldLabel }),
    ),
    '',
  )

/** Digits, spaces, +, -, ( and ): what people write a Brazilian phone number with. */
const PHONE = /^\+?[\d\s().-]{8,20}$/

const optionalPhone = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 10),
        (issue) =>
          issue.lang === 'en'
            ? 'Enter the number with its area code, such as (11) 91234-5678.'
            : 'Informe o número com DDD, como (11) 91234-5678.',
      ),
    ),
    '',
  )

/** A host name a browser can open: dotted labels of letters, digits and hyphens, no port. */
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/

export const ResellerDomainSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) => value.replace(/\.$/, '')),
  required({ label: resellerLabels.domain }),
  v.regex(HOSTNAME, (issue) =>
    issue.lang === 'en'
      ? 'Enter a host name such as painel.example.com (no http:// nor path).'
      : 'Informe um domínio como painel.suarevenda.com.br (sem http:// nem caminho).',
  ),
)

export const ResellerFlagsSchema = v.record(
  v.picklist(RESELLER_FLAG_NAMES),
  v.picklist([0, 1] as const),
)

/** GET /whitelabel/settings. */
export const ResellerSettingsSchema = v.object({
  name: v.string(),
  logo_url: v.string(),
  favicon_url: v.string(),
  primary_color: v.string(),
  primary_foreground: v.string(),
  support_email: v.string(),
  support_phone: v.string(),
  support_whatsapp: v.string(),
  help_url: v.string(),
  domains: v.array(v.string()),
  flags: v.record(v.string(), v.picklist([0, 1] as const)),
  /** The platform keys (GET /whitelabel/config/platforms) its stores may use. */
  platforms: v.array(v.string()),
})
export type ResellerSettings = v.InferOutput<typeof ResellerSettingsSchema>

/**
 * PUT /whitelabel/settings: the whole settings. Colours must read at least 4.5:1 together (the
 * error lands on the text colour); domains are unique across resellers (the server's 409 names
 * the field `domains`).
 */
export const ResellerSettingsInputSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      required({ label: resellerLabels.name }),
      length(0, 80, { label: resellerLabels.name }),
    ),
    logo_url: optionalUrl(resellerLabels.logoUrl),
    favicon_url: optionalUrl(resellerLabels.faviconUrl),
    primary_color: hexColour(resellerLabels.primaryColor),
    primary_foreground: hexColour(resellerLabels.primaryForeground),
    support_email: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        length(0, 254, { label: resellerLabels.supportEmail }),
        email({ label: resellerLabels.supportEmail }),
      ),
      '',
    ),
    support_phone: optionalPhone(),
    support_whatsapp: optionalPhone(),
    help_url: optionalUrl(resellerLabels.helpUrl),
    domains: v.pipe(
      v.array(ResellerDomainSchema),
      v.maxLength(20, (issue) =>
        issue.lang === 'en' ? 'At most 20 domains.' : 'No máximo 20 domínios.',
      ),
      v.check(
        (domains) => new Set(domains).size === domains.length,
        (issue) =>
          issue.lang === 'en' ? 'A domain is listed twice.' : 'Há um domínio repetido na lista.',
      ),
    ),
    flags: ResellerFlagsSchema,
    platforms: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
      v.maxLength(50),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['primary_color'], ['primary_foreground']],
      (input) =>
        !HEX.test(input.primary_color) ||
        !HEX.test(input.primary_foreground) ||
        contrastRatio(input.primary_color, input.primary_foreground) >= AA_TEXT,
      (issue) => {
        const input = issue.input as { primary_color: string; primary_foreground: string }
        const ratio = contrastRatio(input.primary_color, input.primary_foreground)
          .toFixed(1)
          .replace('.', issue.lang === 'en' ? '.' : ',')
        return issue.lang === 'en'
          ? `Too little contrast with the primary colour (${ratio}:1; at least 4.5:1).`
          : `Pouco contraste com a cor principal (${ratio}:1; o mínimo é 4,5:1).`
      },
    ),
    ['primary_foreground'],
  ),
)
export type ResellerSettingsInput = v.InferInput<typeof ResellerSettingsInputSchema>

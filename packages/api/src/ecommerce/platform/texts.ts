import { resolveLang } from '../../validation/index.ts'

/** What the platform settings say when a value is refused, in both languages the API speaks. */
const platformTexts = {
  domain: {
    'pt-BR': 'Informe um domínio válido, como minhaloja.com.br (sem https:// nem barras).',
    en: 'Enter a valid domain, such as mystore.com.br (no https:// nor slashes).',
  },
  phone: {
    'pt-BR': 'Informe o telefone com DDD: 10 ou 11 dígitos.',
    en: 'Enter the phone number with its area code: 10 or 11 digits.',
  },
  cnpj: {
    'pt-BR': 'CNPJ inválido: confira os dígitos.',
    en: 'Invalid CNPJ: check its digits.',
  },
  social: {
    'pt-BR': 'Informe o endereço do perfil em {network} (https://…).',
    en: 'Enter the address of the profile on {network} (https://…).',
  },
  maintenanceMessage: {
    'pt-BR': 'Escreva a mensagem que os clientes verão durante a manutenção.',
    en: 'Write the message customers will see during maintenance.',
  },
  timeZone: {
    'pt-BR': 'Escolha um fuso horário brasileiro da lista.',
    en: 'Choose a Brazilian time zone from the list.',
  },
} as const
export type PlatformText = keyof typeof platformTexts

export function platformText(
  lang: string | undefined,
  key: PlatformText,
  params: Record<string, string> = {},
): string {
  return platformTexts[key][resolveLang(lang)].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name] ?? whole,
  )
}

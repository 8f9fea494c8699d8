import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/** The reseller area's own messages (the server's shared catalogue holds the lookup's). */
const TEXTS = {
  noHash: {
    en: 'Open the reseller area on one of the reseller’s addresses.',
    'pt-BR': 'Abra a área da revenda em um dos endereços da revenda.',
  },
  notManager: {
    en: 'Only the reseller’s managers may open its area.',
    'pt-BR': 'Somente a equipe da revenda pode abrir esta área.',
  },
  domainTaken: {
    en: 'The domain {domain} belongs to another reseller.',
    'pt-BR': 'O domínio {domain} já é de outra revenda.',
  },
  unknownPlatform: {
    en: 'Unknown platform: {key}.',
    'pt-BR': 'Plataforma desconhecida: {key}.',
  },
  alreadyManager: {
    en: 'This person is already on the team.',
    'pt-BR': 'Esta pessoa já está na equipe.',
  },
  managerNotFound: {
    en: 'This person is not on the team.',
    'pt-BR': 'Pessoa não encontrada na equipe.',
  },
  removeSelf: {
    en: 'You cannot remove yourself from the team.',
    'pt-BR': 'Você não pode remover a si mesmo da equipe.',
  },
  lastManager: {
    en: 'The reseller needs at least one person on its team.',
    'pt-BR': 'A revenda precisa de pelo menos uma pessoa na equipe.',
  },
  panelNotFound: {
    en: 'No store of this reseller has this id.',
    'pt-BR': 'Painel não encontrado.',
  },
  invalidFields: {
    en: 'Some fields are not valid.',
    'pt-BR': 'Alguns campos não são válidos.',
  },
} as const

export type ResellerTextKey = keyof typeof TEXTS

export function resellerText(
  lang: Lang,
  key: ResellerTextKey,
  params: Record<string, string> = {},
): string {
  const text: string = TEXTS[key][lang === 'en' ? 'en' : 'pt-BR']
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}

export function resellerError(
  status: number,
  lang: Lang,
  key: ResellerTextKey,
  options: { params?: Record<string, string>; fields?: Record<string, string> } = {},
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: resellerText(lang, key, options.params),
    ...(options.fields ? { data: { fields: options.fields } } : {}),
  })
}

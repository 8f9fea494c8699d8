import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../../http/errors.ts'

const TEXTS = {
  ruleNotFound: { 'pt-BR': 'Regra não encontrada.', en: 'Rule not found.' },
  termTaken: {
    'pt-BR': 'Já existe uma regra para este termo.',
    en: 'There is already a rule for this term.',
  },
  unknownCategory: {
    'pt-BR': 'Esta categoria não é da loja.',
    en: 'This category is not one of the store’s.',
  },
  unknownProducts: {
    'pt-BR': 'Produtos que não são da loja: {ids}.',
    en: 'Products that are not the store’s: {ids}.',
  },
} as const
export type SearchRulesText = keyof typeof TEXTS

/** One of the search rules' refusals, on `field` when it is a field's. */
export function searchRulesError(
  status: number,
  lang: Lang,
  key: SearchRulesText,
  params: Record<string, string> = {},
  field?: string,
): ApiError {
  const message = Object.entries(params).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    TEXTS[key][lang === 'en' ? 'en' : 'pt-BR'] as string,
  )
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}

import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/**
 * The customers' own answers, in both languages the panel sends. Field messages come from the
 * shared schemas; these are what only the server can know (a clash with another customer, a
 * customer that cannot be deleted). The texts match the fixture adapter's, so stories and the
 * real server read the same.
 */
const catalogue = {
  customerNotFound: {
    en: 'Customer not found.',
    'pt-BR': 'Cliente não encontrado.',
  },
  emailInUse: {
    en: 'There is already a customer with this e-mail.',
    'pt-BR': 'Já existe um cliente com este e-mail.',
  },
  documentInUse: {
    en: 'There is already a customer with this document.',
    'pt-BR': 'Já existe um cliente com este documento.',
  },
  customerHasHistory: {
    en: "This customer has purchases or subscriptions and cannot be deleted; they are part of the store's history.",
    'pt-BR':
      'Este cliente tem compras ou assinaturas e não pode ser excluído; elas fazem parte do histórico da loja.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type CustomerMessage = keyof typeof catalogue

export function customerMessage(lang: Lang, key: CustomerMessage): string {
  return catalogue[key][lang]
}

export function customerError(
  status: number,
  lang: Lang,
  key: CustomerMessage,
  data?: unknown,
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: customerMessage(lang, key),
    data,
  })
}

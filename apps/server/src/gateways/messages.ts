import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/**
 * The gateways' own answers, in both languages the panel sends. Field messages come from the
 * contract's schemas; these are what only the server knows. The texts match the fixture
 * adapter's, so stories and the real server read the same.
 */
const catalogue = {
  gatewayNotFound: {
    'pt-BR': 'Meio de pagamento não encontrado.',
    en: 'Gateway not found.',
  },
  gatewayHasPayments: {
    'pt-BR':
      'Este meio de pagamento já recebeu pagamentos e não pode ser excluído: eles fazem parte do histórico da loja. Desative-o para deixar de oferecê-lo.',
    en: 'This gateway has taken payments and cannot be removed: they are part of the store’s history. Deactivate it instead.',
  },
  typeChanged: {
    'pt-BR': 'O tipo de um meio de pagamento não muda: cadastre outro.',
    en: 'A gateway’s type never changes: create another one.',
  },
  unknownCredential: {
    'pt-BR': 'Este provedor não usa esta credencial.',
    en: 'This provider has no such credential.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type GatewayMessage = keyof typeof catalogue

export function gatewayMessage(lang: Lang, key: GatewayMessage): string {
  return catalogue[key][lang]
}

export function gatewayError(
  status: number,
  lang: Lang,
  key: GatewayMessage,
  data?: unknown,
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: gatewayMessage(lang, key),
    data,
  })
}

/** A 400 whose field errors all say the same thing, as parseBody answers them. */
export function gatewayFieldError(lang: Lang, key: GatewayMessage, fields: string[]): ApiError {
  const message = gatewayMessage(lang, key)
  return gatewayError(400, lang, key, {
    fields: Object.fromEntries(fields.map((field) => [field, message])),
  })
}

import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../http/errors.ts'

/**
 * The links' own answers, in both languages the panel sends. Field messages of the form come
 * from the contract's LinkInputSchema; these are what only the server knows.
 */
const catalogue = {
  linkNotFound: {
    'pt-BR': 'Link de pagamento não encontrado.',
    en: 'Payment link not found.',
  },
  slugTaken: {
    'pt-BR': 'Este endereço já está em uso: escolha outro.',
    en: 'This address is already in use: choose another.',
  },
  linkHasPayments: {
    'pt-BR':
      'Este link já recebeu pagamentos e não pode ser excluído: eles fazem parte do histórico da loja. Desative-o para deixar de oferecê-lo.',
    en: 'This link has taken payments and cannot be removed: they are part of the store’s history. Deactivate it instead.',
  },
  gatewayUnavailable: {
    'pt-BR':
      'Escolha só formas de pagamento ativas da loja: uma delas não existe ou está desativada.',
    en: 'Choose only the store’s active payment methods: one of them does not exist or is switched off.',
  },
  staticPix: {
    'pt-BR': 'O pix estático não serve a links de pagamento: use uma forma de pix com QR dinâmico.',
    en: 'Static pix cannot take link payments: use a dynamic pix method.',
  },
  expiresInPast: {
    'pt-BR': 'A data de expiração precisa estar no futuro.',
    en: 'The expiry date must be in the future.',
  },
  noInstallments: {
    'pt-BR':
      'Parcelamento só vale para cartão de crédito ou pix parcelado: escolha uma dessas formas ou deixe 1 parcela.',
    en: 'Installments need a credit card or installment pix method: choose one, or leave 1 installment.',
  },
  tooManyInstallments: {
    'pt-BR': 'As formas de pagamento e a configuração de parcelamento da loja permitem até {max}x.',
    en: 'The payment methods and the store’s installments setup allow up to {max} installments.',
  },
  imageMissing: {
    'pt-BR': 'Escolha uma imagem para enviar.',
    en: 'Choose an image to upload.',
  },
  imageType: {
    'pt-BR': 'A imagem deve ser PNG, JPEG ou WebP.',
    en: 'The image must be a PNG, JPEG or WebP file.',
  },
  imageTooLarge: {
    'pt-BR': 'A imagem deve ter no máximo 2 MB.',
    en: 'The image must be at most 2 MB.',
  },
  multipartExpected: {
    'pt-BR': 'Envie a imagem como multipart/form-data, no campo "file".',
    en: 'Send the image as multipart/form-data, in the "file" field.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type LinkMessage = keyof typeof catalogue

export function linkMessage(
  lang: Lang,
  key: LinkMessage,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]))
}

export function linkError(status: number, lang: Lang, key: LinkMessage, data?: unknown): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: linkMessage(lang, key),
    data,
  })
}

/** An answer whose one field error says what went wrong (400 unless told otherwise). */
export function linkFieldError(
  lang: Lang,
  key: LinkMessage,
  field: string,
  { status = 400, params = {} }: { status?: number; params?: Record<string, string | number> } = {},
): ApiError {
  const message = linkMessage(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    data: { fields: { [field]: message } },
  })
}

/** A 400 with several field errors at once; the first one is also the answer's message. */
export function linkFieldsError(fields: Record<string, string>): ApiError {
  return new ApiError({
    statusCode: 400,
    statusMessage: statusText(400),
    message: Object.values(fields)[0] ?? '',
    data: { fields },
  })
}

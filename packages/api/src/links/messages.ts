import type { Lang } from '../validation/index.ts'

/*
 * The links' answers that only the server decides (a slug in use, a link with payments, a
 * gateway switched off…), in both languages: the server answers them and the fixture adapter
 * says the same, from this one table. Field messages of the form are LinkInputSchema's.
 */
const linkMessages = {
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

export type LinkMessage = keyof typeof linkMessages

export function linkMessage(
  lang: Lang,
  key: LinkMessage,
  params: Record<string, string | number> = {},
): string {
  return linkMessages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]))
}

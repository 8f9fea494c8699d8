import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../../http/errors.ts'

const texts = {
  couponNotFound: { 'pt-BR': 'Cupom não encontrado.', en: 'Coupon not found.' },
  promotionNotFound: { 'pt-BR': 'Promoção não encontrada.', en: 'Promotion not found.' },
  codeTaken: {
    'pt-BR': 'Já existe um cupom com este código na loja.',
    en: 'The store already has a coupon with this code.',
  },
  productsNotFound: {
    'pt-BR': 'Produto não encontrado na loja: {ids}.',
    en: 'Product not in the store: {ids}.',
  },
  idempotencyKey: {
    'pt-BR': 'Envie o cabeçalho Idempotency-Key (até 200 caracteres).',
    en: 'Send the Idempotency-Key header (up to 200 characters).',
  },
  limitReached: {
    'pt-BR': 'O cupom {code} acabou de atingir o limite de usos.',
    en: 'Coupon {code} has just reached its usage limit.',
  },
  noCodes: {
    'pt-BR': 'Não foi possível gerar códigos únicos com este prefixo.',
    en: 'Could not make unique codes with this prefix.',
  },
  cursor: { 'pt-BR': 'A posição da página não é válida.', en: 'The page position is not valid.' },
} as const
export type DiscountText = keyof typeof texts

/** One of the discounts' refusals, on `field` when it is a field's. */
export function discountError(
  status: number,
  lang: Lang,
  key: DiscountText,
  params: Record<string, string | number> = {},
  field?: string,
): ApiError {
  const message = texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  )
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}

import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../../http/errors.ts'

const TEXTS = {
  mailNotFound: { 'pt-BR': 'E-mail não encontrado.', en: 'E-mail not found.' },
  recoverNotFound: {
    'pt-BR': 'Esta recuperação não existe.',
    en: 'There is no such recovery schedule.',
  },
} as const
export type MailsText = keyof typeof TEXTS

export function mailsError(status: number, lang: Lang, key: MailsText): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: TEXTS[key][lang === 'en' ? 'en' : 'pt-BR'],
  })
}

import { ApiError, IMPORT_MAX_BYTES } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { statusText } from '../../http/errors.ts'
import { fillPlaceholders } from '../../http/messages.ts'

/**
 * The import's and the undo's own texts, in both languages the panel sends. What is wrong
 * inside a row comes from the shared CSV module; these are what only the database can tell.
 */
const catalogue = {
  fileTooLarge: {
    en: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each one.`,
    'pt-BR': `O arquivo passa de ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Divida-o em arquivos menores e importe um de cada vez.`,
  },
  twoCustomers: {
    en: 'This e-mail belongs to one customer and this document to another: fix the row so that both are the same customer’s.',
    'pt-BR':
      'Este e-mail é de um cliente e este documento, de outro: corrija a linha para que os dois sejam do mesmo cliente.',
  },
  sameCustomer: {
    en: 'This customer was already changed by line {line} of the file: keep only one row per customer.',
    'pt-BR':
      'Este cliente já foi alterado pela linha {line} do arquivo: deixe uma linha só por cliente.',
  },
  batchFailed: {
    en: 'Nothing from lines {from} to {to} was saved: that batch has rows with errors. Fix them and import the file again (rows already saved will be skipped).',
    'pt-BR':
      'Nada das linhas {from} a {to} foi gravado: esse lote tem linhas com erro. Corrija-as e importe o arquivo de novo (as linhas já gravadas serão ignoradas).',
  },
  batchConflict: {
    en: 'Nothing from lines {from} to {to} was saved: another change to the same customers happened at the same time. Import the file again.',
    'pt-BR':
      'Nada das linhas {from} a {to} foi gravado: outra alteração nos mesmos clientes aconteceu ao mesmo tempo. Importe o arquivo de novo.',
  },
  importFailed: {
    en: 'The import stopped because of an error on our side. Batches already saved stay saved; see the import history.',
    'pt-BR':
      'A importação parou por um erro do nosso lado. Os lotes já gravados continuam gravados; confira o histórico de importações.',
  },
  importNotFound: {
    en: 'Import not found.',
    'pt-BR': 'Importação não encontrada.',
  },
  alreadyUndone: {
    en: 'This import has already been undone.',
    'pt-BR': 'Esta importação já foi desfeita.',
  },
  undoBlocked: {
    en: 'This import cannot be undone: {count} {count:customer|customers} it created already {count:has|have} purchases or subscriptions, which are part of the store’s history.',
    'pt-BR':
      'Esta importação não pode ser desfeita: {count} {count:cliente criado|clientes criados} por ela já {count:tem|têm} compras ou assinaturas, que fazem parte do histórico da loja.',
  },
  undoConflict: {
    en: 'This import cannot be undone: an e-mail or document it would restore now belongs to another customer.',
    'pt-BR':
      'Esta importação não pode ser desfeita: um e-mail ou documento que ela restauraria agora é de outro cliente.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type ImportMessage = keyof typeof catalogue

/** `{name}` takes a parameter, `{name:one|many}` the word for a count (see fillPlaceholders). */
export function importMessage(
  lang: Lang,
  key: ImportMessage,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(catalogue[key][lang], params)
}

export function importError(
  status: number,
  lang: Lang,
  key: ImportMessage,
  params: Record<string, string | number> = {},
  data?: unknown,
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: importMessage(lang, key, params),
    data,
  })
}

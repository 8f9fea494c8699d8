import { ApiError } from '../http/api-error.ts'
import { resolveLang, type Lang } from '../validation/lang.ts'

/* Data Plus's own messages: the server, the fixture and the panel say the same. */
const texts = {
  keyFormat: {
    'pt-BR':
      'Use letras minúsculas sem acento, números e _ (até 63), começando por uma letra: ex. horario_abertura.',
    en: 'Use lower-case letters, digits and _ (up to 63), starting with a letter: e.g. opening_hours.',
  },
  slugFormat: {
    'pt-BR': 'Use letras minúsculas sem acento, números e hífens.',
    en: 'Use lowercase letters without accents, digits and hyphens.',
  },
  slugReserved: {
    'pt-BR': 'Este endereço é reservado: escolha outro.',
    en: 'This slug is reserved: choose another.',
  },
  slugTaken: {
    'pt-BR': 'Já existe uma tabela com este endereço na loja.',
    en: 'The store already has a table with this slug.',
  },
  keyTaken: {
    'pt-BR': 'Já existe uma coluna com esta chave na tabela.',
    en: 'The table already has a column with this key.',
  },
  tableNotFound: { 'pt-BR': 'Tabela não encontrada.', en: 'Table not found.' },
  columnNotFound: { 'pt-BR': 'Coluna não encontrada.', en: 'Column not found.' },
  rowNotFound: { 'pt-BR': 'Linha não encontrada.', en: 'Row not found.' },
  triggerNotFound: { 'pt-BR': 'Gatilho não encontrado.', en: 'Trigger not found.' },
  tooManyTables: {
    'pt-BR': 'A loja já tem {max} tabelas: remova uma antes de criar outra.',
    en: 'The store already has {max} tables: remove one before adding another.',
  },
  tooManyColumns: {
    'pt-BR': 'A tabela já tem {max} colunas.',
    en: 'The table already has {max} columns.',
  },
  orderMismatch: {
    'pt-BR': 'A nova ordem precisa trazer cada coluna uma vez. Recarregue a página.',
    en: 'The new order must list each column once. Reload the page.',
  },
  eventsRequired: {
    'pt-BR': 'Escolha pelo menos um evento.',
    en: 'Choose at least one event.',
  },
  required: { 'pt-BR': 'Preencha este campo.', en: 'Fill in this field.' },
  tooLong: {
    'pt-BR': 'Use até {max} caracteres.',
    en: 'Use up to {max} characters.',
  },
  notInteger: {
    'pt-BR': 'Informe um número inteiro.',
    en: 'Enter a whole number.',
  },
  notDecimal: {
    'pt-BR': 'Informe um número (ex. 12,5).',
    en: 'Enter a number (e.g. 12.5).',
  },
  notBoolean: { 'pt-BR': 'Use sim ou não.', en: 'Use yes or no.' },
  notDate: {
    'pt-BR': 'Informe uma data válida (dd/mm/aaaa).',
    en: 'Enter a valid date (yyyy-mm-dd).',
  },
  notDateTime: {
    'pt-BR': 'Informe data e hora válidas (dd/mm/aaaa hh:mm).',
    en: 'Enter a valid date and time (ISO 8601).',
  },
  notImage: {
    'pt-BR': 'Informe o endereço da imagem, começando por https:// ou http://.',
    en: 'Enter the image address, starting with https:// or http://.',
  },
  notReference: {
    'pt-BR': 'Informe o número (id) do item do catálogo.',
    en: "Enter the catalogue item's id.",
  },
  productMissing: {
    'pt-BR': 'Não há produto {id} no catálogo da loja.',
    en: "There is no product {id} in the store's catalogue.",
  },
  categoryMissing: {
    'pt-BR': 'Não há categoria {id} no catálogo da loja.',
    en: "There is no category {id} in the store's catalogue.",
  },
  notJson: {
    'pt-BR': 'Informe um JSON válido.',
    en: 'Enter valid JSON.',
  },
  unknownColumn: {
    'pt-BR': 'A tabela não tem esta coluna.',
    en: 'The table has no such column.',
  },
  uniqueTaken: {
    'pt-BR': 'Outra linha já tem este valor, e esta coluna não aceita repetidos.',
    en: 'Another row already has this value, and this column takes no repeats.',
  },
  rowsRefused: {
    'pt-BR': 'Alguns valores não são válidos: confira os campos destacados.',
    en: 'Some values are not valid: check the highlighted fields.',
  },
  conversionRefused: {
    'pt-BR': '{total} linha(s) não aceitam a mudança da coluna {column}: nada foi alterado.',
    en: '{total} row(s) would not take the change of column {column}: nothing changed.',
  },
  uniqueRefused: {
    'pt-BR': 'Há valores repetidos na coluna {column}: ela não pode ser única.',
    en: 'Column {column} has repeated values: it cannot be unique.',
  },
  defaultNotValid: {
    'pt-BR': 'O valor padrão não serve para este tipo: {message}',
    en: 'The default does not fit this type: {message}',
  },
  filterColumn: {
    'pt-BR': 'Escolha uma coluna da tabela para filtrar.',
    en: "Choose one of the table's columns to filter by.",
  },
  filterValue: {
    'pt-BR': 'O valor do filtro não serve para esta coluna: {message}',
    en: 'The filter value does not fit this column: {message}',
  },
  filterOperator: {
    'pt-BR': 'Este operador não vale para esta coluna.',
    en: 'This operator does not apply to this column.',
  },
  sortColumn: {
    'pt-BR': 'Escolha uma coluna da tabela para ordenar.',
    en: "Choose one of the table's columns to sort by.",
  },
  cursorInvalid: {
    'pt-BR': 'A página pedida não vale mais: recarregue a lista.',
    en: 'The requested page is no longer valid: reload the list.',
  },
  fileTooBig: {
    'pt-BR': 'O arquivo passa de {max} MB: divida-o em partes.',
    en: 'The file is over {max} MB: split it.',
  },
  tooManyRows: {
    'pt-BR': 'O arquivo passa de {max} linhas: divida-o em partes.',
    en: 'The file has more than {max} rows: split it.',
  },
  importRefused: {
    'pt-BR': 'O arquivo tem problemas: nada foi importado. Corrija e envie de novo.',
    en: 'The file has problems: nothing was imported. Fix it and send it again.',
  },
  headerMissing: {
    'pt-BR': 'A primeira linha precisa trazer as chaves das colunas.',
    en: "The first line must name the columns' keys.",
  },
  triggerTargetRefused: {
    'pt-BR': 'Este endereço aponta para uma rede interna: use um endereço público.',
    en: 'This address points to an internal network: use a public address.',
  },
} as const satisfies Record<string, Record<Lang, string>>
export type DataplusText = keyof typeof texts

export function dataplusText(
  lang: string | undefined,
  key: DataplusText,
  params: Record<string, string | number> = {},
): string {
  return texts[key][resolveLang(lang)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name]),
  )
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
}

/**
 * One of Data Plus's refusals; `fields` puts messages on fields (a row's by column key), `extra`
 * joins `data` (a conversion report).
 */
export function dataplusError(
  status: number,
  lang: string | undefined,
  key: DataplusText,
  params: Record<string, string | number> = {},
  fields?: Record<string, string>,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message: dataplusText(lang, key, params),
    data: { ...(fields ? { fields } : {}), ...extra },
  })
}

import type { Lang } from '../../validation/lang.ts'

/** The CSV module's own texts: what is wrong with a file, a header or a row's cells. */
const texts = {
  emptyFile: {
    'pt-BR': 'O arquivo está vazio.',
    en: 'The file is empty.',
  },
  notCsv: {
    'pt-BR':
      'Este arquivo não parece ser um CSV. Na planilha, use "Salvar como" e escolha CSV (separado por vírgulas ou ponto e vírgula).',
    en: 'This file does not look like a CSV. In the spreadsheet, use "Save as" and choose CSV (comma or semicolon separated).',
  },
  noRows: {
    'pt-BR': 'O arquivo tem o cabeçalho, mas nenhuma linha de clientes.',
    en: 'The file has a header but no customer rows.',
  },
  noNameColumn: {
    'pt-BR':
      'O cabeçalho não tem a coluna do nome (nome): confira se a primeira linha do arquivo traz os nomes das colunas.',
    en: "The header has no name column (nome): check that the file's first line holds the column names.",
  },
  repeatedColumn: {
    'pt-BR': 'As colunas «{a}» e «{b}» são o mesmo campo: só «{a}» foi lida.',
    en: 'The columns «{a}» and «{b}» are the same field: only «{a}» was read.',
  },
  unknownColumn: {
    'pt-BR': 'Coluna desconhecida «{column}»: confira o cabeçalho.',
    en: 'Unknown column «{column}»: check the header.',
  },
  unnamedColumn: {
    'pt-BR': 'A coluna {n} não tem nome no cabeçalho: confira o cabeçalho.',
    en: 'Column {n} has no name in the header: check the header.',
  },
  tooManyFields: {
    'pt-BR':
      'A linha tem {count} colunas e o cabeçalho, {expected}: confira o separador e as aspas.',
    en: 'The line has {count} columns and the header {expected}: check the separator and the quotes.',
  },
  decimalComma: {
    'pt-BR':
      'A linha tem mais colunas que o cabeçalho: um número com vírgula decimal (como 1.234,56) precisa estar entre aspas, ou separe as colunas com ponto e vírgula.',
    en: 'The line has more columns than the header: a number with a decimal comma (such as 1.234,56) must be quoted, or separate the columns with semicolons.',
  },
  tooFewFields: {
    'pt-BR': 'A linha tem {count} colunas e o cabeçalho, {expected}: faltam colunas.',
    en: 'The line has {count} columns and the header {expected}: columns are missing.',
  },
  unterminatedQuote: {
    'pt-BR':
      'Aspas abertas e não fechadas nesta linha: feche o texto entre aspas (aspas dentro do texto vão duplicadas, "").',
    en: 'A quote opened on this line is never closed: close the quoted text (quotes inside it are doubled, "").',
  },
  strayQuote: {
    'pt-BR':
      'Aspas fora de lugar: um texto com aspas precisa estar todo entre aspas, com as aspas internas duplicadas ("").',
    en: 'Misplaced quote: a value with quotes must be quoted as a whole, with inner quotes doubled ("").',
  },
  addressColumnMissing: {
    'pt-BR':
      'Endereço incompleto: falta a coluna {columns}. Inclua-a no cabeçalho ou deixe o endereço em branco.',
    en: 'Incomplete address: the column {columns} is missing. Add it to the header or leave the address blank.',
  },
  addressColumnsMissing: {
    'pt-BR':
      'Endereço incompleto: faltam as colunas {columns}. Inclua-as no cabeçalho ou deixe o endereço em branco.',
    en: 'Incomplete address: the columns {columns} are missing. Add them to the header or leave the address blank.',
  },
  marketingConsent: {
    'pt-BR': 'Use sim ou não.',
    en: 'Use yes or no.',
  },
  birthDate: {
    'pt-BR': 'Informe uma data de nascimento válida, como 25/12/1990.',
    en: 'Enter a valid birth date, such as 25/12/1990.',
  },
  repeatedEmail: {
    'pt-BR': 'Este e-mail já aparece na linha {line} do arquivo.',
    en: 'This e-mail already appears on line {line} of the file.',
  },
  repeatedDocument: {
    'pt-BR': 'Este documento já aparece na linha {line} do arquivo.',
    en: 'This document already appears on line {line} of the file.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type CsvMessage = keyof typeof texts

/** A text in `lang`, its `{name}` placeholders filled from `params`. */
export function say(lang: Lang, key: CsvMessage, params: Record<string, string | number> = {}) {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

import type { Lang } from '../../validation/lang.ts'

/*
 * The sellers' import's own texts. What is wrong with any CSV (not a CSV, quotes, separators,
 * unknown columns) is said by the customers' CSV module (customers/csv/messages.ts), so both
 * imports word it the same; what a seller's row needs is said by SellerInputSchema.
 */
const texts = {
  noRows: {
    'pt-BR': 'O arquivo tem o cabeçalho, mas nenhuma linha de vendedores.',
    en: 'The file has a header but no seller rows.',
  },
  missingColumn: {
    'pt-BR':
      'O cabeçalho não tem a coluna {columns}: confira se a primeira linha do arquivo traz os nomes das colunas.',
    en: "The header has no {columns} column: check that the file's first line holds the column names.",
  },
  missingColumns: {
    'pt-BR':
      'O cabeçalho não tem as colunas {columns}: confira se a primeira linha do arquivo traz os nomes das colunas.',
    en: "The header lacks the columns {columns}: check that the file's first line holds the column names.",
  },
  payoutColumnsMissing: {
    'pt-BR': 'Para receber {payout}, o cabeçalho precisa das colunas {columns}.',
    en: 'To receive {payout}, the header needs the columns {columns}.',
  },
  payoutBank: { 'pt-BR': 'em conta', en: 'in a bank account' },
  payoutPix: { 'pt-BR': 'por pix', en: 'by pix' },
  payoutKind: {
    'pt-BR': 'Use conta ou pix (ou deixe em branco: com chave pix preenchida, é pix).',
    en: 'Use conta or pix (or leave it blank: with a pix key filled in, it is pix).',
  },
  accountType: {
    'pt-BR': 'Use corrente ou poupança.',
    en: 'Use corrente (checking) or poupança (savings).',
  },
  repeatedDocument: {
    'pt-BR': 'Este CPF/CNPJ já aparece na linha {line} do arquivo.',
    en: 'This CPF/CNPJ already appears on line {line} of the file.',
  },
  repeatedProviderAccount: {
    'pt-BR': 'Esta conta no provedor já aparece na linha {line} do arquivo.',
    en: 'This provider account already appears on line {line} of the file.',
  },
  documentRegistered: {
    'pt-BR': 'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento ({seller}).',
    en: 'This gateway already has a seller with this CPF/CNPJ ({seller}).',
  },
  providerAccountRegistered: {
    'pt-BR': 'Outro vendedor deste meio de pagamento já recebe nesta conta no provedor ({seller}).',
    en: 'Another seller of this gateway already receives at this provider account ({seller}).',
  },
  tooManyRows: {
    'pt-BR':
      'O arquivo tem mais de {max} vendedores: divida-o em arquivos de até {max} linhas e importe um de cada vez.',
    en: 'The file has more than {max} sellers: split it into files of up to {max} rows and import them one at a time.',
  },
  fileTooLarge: {
    'pt-BR': 'O arquivo passa de {size}: divida-o em arquivos menores.',
    en: 'The file is larger than {size}: split it into smaller files.',
  },
  fileHasError: {
    'pt-BR':
      'O arquivo tem 1 erro e nenhum vendedor foi importado: corrija-o e verifique o arquivo de novo.',
    en: 'The file has 1 error and no seller was imported: fix it and check the file again.',
  },
  fileHasErrors: {
    'pt-BR':
      'O arquivo tem {count} erros e nenhum vendedor foi importado: corrija-os e verifique o arquivo de novo.',
    en: 'The file has {count} errors and no seller was imported: fix them and check the file again.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type SellerImportText = keyof typeof texts

/** A text in `lang`, its `{name}` placeholders filled from `params`. */
export function sayImport(
  lang: Lang,
  key: SellerImportText,
  params: Record<string, string | number> = {},
): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

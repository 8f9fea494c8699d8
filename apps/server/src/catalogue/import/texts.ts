import { resolveLang, type Lang } from '@vitrine/api/validation'

/** The import's own messages (row problems and the file as a whole), in both languages. */
const texts = {
  badMoney: {
    'pt-BR': 'Valor inválido: «{value}». Use 129,90.',
    en: 'Not an amount: “{value}”. Use 129.90.',
  },
  badNumber: { 'pt-BR': 'Número inválido: «{value}».', en: 'Not a whole number: “{value}”.' },
  badFlag: { 'pt-BR': 'Use sim ou não: «{value}».', en: 'Use yes or no: “{value}”.' },
  badVariant: {
    'pt-BR': 'Escreva a variação como «Tamanho=M; Cor=Azul»: «{value}».',
    en: 'Write the variant as “Tamanho=M; Cor=Azul”: “{value}”.',
  },
  variantWithoutProduct: {
    'pt-BR': 'Esta variação não tem a linha do produto (mesmo slug, sem variante) acima dela.',
    en: 'This variant has no product row (same slug, no variant) above it.',
  },
  missingColumn: {
    'pt-BR': 'A coluna {column} é obrigatória neste formato.',
    en: 'The column {column} is required in this format.',
  },
  missingSlug: {
    'pt-BR': 'Sem slug/Handle: a linha não pode ser ligada a um produto.',
    en: 'No slug/Handle: the row cannot be tied to a product.',
  },
  repeatedSku: {
    'pt-BR': 'O SKU {sku} já aparece em outro produto deste arquivo.',
    en: 'The SKU {sku} already appears in another product of this file.',
  },
  tooDeep: {
    'pt-BR': 'Categoria com mais de {levels} níveis: «{path}».',
    en: 'Category deeper than {levels} levels: “{path}”.',
  },
  malformedRow: {
    'pt-BR': 'Aspas sem fechamento ou fora do lugar nesta linha.',
    en: 'Unclosed or misplaced quotes on this line.',
  },
  importFailed: {
    'pt-BR': 'A importação falhou. Nada desta etapa foi gravado; tente novamente.',
    en: 'The import failed. Nothing of this step was written; try again.',
  },
  fileTooLarge: { 'pt-BR': 'O arquivo passa de 10 MB.', en: 'The file is larger than 10 MB.' },
} as const

export type ImportText = keyof typeof texts

export function importText(
  lang: string | undefined,
  key: ImportText,
  params: Record<string, string | number> = {},
): string {
  let text: string = texts[key][resolveLang(lang) as Lang]
  for (const [name, value] of Object.entries(params))
    text = text.replaceAll(`{${name}}`, String(value))
  return text
}

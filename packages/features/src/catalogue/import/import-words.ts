import {
  CATALOGUE_IMPORT_MAX_BYTES,
  SHOPIFY_PRODUCT_COLUMNS,
  VITRINE_PRODUCT_COLUMNS,
  isApiError,
  type CatalogueImportFormat,
  type CatalogueImportProgress,
  type CatalogueImportReport,
} from '@vitrine/api'
import type { CsvFileGuide } from '../../shared/import-dialog/ChooseCsvFile.tsx'

const integer = new Intl.NumberFormat('pt-BR')
export const formatCount = (count: number) => integer.format(count)

/** "1 produto", "12 produtos". */
export const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

const megabytes = `${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB`

/** What each format's file should hold, beside the file field. */
export const PRODUCT_FILE_GUIDES: Record<CatalogueImportFormat, CsvFileGuide> = {
  shopify: {
    hint: `O arquivo de Produtos › Exportar da Shopify, até ${megabytes}.`,
    maxBytes: CATALOGUE_IMPORT_MAX_BYTES,
    tooLargeMessage: (file) =>
      `«${file.name}» passa de ${megabytes}. Exporte menos produtos por vez.`,
    columnsIntro: 'A exportação da Shopify como ela sai; as colunas lidas são:',
    columns: SHOPIFY_PRODUCT_COLUMNS.slice(0, 21),
    rules: [
      'Cada produto ocupa várias linhas com o mesmo Handle: a primeira traz o produto, as seguintes as variações e as fotos a mais.',
      'Um produto com o mesmo endereço (Handle) de um já cadastrado é substituído.',
      'As fotos (Image Src) ficam como endereços externos: o servidor não as baixa.',
    ],
  },
  vitrine: {
    hint: `Planilha salva em CSV (UTF-8), até ${megabytes}.`,
    maxBytes: CATALOGUE_IMPORT_MAX_BYTES,
    tooLargeMessage: (file) => `«${file.name}» passa de ${megabytes}. Divida a planilha.`,
    columnsIntro: 'A primeira linha traz os nomes das colunas:',
    columns: VITRINE_PRODUCT_COLUMNS,
    rules: [
      'Preços em reais, como 129,90; sim ou não em visivel.',
      'Listas separadas por | (etiquetas, imagens); categorias como caminho: Roupas > Camisetas.',
      'Uma linha com variante (Tamanho=M; Cor=Azul) acrescenta uma variação ao produto do mesmo slug, escrito acima.',
    ],
    sample: {
      fileName: 'modelo-produtos.csv',
      text: `${VITRINE_PRODUCT_COLUMNS.join(',')}\ncamiseta-basica,Camiseta básica,CAM-01,Algodão,sim,Vitrine,verão|básicos,Roupas > Camisetas,"59,90",,0,200,2,30,40,,\ncamiseta-basica,,CAM-01-P,,,,,,,,10,,,,,,Tamanho=P\ncamiseta-basica,,CAM-01-M,,,,,,,,8,,,,,,Tamanho=M\n`,
    },
  },
}

export interface ProgressShown {
  label: string
  value: number | null
  max: number
  valueText?: string
}

/** The progress bar of a phase: indeterminate until the server's first progress line. */
export function progressShown(
  progress: CatalogueImportProgress | null,
  stage: 'check' | 'write',
): ProgressShown {
  if (!progress || progress.total <= 0) {
    return { label: stage === 'check' ? 'Enviando o arquivo…' : 'Gravando…', value: null, max: 0 }
  }
  const { phase, done, total } = progress
  // Reading counts bytes, not rows: the bar alone says it best.
  if (phase === 'read') return { label: 'Lendo o arquivo…', value: done, max: total }
  return {
    label: phase === 'check' ? 'Verificando linhas…' : 'Gravando produtos…',
    value: done,
    max: total,
    valueText: `${formatCount(done)} de ${formatCount(total)}`,
  }
}

/** Products a commit would write (new and replaced). */
export const productsToWrite = (report: Pick<CatalogueImportReport, 'created' | 'updated'>) =>
  report.created + report.updated

/** What a failed call says in the dialog. */
export function importFailure(error: unknown): string {
  if (isApiError(error)) return error.message
  return 'Não foi possível enviar o arquivo. Confira a conexão e tente de novo.'
}

/** The report's figures, in the order people read them. */
export function reportFigures(report: CatalogueImportReport, planned: boolean) {
  return [
    { label: planned ? 'Produtos novos' : 'Produtos criados', value: report.created },
    { label: planned ? 'A substituir' : 'Substituídos', value: report.updated },
    { label: 'Variações', value: report.variants },
    { label: 'Imagens', value: report.images },
    {
      label: planned ? 'Categorias novas' : 'Categorias criadas',
      value: report.categories_created,
    },
    { label: 'Com erro', value: report.failed },
  ]
}

/** What undoing will do, in the confirmation. */
export function undoPlan(result: CatalogueImportReport): string {
  const parts = []
  if (result.created === 1) parts.push('o produto criado sai do catálogo')
  else if (result.created > 1)
    parts.push(`os ${formatCount(result.created)} produtos criados saem do catálogo`)
  if (result.updated === 1) parts.push('o produto substituído volta a ser como era')
  else if (result.updated > 1)
    parts.push(`os ${formatCount(result.updated)} produtos substituídos voltam a ser como eram`)
  return parts.length > 0
    ? `Ao desfazer, ${parts.join(' e ')}.`
    : 'Nada foi gravado por esta importação.'
}

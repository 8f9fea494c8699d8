import {
  isApiError,
  SELLER_CSV_COLUMNS,
  SELLER_CSV_SAMPLE,
  SELLER_CSV_SAMPLE_NAME,
  SELLER_IMPORT_MAX_BYTES,
  SELLER_IMPORT_MAX_ROWS,
  SellerImportReportSchema,
  type SellerImportReport,
} from '@vitrine/api'
import { formatFileSize } from '@vitrine/ui/components/file-field'
import * as v from 'valibot'
import type { CsvFileGuide } from '../../shared/import-dialog/ChooseCsvFile.tsx'

/*
 * The sellers' import in words, apart from the components so the rules behind them (when the
 * import is offered, what a failure says) are tested on their own.
 */

const integer = new Intl.NumberFormat('pt-BR')

/** "1.200" */
export const formatCount = (count: number) => integer.format(count)

/** "1 vendedor", "1.200 vendedores" */
export const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

export const encodingLabels: Record<SellerImportReport['encoding'], string> = {
  'utf-8': 'UTF-8',
  latin1: 'Latin-1 (ISO-8859-1)',
}

export const separatorLabels: Record<SellerImportReport['separator'], string> = {
  ',': 'vírgula',
  ';': 'ponto e vírgula',
}

/** Every column, by the name the model file writes. */
export const SELLER_COLUMNS = SELLER_CSV_COLUMNS.map((column) => column.headers[0])

export const MAX_SIZE_LABEL = formatFileSize(SELLER_IMPORT_MAX_BYTES)
export const MAX_ROWS_LABEL = formatCount(SELLER_IMPORT_MAX_ROWS)

export const tooLargeMessage = (file: File) =>
  `O arquivo tem ${formatFileSize(file.size)} e o limite é ${MAX_SIZE_LABEL}. Divida-o em arquivos menores e importe um de cada vez.`

/** What the file should hold, on the first step, with the model file to start from. */
export const SELLER_FILE_GUIDE: CsvFileGuide = {
  hint: `Até ${MAX_SIZE_LABEL} e ${MAX_ROWS_LABEL} vendedores.`,
  maxBytes: SELLER_IMPORT_MAX_BYTES,
  tooLargeMessage,
  columnsIntro: 'Na primeira linha, os nomes das colunas, em qualquer ordem:',
  columns: SELLER_COLUMNS,
  rules: [
    'Todo vendedor precisa de nome, CPF ou CNPJ e e-mail, e de onde recebe: em conta (banco, agência, conta e dígito) ou por pix (chave pix).',
    'Colunas separadas por vírgula ou por ponto e vírgula, texto em UTF-8 ou Latin-1: o formato é detectado sozinho.',
    'O arquivo é verificado inteiro antes, sem gravar nada. A importação é tudo ou nada: com qualquer erro no arquivo, nenhum vendedor é cadastrado.',
  ],
  sample: { text: SELLER_CSV_SAMPLE, fileName: SELLER_CSV_SAMPLE_NAME },
}

/** The import is all or nothing: it is offered only for a file without a single problem. */
export const canImport = (report: SellerImportReport) =>
  report.errors_total === 0 && report.valid > 0

const FALLBACK = 'Não foi possível importar o arquivo. Tente novamente.'

/** A failed call in the user's words; the server's own message when it has one for us. */
export function importFailure(error: unknown): string {
  if (!isApiError(error)) return FALLBACK
  // A proxy in front of the server may answer this one without our message.
  if (error.statusCode === 413) {
    return `O arquivo passa do limite de ${MAX_SIZE_LABEL} da importação. Divida-o em arquivos menores e importe um de cada vez.`
  }
  return error.message || FALLBACK
}

/** The report a refused import carries (a seller registered since the check), if any. */
export function refusedReport(error: unknown): SellerImportReport | null {
  if (!isApiError(error) || error.statusCode !== 400) return null
  const data = error.data as { report?: unknown } | undefined
  const parsed = v.safeParse(SellerImportReportSchema, data?.report)
  return parsed.success ? parsed.output : null
}

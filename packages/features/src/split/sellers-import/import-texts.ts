import {
  isApiError,
  SELLER_CSV_COLUMNS,
  SELLER_IMPORT_MAX_BYTES,
  SELLER_IMPORT_MAX_ROWS,
  SellerImportReportSchema,
  type SellerImportReport,
} from '@vitrine/api'
import { formatFileSize } from '@vitrine/ui/components/file-field'
import * as v from 'valibot'

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

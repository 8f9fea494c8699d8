import { csvFileProblem } from '../../customers/csv/decode.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Lang } from '../../validation/lang.ts'
import { sayImport } from './messages.ts'
import type { ParsedSellerImport } from './parse.ts'
import {
  SELLER_IMPORT_MAX_BYTES,
  SELLER_IMPORT_MAX_ROWS,
  type SellerImportReport,
} from './schema.ts'

/*
 * The import's refusals, the same from the server and the fixture adapter: a file that is no
 * CSV or too big is answered before any row is checked; an import of a file with problems
 * writes nothing (all or nothing) and answers the report in `data.report`.
 */

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 413: 'Content Too Large' }

const refusal = (statusCode: 400 | 413, message: string, data?: unknown) =>
  new ApiError({ statusCode, statusMessage: STATUS_TEXT[statusCode]!, message, data })

/** "1 MB", as the messages say the limit. */
export const SELLER_IMPORT_SIZE_LABEL = `${SELLER_IMPORT_MAX_BYTES / 1024 / 1024} MB`

/** The 413 for a file past SELLER_IMPORT_MAX_BYTES (the server counts while it reads). */
export const sellerFileTooLarge = (lang: Lang) =>
  refusal(413, sayImport(lang, 'fileTooLarge', { size: SELLER_IMPORT_SIZE_LABEL }))

/** Throws the 400 or 413 for a file that cannot be read as sellers at all. */
export function checkSellerFile(bytes: Uint8Array, lang: Lang): void {
  if (bytes.byteLength > SELLER_IMPORT_MAX_BYTES) throw sellerFileTooLarge(lang)
  const problem = csvFileProblem(bytes, lang)
  if (problem) throw refusal(400, problem)
}

/** Throws the 400 for a file of more than SELLER_IMPORT_MAX_ROWS rows. */
export function checkSellerRows(parsed: ParsedSellerImport, lang: Lang): void {
  if (parsed.too_many_rows) {
    throw refusal(
      400,
      sayImport(lang, 'tooManyRows', { max: SELLER_IMPORT_MAX_ROWS.toLocaleString('pt-BR') }),
    )
  }
}

/** The 400 an import answers when the file has problems: nothing was written. */
export const sellerImportRefused = (lang: Lang, report: SellerImportReport) =>
  refusal(
    400,
    sayImport(lang, report.errors_total === 1 ? 'fileHasError' : 'fileHasErrors', {
      count: report.errors_total.toLocaleString('pt-BR'),
    }),
    { report },
  )

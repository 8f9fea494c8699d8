import { csvFileProblem, decodeCsv, detectSeparator } from '../customers/csv/decode.ts'
import { guardFormula, unguard } from '../customers/csv/formulas.ts'
import { readCsvRecords } from '../customers/csv/records.ts'
import type { Lang } from '../validation/lang.ts'
import {
  DATAPLUS_IMPORT_ERRORS_LISTED,
  DATAPLUS_IMPORT_MAX_BYTES,
  DATAPLUS_IMPORT_MAX_ROWS,
  type DataplusColumn,
  type DataplusImportReport,
  type DataplusValues,
} from './schema.ts'
import { dataplusText } from './texts.ts'
import { cellText, checkRow } from './values.ts'

/*
 * A table's CSV: the header is the column keys, cells as people type them (cellText: 12,5 ·
 * 31/12/2026 · sim), so an exported file imports back as it is. Reading reuses the customers'
 * CSV (encoding, separator, RFC 4180 records, the formula guard); each row goes through the
 * very checkRow of the row dialog and the server.
 */

const TEXT_TYPES = new Set(['text', 'long_text', 'image', 'json'])

/** One CSV field, quoted when it must be (RFC 4180). */
function field(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function csvHeader(columns: readonly Pick<DataplusColumn, 'key'>[]): string {
  return `${columns.map((column) => field(column.key)).join(',')}\r\n`
}

/** A row's line; text that a spreadsheet would run as a formula gets the apostrophe guard. */
export function csvLine(
  columns: readonly Pick<DataplusColumn, 'key' | 'type'>[],
  values: DataplusValues,
): string {
  const cells = columns.map((column) => {
    const text = cellText(column.type, values[column.key])
    return field(TEXT_TYPES.has(column.type) ? guardFormula(text) : text)
  })
  return `${cells.join(',')}\r\n`
}

export interface ParsedDataplusImport {
  report: DataplusImportReport
  /** The rows to write, in file order: only meaningful when `report.errors_total` is 0. */
  rows: { line: number; values: DataplusValues }[]
  /** The file cannot be read at all (413 for size, 400 otherwise), or null. */
  refusal: { status: 400 | 413; message: string } | null
}

/**
 * Reads and checks a file against the table's columns, writing nothing. Columns the header
 * leaves out take their defaults; unknown header names are errors of the file.
 */
export function parseDataplusCsv(
  bytes: Uint8Array,
  columns: readonly DataplusColumn[],
  lang: Lang,
  dryRun: boolean,
): ParsedDataplusImport {
  const empty: DataplusImportReport = {
    dry_run: dryRun,
    encoding: 'utf-8',
    separator: ',',
    unknown_columns: [],
    rows: 0,
    valid: 0,
    invalid: 0,
    created: 0,
    errors_total: 0,
    errors: [],
  }
  if (bytes.length > DATAPLUS_IMPORT_MAX_BYTES) {
    const max = DATAPLUS_IMPORT_MAX_BYTES / 1024 / 1024
    return {
      report: empty,
      rows: [],
      refusal: { status: 413, message: dataplusText(lang, 'fileTooBig', { max }) },
    }
  }
  const problem = csvFileProblem(bytes, lang)
  if (problem) return { report: empty, rows: [], refusal: { status: 400, message: problem } }
  const { text, encoding } = decodeCsv(bytes)
  const separator = detectSeparator(text)
  const report: DataplusImportReport = { ...empty, encoding, separator }
  const errors: DataplusImportReport['errors'] = []
  const addError = (line: number | null, column: string | null, message: string) => {
    report.errors_total += 1
    if (errors.length < DATAPLUS_IMPORT_ERRORS_LISTED) errors.push({ line, column, message })
  }
  const records = readCsvRecords(text, separator)
  const first = records.next()
  if (first.done) {
    addError(1, null, dataplusText(lang, 'headerMissing'))
    return { report: { ...report, errors }, rows: [], refusal: null }
  }
  const header = first.value.fields.map((name) => name.trim())
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const known = header.map((name) => byKey.get(name.toLowerCase()) ?? null)
  report.unknown_columns = header.filter((name, i) => name !== '' && known[i] === null)
  for (const name of report.unknown_columns) addError(1, name, dataplusText(lang, 'unknownColumn'))
  if (known.every((column) => column === null))
    addError(1, null, dataplusText(lang, 'headerMissing'))

  const rows: ParsedDataplusImport['rows'] = []
  for (const record of records) {
    if (record.fields.every((cell) => cell.trim() === '')) continue
    report.rows += 1
    if (report.rows > DATAPLUS_IMPORT_MAX_ROWS) {
      return {
        report: { ...report, errors },
        rows: [],
        refusal: {
          status: 413,
          message: dataplusText(lang, 'tooManyRows', { max: DATAPLUS_IMPORT_MAX_ROWS }),
        },
      }
    }
    const input: Record<string, unknown> = {}
    known.forEach((column, i) => {
      if (column) input[column.key] = unguard(record.fields[i] ?? '')
    })
    const checked = checkRow(columns, input, lang)
    const messages = Object.entries(checked.fields)
    if (messages.length > 0) {
      report.invalid += 1
      for (const [key, message] of messages) addError(record.line, key, message)
    } else {
      report.valid += 1
      rows.push({ line: record.line, values: checked.values })
    }
  }
  return { report: { ...report, errors }, rows, refusal: null }
}

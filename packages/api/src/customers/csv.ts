/*
 * The customers' CSV files, both ways: what the import reads (any spreadsheet people bring:
 * UTF-8 or Latin-1, commas or semicolons, our own export) and what the export writes (what
 * Brazilian spreadsheets open well: UTF-8 with a BOM, semicolons, decimal commas, formatted
 * documents). Pure code, shared by the server, the fixture adapter and the browser.
 *
 * This file is the module's face; the work is in csv/, one step of the way per file:
 * decode (bytes → text), records (text → fields), header and cells (what the columns and
 * values mean), import (rows checked against the customer schema), export.
 */

export { parseBirthDate, parseConsent, restoreDocument } from './csv/cells.ts'
export type { CsvField, CustomerField } from './csv/columns.ts'
export {
  csvFileProblem,
  decodeCsv,
  detectSeparator,
  type CsvEncoding,
  type CsvSeparator,
} from './csv/decode.ts'
export { CSV_BOM, csvHeaderLine, customerCsvLine, formatMoneyCell } from './csv/export.ts'
export { parseImport, type ImportRow, type ParsedImport } from './csv/import.ts'
export { readCsvRecords, type CsvRecord } from './csv/records.ts'

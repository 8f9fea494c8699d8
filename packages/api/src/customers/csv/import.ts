import * as v from 'valibot'
import { unsafeInput } from '../../validation/input-guard.ts'
import { validationConfig } from '../../validation/issues.ts'
import type { Lang } from '../../validation/lang.ts'
import { normalizeDocument } from '../document.ts'
import { CustomerInputSchema, type CustomerValues, type ImportIssue } from '../schema.ts'
import { parseBirthDate, parseConsent, restoreDocument } from './cells.ts'
import {
  ADDRESS_FIELDS,
  customerFieldOf,
  fieldOfPath,
  isAddressField,
  mainHeader,
  type CsvField,
  type CustomerField,
} from './columns.ts'
import { decodeCsv, detectSeparator, type CsvEncoding, type CsvSeparator } from './decode.ts'
import { unguard } from './formulas.ts'
import { planHeader } from './header.ts'
import { toInput } from './input.ts'
import { say } from './messages.ts'
import { readCsvRecords, type CsvRecord } from './records.ts'

export interface ImportRow {
  /** The file line the row starts on (the header is line 1). */
  line: number
  /** The customer the row describes; null when it has issues. */
  values: CustomerValues | null
  issues: ImportIssue[]
}

/**
 * A file read and checked row by row, before anything touches the database. What a row means
 * for a stored customer (create, update, skip) is the server's to decide.
 *
 * Updates change only the fields in `fields` (the file's columns). Within those, a blank cell
 * clears the value, except the e-mail and the document: they are how customers are found, so a
 * blank one leaves the stored one alone. A row whose address columns are all blank has
 * `addresses: []` and leaves the stored addresses alone; a filled one replaces the first.
 */
export interface ParsedImport {
  encoding: CsvEncoding
  separator: CsvSeparator
  /** Header columns we do not know, as written. */
  unknown_columns: string[]
  /** Columns computed by the system (from an export), as written: read and left alone. */
  ignored_columns: string[]
  /** About the file as a whole (line null) or its header. */
  issues: ImportIssue[]
  rows: ImportRow[]
  /** The customer fields the header provides. */
  fields: CustomerField[]
}

/** Two values look like a decimal number split by a comma separator: "1.234" and "56". */
const splitDecimal = (fields: string[]) =>
  fields.some(
    (field, i) => /\d$/.test(field.trim()) && /^\d{1,2}$/.test(fields[i + 1]?.trim() ?? ''),
  )

/** "Endereço incompleto: faltam as colunas cep, uf…", the columns in the export's order. */
function missingAddressColumns(lang: Lang, missing: ReadonlySet<CsvField>): string {
  const columns = ADDRESS_FIELDS.filter((field) => missing.has(field)).map(mainHeader)
  return say(lang, columns.length === 1 ? 'addressColumnMissing' : 'addressColumnsMissing', {
    columns: columns.join(', '),
  })
}

/**
 * Reads an import file: encoding, separator, header, and each row checked with the same schema
 * as the customer form, its issues carrying the line, the column as the file names it and the
 * message in `lang`. Never throws: a malformed file is issues.
 */
export function parseImport(bytes: Uint8Array, lang: Lang): ParsedImport {
  const { text, encoding } = decodeCsv(bytes)
  const separator = detectSeparator(text)
  const parsed: ParsedImport = {
    encoding,
    separator,
    unknown_columns: [],
    ignored_columns: [],
    issues: [],
    rows: [],
    fields: [],
  }
  const blank = (record: CsvRecord) =>
    record.problem === null && record.fields.every((field) => !field.trim())
  const records = readCsvRecords(text, separator)
  // Not a for…of: leaving one early would close the generator the rows are read from.
  let headerRecord: CsvRecord | undefined
  for (let next = records.next(); !next.done; next = records.next()) {
    if (!blank(next.value)) {
      headerRecord = next.value
      break
    }
  }
  if (!headerRecord) {
    parsed.issues.push({ line: null, column: null, message: say(lang, 'emptyFile') })
    return parsed
  }
  const plan = planHeader(headerRecord.fields, lang)
  parsed.unknown_columns = plan.unknown
  parsed.ignored_columns = plan.ignored
  parsed.issues.push(...plan.issues)
  parsed.fields = [
    ...new Set(
      Object.keys(plan.written).flatMap((field) => customerFieldOf(field as CsvField) ?? []),
    ),
  ]
  const hasName = plan.written.name !== undefined
  if (!hasName) {
    parsed.issues.push({
      line: headerRecord.line,
      column: null,
      message: say(lang, 'noNameColumn'),
    })
  }

  const config = validationConfig(lang)
  const expected = headerRecord.fields.length
  const emails = new Map<string, number>()
  const documents = new Map<string, number>()
  const columnOf = (field: CsvField | null) =>
    field === null ? null : (plan.written[field] ?? null)
  const positions = new Map(headerRecord.fields.map((name, index) => [name.trim(), index]))
  const position = (column: string | null) => (column === null ? -1 : (positions.get(column) ?? 0))

  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value
    if (blank(record)) continue
    const { line, fields } = record
    const issues: ImportIssue[] = []
    const issue = (column: string | null, message: string) => {
      // One message per column: the first is the one to fix first.
      if (!issues.some((item) => item.column === column && column !== null)) {
        issues.push({ line, column, message })
      }
    }
    if (record.problem) {
      const at = plan.columns[record.problem.field]
      const column =
        record.problem.kind === 'stray_quote' && at?.kind === 'field'
          ? columnOf(at.field)
          : at?.kind === 'unknown' && record.problem.kind === 'stray_quote'
            ? at.name
            : null
      issue(
        column,
        say(lang, record.problem.kind === 'stray_quote' ? 'strayQuote' : 'unterminatedQuote'),
      )
    }
    const extra = fields.slice(expected)
    if (extra.some((field) => field.trim()) && record.problem?.kind !== 'unterminated_quote') {
      issue(
        null,
        separator === ',' && splitDecimal(fields)
          ? say(lang, 'decimalComma')
          : say(lang, 'tooManyFields', { count: fields.length, expected }),
      )
    } else if (fields.length < expected && record.problem?.kind !== 'unterminated_quote') {
      issue(null, say(lang, 'tooFewFields', { count: fields.length, expected }))
    }

    const cells: Partial<Record<CsvField, string>> = {}
    plan.columns.forEach((column, index) => {
      const cell = unguard(fields[index] ?? '')
      if (column.kind === 'field') cells[column.field] = cell
      else if (column.kind === 'unknown' && cell.trim()) {
        issue(column.name, say(lang, 'unknownColumn', { column: column.name }))
      } else if (column.kind === 'unnamed' && cell.trim()) {
        issue(null, say(lang, 'unnamedColumn', { n: index + 1 }))
      }
    })

    const birthDate = cells.birth_date?.trim()
    if (birthDate) {
      const date = parseBirthDate(birthDate)
      if (date) cells.birth_date = date
      else issue(columnOf('birth_date'), say(lang, 'birthDate'))
    }
    if (
      cells.marketing_consent !== undefined &&
      parseConsent(cells.marketing_consent) === undefined
    ) {
      issue(columnOf('marketing_consent'), say(lang, 'marketingConsent'))
    }

    const email = cells.email?.trim().toLowerCase()
    if (email) {
      const earlier = emails.get(email)
      if (earlier === undefined) emails.set(email, line)
      else issue(columnOf('email'), say(lang, 'repeatedEmail', { line: earlier }))
    }
    if (cells.document?.trim()) cells.document = restoreDocument(cells.document)
    const document = cells.document ? normalizeDocument(cells.document) : ''
    if (document) {
      const earlier = documents.get(document)
      if (earlier === undefined) documents.set(document, line)
      else issue(columnOf('document'), say(lang, 'repeatedDocument', { line: earlier }))
    }

    const input = toInput(cells)
    // What no column can hold (control characters…), as a request body would be checked.
    for (const [path, message] of Object.entries(unsafeInput(CustomerInputSchema, input, lang))) {
      issue(columnOf(fieldOfPath(path)), message)
    }
    const result = v.safeParse(CustomerInputSchema, input, config)
    if (!result.success) {
      // An address field the header lacks is blank in every row: the row cannot fix it, the
      // header can. One message names those columns instead of one "is required" per field.
      const missing = new Set<CsvField>()
      for (const item of result.issues) {
        const field = fieldOfPath(v.getDotPath(item))
        if (field !== null && isAddressField(field) && columnOf(field) === null) {
          missing.add(field)
          continue
        }
        // "E-mail or document" lands on the e-mail; a file may only have the document column.
        const column = columnOf(field) ?? (field === 'email' ? columnOf('document') : null)
        issue(column, item.message)
      }
      if (missing.size > 0) issue(null, missingAddressColumns(lang, missing))
    }
    // In the file's column order, as people read the row; row-level issues first.
    issues.sort((a, b) => position(a.column) - position(b.column))
    const ok = result.success && issues.length === 0 && hasName
    parsed.rows.push({ line, values: ok ? result.output : null, issues: hasName ? issues : [] })
  }
  if (parsed.rows.length === 0) {
    parsed.issues.push({ line: null, column: null, message: say(lang, 'noRows') })
  }
  return parsed
}

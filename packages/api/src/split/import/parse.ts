import * as v from 'valibot'
import { restoreDocument } from '../../customers/csv/cells.ts'
import {
  decodeCsv,
  detectSeparator,
  type CsvEncoding,
  type CsvSeparator,
} from '../../customers/csv/decode.ts'
import { unguard } from '../../customers/csv/formulas.ts'
import { say } from '../../customers/csv/messages.ts'
import { readCsvRecords, type CsvRecord } from '../../customers/csv/records.ts'
import { normalizeDocument } from '../../customers/document.ts'
import type { ImportIssue } from '../../customers/schema.ts'
import { unsafeInput } from '../../validation/input-guard.ts'
import { validationConfig } from '../../validation/issues.ts'
import type { Lang } from '../../validation/lang.ts'
import { SellerInputSchema, type SellerInput, type SellerValues } from '../sellers.ts'
import {
  fieldOfHeader,
  fieldOfPath,
  mainHeader,
  PAYOUT_FIELDS,
  REQUIRED_FIELDS,
  type SellerCsvField,
} from './columns.ts'
import { sayImport } from './messages.ts'
import { SELLER_IMPORT_MAX_ROWS } from './schema.ts'

/*
 * A sellers' file read and checked row by row, before anything touches the database: the
 * customers' CSV reading (encoding, separator, records, the formula guard) and, per row,
 * SellerInputSchema — the seller form's own checks and messages. What only the store's data
 * can tell (a document already registered) is report.ts's.
 */

export interface SellerImportRow {
  /** The file line the row starts on (the header is line 1). */
  line: number
  /** The seller the row describes; null when it has a problem. */
  values: SellerValues | null
  issues: ImportIssue[]
  /** Normalised, to match against the gateway's sellers even when the row has other problems. */
  document: string | null
  provider_account: string | null
  /** Its document or provider account repeats an earlier row. */
  repeated: boolean
}

export interface ParsedSellerImport {
  encoding: CsvEncoding
  separator: CsvSeparator
  /** Header columns we do not know, as written. */
  unknown_columns: string[]
  /** The column as the file names it, per field present. */
  columns: Partial<Record<SellerCsvField, string>>
  /** About the file as a whole (line null) or its header (line 1). */
  issues: ImportIssue[]
  rows: SellerImportRow[]
  /** More than SELLER_IMPORT_MAX_ROWS rows: reading stopped, the file is refused. */
  too_many_rows: boolean
}

type Cells = Partial<Record<SellerCsvField, string>>

const PAYOUT_KINDS = new Map<string, 'bank_account' | 'pix'>([
  ['conta', 'bank_account'],
  ['contabancaria', 'bank_account'],
  ['banco', 'bank_account'],
  ['ted', 'bank_account'],
  ['bankaccount', 'bank_account'],
  ['bank', 'bank_account'],
  ['pix', 'pix'],
  ['chavepix', 'pix'],
])

const ACCOUNT_TYPES = new Map<string, 'checking' | 'savings'>([
  ['corrente', 'checking'],
  ['contacorrente', 'checking'],
  ['cc', 'checking'],
  ['checking', 'checking'],
  ['poupanca', 'savings'],
  ['contapoupanca', 'savings'],
  ['pp', 'savings'],
  ['cp', 'savings'],
  ['savings', 'savings'],
])

/** A choice as people type it: no case, accents, spaces, hyphens or underscores. */
const choiceKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

/**
 * Spreadsheets read a bank code or an agency as a number and drop its leading zeros (001 → 1):
 * a code is always 3 digits, an agency 4, so the zeros come back.
 */
const padded = (raw: string | undefined, size: number) => {
  const value = (raw ?? '').trim()
  return /^\d+$/.test(value) && value.length < size ? value.padStart(size, '0') : value
}

/** "1234-5" typed in one cell, with the digit's own column blank: split in two. */
function withDigit(number: string | undefined, digit: string | undefined) {
  const joined = /^\s*(\d+)-([\dxX])\s*$/.exec(number ?? '')
  return joined && !digit?.trim() ? { number: joined[1]!, digit: joined[2]! } : { number, digit }
}

/** The row's way of receiving: as written, or told by the pix key when the cell is blank. */
function payoutKindOf(cells: Cells): 'bank_account' | 'pix' | 'invalid' {
  const written = cells.payout_kind?.trim()
  if (!written) return cells.pix_key?.trim() ? 'pix' : 'bank_account'
  return PAYOUT_KINDS.get(choiceKey(written)) ?? 'invalid'
}

/** A row's cells as SellerInputSchema's input. */
function toInput(cells: Cells, kind: 'bank_account' | 'pix'): SellerInput {
  const agency = withDigit(cells.agency, cells.agency_digit)
  const account = withDigit(cells.account, cells.account_digit)
  const accountType = cells.account_type?.trim()
  return {
    name: cells.name ?? '',
    document: restoreDocument(cells.document ?? ''),
    email: cells.email ?? '',
    payout:
      kind === 'pix'
        ? { kind: 'pix', pix_key: cells.pix_key ?? '' }
        : {
            kind: 'bank_account',
            bank_code: padded(cells.bank_code, 3),
            agency: padded(agency.number, 4),
            agency_digit: agency.digit?.trim() || null,
            account: account.number ?? '',
            account_digit: account.digit ?? '',
            account_type: accountType ? ACCOUNT_TYPES.get(choiceKey(accountType)) : undefined,
          },
    provider_account: cells.provider_account?.trim() || null,
  }
}

/** The header's columns: what each fills, the unknown ones, and the header's own problems. */
function planHeader(header: string[], lang: Lang) {
  const plan = {
    columns: [] as (SellerCsvField | { unknown: string } | null)[],
    written: {} as Partial<Record<SellerCsvField, string>>,
    unknown: [] as string[],
    issues: [] as ImportIssue[],
  }
  for (const raw of header) {
    const name = raw.trim()
    const field = name ? fieldOfHeader(name) : null
    if (!name) plan.columns.push(null)
    else if (!field) {
      plan.columns.push({ unknown: name })
      plan.unknown.push(name)
    } else if (plan.written[field] !== undefined) {
      plan.columns.push(null)
      const a = plan.written[field]
      plan.issues.push({
        line: 1,
        column: name,
        message: say(lang, 'repeatedColumn', { a, b: name }),
      })
    } else {
      plan.columns.push(field)
      plan.written[field] = name
    }
  }
  const missing = REQUIRED_FIELDS.filter((field) => plan.written[field] === undefined)
  if (missing.length > 0) {
    plan.issues.push({
      line: 1,
      column: null,
      message: sayImport(lang, missing.length === 1 ? 'missingColumn' : 'missingColumns', {
        columns: missing.map(mainHeader).join(', '),
      }),
    })
  }
  return plan
}

/**
 * Reads a sellers' file: encoding, separator, header, and each row checked with the seller
 * form's schema, its problems carrying the line, the column as the file names it and the
 * message in `lang`. A document or provider account repeated in the file is a problem of the
 * later row. Never throws: a malformed file is problems.
 */
export function parseSellerImport(bytes: Uint8Array, lang: Lang): ParsedSellerImport {
  const { text, encoding } = decodeCsv(bytes)
  const separator = detectSeparator(text)
  const parsed: ParsedSellerImport = {
    encoding,
    separator,
    unknown_columns: [],
    columns: {},
    issues: [],
    rows: [],
    too_many_rows: false,
  }
  const blank = (record: CsvRecord) =>
    record.problem === null && record.fields.every((field) => !field.trim())
  const records = readCsvRecords(text, separator)
  // Not a for…of: leaving one early would close the generator the rows are read from.
  let header: CsvRecord | undefined
  for (let next = records.next(); !next.done; next = records.next()) {
    if (!blank(next.value)) {
      header = next.value
      break
    }
  }
  if (!header) {
    parsed.issues.push({ line: null, column: null, message: say(lang, 'emptyFile') })
    return parsed
  }
  const plan = planHeader(header.fields, lang)
  parsed.unknown_columns = plan.unknown
  parsed.columns = plan.written
  parsed.issues.push(...plan.issues)
  const headerComplete = REQUIRED_FIELDS.every((field) => plan.written[field] !== undefined)

  const config = validationConfig(lang)
  const expected = header.fields.length
  const documents = new Map<string, number>()
  const accounts = new Map<string, number>()
  const columnOf = (field: SellerCsvField | null) =>
    field === null ? null : (plan.written[field] ?? null)
  const positions = new Map(header.fields.map((name, index) => [name.trim(), index]))
  const position = (column: string | null) => (column === null ? -1 : (positions.get(column) ?? 0))

  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value
    if (blank(record)) continue
    if (parsed.rows.length === SELLER_IMPORT_MAX_ROWS) {
      parsed.too_many_rows = true
      parsed.issues.push({
        line: null,
        column: null,
        message: sayImport(lang, 'tooManyRows', {
          max: SELLER_IMPORT_MAX_ROWS.toLocaleString('pt-BR'),
        }),
      })
      break
    }
    const { line, fields } = record
    const issues: ImportIssue[] = []
    const issue = (column: string | null, message: string) => {
      // One message per column: the first is the one to fix first.
      if (!issues.some((item) => item.column === column && column !== null)) {
        issues.push({ line, column, message })
      }
    }
    const row: SellerImportRow = {
      line,
      values: null,
      issues,
      document: null,
      provider_account: null,
      repeated: false,
    }
    parsed.rows.push(row)

    if (record.problem) {
      const at = plan.columns[record.problem.field]
      const column =
        record.problem.kind !== 'stray_quote' || !at
          ? null
          : typeof at === 'string'
            ? columnOf(at)
            : at.unknown
      issue(
        column,
        say(lang, record.problem.kind === 'stray_quote' ? 'strayQuote' : 'unterminatedQuote'),
      )
    }
    if (record.problem?.kind !== 'unterminated_quote') {
      if (fields.slice(expected).some((field) => field.trim())) {
        issue(null, say(lang, 'tooManyFields', { count: fields.length, expected }))
      } else if (fields.length < expected) {
        issue(null, say(lang, 'tooFewFields', { count: fields.length, expected }))
      }
    }

    const cells: Cells = {}
    plan.columns.forEach((column, index) => {
      // A value written as '=…' by our guard (or a spreadsheet's) is read without the apostrophe;
      // a formula itself is a value like any other, and the schema refuses what it cannot hold.
      const cell = unguard(fields[index] ?? '')
      if (typeof column === 'string') cells[column] = cell
      else if (column && cell.trim()) {
        issue(column.unknown, say(lang, 'unknownColumn', { column: column.unknown }))
      } else if (!column && cell.trim() && !header.fields[index]?.trim()) {
        issue(null, say(lang, 'unnamedColumn', { n: index + 1 }))
      }
    })

    const kind = payoutKindOf(cells)
    if (kind === 'invalid') issue(columnOf('payout_kind'), sayImport(lang, 'payoutKind'))
    const accountType = cells.account_type?.trim()
    if (kind === 'bank_account' && accountType && !ACCOUNT_TYPES.has(choiceKey(accountType))) {
      issue(columnOf('account_type'), sayImport(lang, 'accountType'))
    }
    const payoutMissing =
      kind === 'invalid'
        ? []
        : PAYOUT_FIELDS[kind].filter((field) => plan.written[field] === undefined)
    if (payoutMissing.length > 0) {
      issue(
        null,
        sayImport(lang, 'payoutColumnsMissing', {
          payout: sayImport(lang, kind === 'pix' ? 'payoutPix' : 'payoutBank'),
          columns: payoutMissing.map(mainHeader).join(', '),
        }),
      )
    }

    const input = toInput(cells, kind === 'pix' ? 'pix' : 'bank_account')
    const document = normalizeDocument(input.document)
    if (document) {
      row.document = document
      const earlier = documents.get(document)
      if (earlier === undefined) documents.set(document, line)
      else {
        row.repeated = true
        issue(columnOf('document'), sayImport(lang, 'repeatedDocument', { line: earlier }))
      }
    }
    const account = input.provider_account?.replace(/[\s.-]/g, '') || null
    if (account) {
      row.provider_account = account
      const earlier = accounts.get(account)
      if (earlier === undefined) accounts.set(account, line)
      else {
        row.repeated = true
        issue(
          columnOf('provider_account'),
          sayImport(lang, 'repeatedProviderAccount', { line: earlier }),
        )
      }
    }

    /** Where a schema problem goes: its column; none when the header already said it is absent. */
    const report = (path: string | null, message: string) => {
      // An unreadable way of receiving was said once, on its column.
      if (kind === 'invalid' && path?.startsWith('payout')) return
      const field = fieldOfPath(path)
      if (field !== null && plan.written[field] === undefined) {
        // Absent required or payout columns were said once for the header or the row.
        if ((REQUIRED_FIELDS as readonly string[]).includes(field)) return
        if (payoutMissing.includes(field as never)) return
        if (field === 'account_type') return
      }
      issue(columnOf(field), message)
    }
    // What no column can hold (control characters…), as a request body would be checked.
    for (const [path, message] of Object.entries(unsafeInput(SellerInputSchema, input, lang))) {
      report(path, message)
    }
    const result = v.safeParse(SellerInputSchema, input, config)
    if (!result.success) {
      for (const item of result.issues) {
        const path = v.getDotPath(item)
        // An unreadable account type is said once, above, not as the schema's picklist message.
        if (path === 'payout.account_type') continue
        report(path, item.message)
      }
    }
    if (!headerComplete) {
      // The header's problem was said once; each row would only repeat it.
      issues.length = 0
      continue
    }
    issues.sort((a, b) => position(a.column) - position(b.column))
    if (result.success && issues.length === 0) row.values = result.output
  }
  if (parsed.rows.length === 0) {
    parsed.issues.push({ line: null, column: null, message: sayImport(lang, 'noRows') })
  }
  return parsed
}

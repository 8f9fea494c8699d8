import * as v from 'valibot'
import { csvFileProblem, decodeCsv, detectSeparator } from '../customers/csv/decode.ts'
import { CSV_BOM } from '../customers/csv/export.ts'
import { guardFormula, unguard } from '../customers/csv/formulas.ts'
import { say } from '../customers/csv/messages.ts'
import { readCsvRecords, type CsvRecord } from '../customers/csv/records.ts'
import type { ImportIssue } from '../customers/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { firstMessages, validationConfig } from '../validation/issues.ts'
import type { Lang } from '../validation/lang.ts'
import { redirectError } from './check.ts'
import {
  chainText,
  checkRule,
  parseFrom,
  RedirectMatcher,
  REDIRECT_MAX_HOPS,
  type RuleLike,
} from './match.ts'
import {
  REDIRECT_IMPORT_ERRORS_LISTED,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  RedirectInputSchema,
  type RedirectImportReport,
  type StorefrontRedirect,
  type RedirectValues,
} from './schema.ts'
import { redirectText } from './texts.ts'

/*
 * The redirects' CSV: import with a dry run (all or nothing) and export. The customers' CSV
 * reading is reused (encoding, separator, RFC 4180 records, the formula guard); each row goes
 * through RedirectInputSchema (the dialog's checks and messages), then the file's rules are
 * checked together with the store's for repeated from-paths, loops and long chains.
 */

export const REDIRECT_CSV_COLUMNS = [
  { field: 'from_path', headers: ['de', 'origem', 'from', 'from_path', 'source'] },
  { field: 'to', headers: ['para', 'destino', 'to', 'target', 'destination'] },
  { field: 'status', headers: ['status', 'tipo', 'codigo', 'code', 'type'] },
  { field: 'active', headers: ['ativo', 'ativa', 'active', 'enabled'] },
  { field: 'note', headers: ['observacao', 'nota', 'note', 'notes'] },
] as const
type Field = (typeof REDIRECT_CSV_COLUMNS)[number]['field']

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

const FIELD_BY_HEADER = new Map<string, Field>(
  REDIRECT_CSV_COLUMNS.flatMap((column) => column.headers.map((h) => [key(h), column.field])),
)
const mainHeader = (field: Field) => REDIRECT_CSV_COLUMNS.find((c) => c.field === field)!.headers[0]

const STATUS_WORDS = new Map<string, 301 | 302>([
  ['301', 301],
  ['permanente', 301],
  ['permanent', 301],
  ['302', 302],
  ['temporario', 302],
  ['temporary', 302],
])
const ACTIVE_WORDS = new Map<string, boolean>([
  ['sim', true],
  ['s', true],
  ['1', true],
  ['true', true],
  ['yes', true],
  ['ativo', true],
  ['ativa', true],
  ['nao', false],
  ['n', false],
  ['0', false],
  ['false', false],
  ['no', false],
  ['inativo', false],
  ['inativa', false],
])

export interface RedirectImportRow {
  line: number
  values: RedirectValues | null
}

export interface ParsedRedirectImport {
  encoding: RedirectImportReport['encoding']
  separator: RedirectImportReport['separator']
  unknown_columns: string[]
  columns: Partial<Record<Field, string>>
  issues: ImportIssue[]
  rows: RedirectImportRow[]
  too_many_rows: boolean
}

/** Reads a redirects file row by row; never throws (a malformed file is problems). */
export function parseRedirectImport(bytes: Uint8Array, lang: Lang): ParsedRedirectImport {
  const { text, encoding } = decodeCsv(bytes)
  const separator = detectSeparator(text)
  const parsed: ParsedRedirectImport = {
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
  const columns = header.fields.map((raw) => {
    const name = raw.trim()
    const field = name ? (FIELD_BY_HEADER.get(key(name)) ?? null) : null
    if (name && !field) parsed.unknown_columns.push(name)
    else if (field && parsed.columns[field] === undefined) {
      parsed.columns[field] = name
      return field
    }
    return null
  })
  const missing = (['from_path', 'to'] as const).filter((f) => parsed.columns[f] === undefined)
  if (missing.length > 0) {
    parsed.issues.push({
      line: 1,
      column: null,
      message: redirectText(lang, 'missingColumns', {
        columns: missing.map(mainHeader).join(', '),
      }),
    })
    return parsed
  }
  const config = validationConfig(lang)
  const columnOf = (field: string) => parsed.columns[field as Field] ?? null
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value
    if (blank(record)) continue
    if (parsed.rows.length === REDIRECT_IMPORT_MAX_ROWS) {
      parsed.too_many_rows = true
      break
    }
    const { line, fields } = record
    const issue = (column: string | null, message: string) =>
      parsed.issues.push({ line, column, message })
    const row: RedirectImportRow = { line, values: null }
    parsed.rows.push(row)
    if (record.problem) {
      issue(
        null,
        say(lang, record.problem.kind === 'stray_quote' ? 'strayQuote' : 'unterminatedQuote'),
      )
      continue
    }
    const cells: Partial<Record<Field, string>> = {}
    columns.forEach((field, index) => {
      if (field) cells[field] = unguard(fields[index] ?? '').trim()
    })
    let bad = false
    const statusCell = key(cells.status ?? '')
    const status = statusCell === '' ? 301 : STATUS_WORDS.get(statusCell)
    if (status === undefined) {
      issue(columnOf('status'), redirectText(lang, 'statusChoice'))
      bad = true
    }
    const activeCell = key(cells.active ?? '')
    const active = activeCell === '' ? true : ACTIVE_WORDS.get(activeCell)
    if (active === undefined) {
      issue(columnOf('active'), redirectText(lang, 'activeChoice'))
      bad = true
    }
    const result = v.safeParse(
      RedirectInputSchema,
      {
        from_path: cells.from_path ?? '',
        to: cells.to ?? '',
        status,
        active,
        note: cells.note ?? '',
      },
      config,
    )
    if (!result.success) {
      const messages = firstMessages(result.issues)
      for (const [path, message] of Object.entries(messages.nested)) issue(columnOf(path), message)
      if (messages.root) issue(null, messages.root)
      continue
    }
    if (!bad) row.values = result.output
  }
  return parsed
}

/** A rule of the check: a file row gets a negative id (its line), after every saved rule. */
type Checked = RuleLike & { line: number | null }

/**
 * The parsed file against the store's rules: repeated from-paths (in the file, or a rule the
 * store has), then loops and long chains of the store's rules and the file's together. The same
 * for the server and the fixture.
 */
export function planRedirectImport(
  parsed: ParsedRedirectImport,
  existing: readonly RuleLike[],
  lang: Lang,
): { report: RedirectImportReport; rules: RedirectValues[] } {
  const errors: ImportIssue[] = [...parsed.issues]
  const warnings: ImportIssue[] = []
  const fromColumn = parsed.columns.from_path ?? null
  const toColumn = parsed.columns.to ?? null
  const stored = new Set(existing.map((rule) => parseFrom(rule.from_path).key))
  const inFile = new Map<string, number>()
  const bad = new Set(parsed.issues.flatMap((issue) => (issue.line === null ? [] : [issue.line])))
  for (const row of parsed.rows) {
    if (!row.values) continue
    const from = parseFrom(row.values.from_path)
    const earlier = inFile.get(from.key)
    if (earlier !== undefined) {
      errors.push({
        line: row.line,
        column: fromColumn,
        message: redirectText(lang, 'repeatedInFile', {
          from: row.values.from_path,
          line: earlier,
        }),
      })
      bad.add(row.line)
    } else inFile.set(from.key, row.line)
    if (stored.has(from.key)) {
      errors.push({
        line: row.line,
        column: fromColumn,
        message: redirectText(lang, 'alreadyExists', { from: row.values.from_path }),
      })
      bad.add(row.line)
    }
  }
  const fileRules: Checked[] = parsed.rows.flatMap((row) =>
    row.values && !bad.has(row.line)
      ? [
          {
            id: 2 ** 40 + row.line,
            from_path: row.values.from_path,
            to: row.values.to,
            status: row.values.status,
            active: row.values.active,
            line: row.line,
          },
        ]
      : [],
  )
  if (fileRules.length > 0) {
    const all: Checked[] = [...existing.map((rule) => ({ ...rule, line: null })), ...fileRules]
    const matcher = new RedirectMatcher(all)
    const lookup = (request: Parameters<typeof matcher.match>[0]) => matcher.match(request)
    for (const rule of fileRules) {
      const result = checkRule(lookup, (from) => matcher.incoming(from), rule)
      if (result.refused) {
        const chain = result.refused
        errors.push({
          line: rule.line,
          column: toColumn,
          message:
            chain.outcome === 'loop'
              ? redirectText(lang, 'loop', { chain: chainText(chain) })
              : redirectText(lang, 'endless', {
                  max: REDIRECT_MAX_HOPS,
                  chain: chain.addresses.slice(0, 4).join(' → '),
                }),
        })
        bad.add(rule.line!)
      } else if (result.long) {
        warnings.push({
          line: rule.line,
          column: toColumn,
          message: redirectText(lang, 'longChainImport', {
            hops: result.long.hops.length,
            chain: chainText(result.long),
          }),
        })
      }
    }
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  const invalid = parsed.rows.filter((row) => !row.values || bad.has(row.line)).length
  const report: RedirectImportReport = {
    dry_run: true,
    encoding: parsed.encoding,
    separator: parsed.separator,
    unknown_columns: parsed.unknown_columns,
    rows: parsed.rows.length,
    valid: parsed.rows.length - invalid,
    invalid,
    created: 0,
    errors_total: errors.length,
    errors: errors.slice(0, REDIRECT_IMPORT_ERRORS_LISTED),
    warnings: warnings.slice(0, REDIRECT_IMPORT_ERRORS_LISTED),
  }
  const rules = errors.length === 0 ? parsed.rows.map((row) => row.values!) : []
  return { report, rules }
}

/** "8 MB", as the messages say the limit. */
export const REDIRECT_IMPORT_SIZE_LABEL = `${REDIRECT_IMPORT_MAX_BYTES / 1024 / 1024} MB`

export const redirectFileTooLarge = (lang: Lang) =>
  redirectError(413, lang, 'fileTooLarge', { size: REDIRECT_IMPORT_SIZE_LABEL })

/** Throws the 400/413 of a file that cannot be read as redirects at all. */
export function checkRedirectFile(bytes: Uint8Array, lang: Lang): void {
  if (bytes.byteLength > REDIRECT_IMPORT_MAX_BYTES) throw redirectFileTooLarge(lang)
  const problem = csvFileProblem(bytes, lang)
  if (problem)
    throw new ApiError({ statusCode: 400, statusMessage: 'Bad Request', message: problem })
}

/** Throws the 400 of a file past REDIRECT_IMPORT_MAX_ROWS. */
export function checkRedirectRows(parsed: ParsedRedirectImport, lang: Lang): void {
  if (parsed.too_many_rows) {
    throw redirectError(400, lang, 'tooManyRows', {
      max: REDIRECT_IMPORT_MAX_ROWS.toLocaleString('pt-BR'),
    })
  }
}

/** The 400 of an import whose file has problems: nothing was written; the report in data. */
export const redirectImportRefused = (lang: Lang, report: RedirectImportReport) =>
  redirectError(
    400,
    lang,
    'fileHasErrors',
    { count: report.errors_total.toLocaleString('pt-BR') },
    undefined,
    { report },
  )

const cell = (value: string) =>
  /[;"\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value
const line = (cells: string[]) => `${cells.map(cell).join(';')}\r\n`

/** The export: what the import reads back (semicolons, UTF-8 with BOM). */
export function redirectsCsv(rules: Iterable<StorefrontRedirect>): string {
  let out = CSV_BOM + line(['de', 'para', 'status', 'ativo', 'observacao'])
  for (const rule of rules) {
    out += line([
      guardFormula(rule.from_path),
      guardFormula(rule.to),
      String(rule.status),
      rule.active ? 'sim' : 'não',
      guardFormula(rule.note),
    ])
  }
  return out
}

export const REDIRECT_CSV_SAMPLE_NAME = 'modelo-redirecionamentos.csv'
export const REDIRECT_CSV_SAMPLE =
  CSV_BOM +
  'de;para;status;ativo;observacao\r\n' +
  '/promocao;/ofertas;301;sim;Campanha antiga\r\n' +
  '/blog/*;/novidades/:splat;301;sim;Blog mudou de nome\r\n' +
  '/natal?utm_source=insta;/colecoes/natal;302;sim;\r\n'

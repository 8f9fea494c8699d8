import * as v from 'valibot'
import { unsafeInput } from '../validation/input-guard.ts'
import { validationConfig } from '../validation/issues.ts'
import type { Lang } from '../validation/lang.ts'
import { digitsOnly, formatPhone, formatPostalCode } from './contact.ts'
import { documentKind, formatDocument, normalizeDocument } from './document.ts'
import {
  CSV_COLUMNS,
  CustomerInputSchema,
  type Customer,
  type CustomerInput,
  type CustomerValues,
  type ImportIssue,
  type ImportReport,
} from './schema.ts'

/*
 * The customers' CSV files, both ways: what the import reads (any spreadsheet people bring:
 * UTF-8 or Latin-1, commas or semicolons, our own export) and what the export writes (what
 * Brazilian spreadsheets open well: UTF-8 with a BOM, semicolons, decimal commas, formatted
 * documents). Pure code, shared by the server, the fixture adapter and the browser.
 */

/** Makes Excel read the file as UTF-8 (without it, accents come out garbled). */
export const CSV_BOM = '\uFEFF'

export type CsvEncoding = ImportReport['encoding']
export type CsvSeparator = ImportReport['separator']
type CsvColumn = (typeof CSV_COLUMNS)[number]
export type CsvField = CsvColumn['field']
/** A customer's own field, as the import fills it (`addresses` from the address columns). */
export type CustomerField = keyof CustomerValues

/* ----------------------------------------------------------------------------------------- */
/* Messages                                                                                  */
/* ----------------------------------------------------------------------------------------- */

const texts = {
  emptyFile: {
    'pt-BR': 'O arquivo está vazio.',
    en: 'The file is empty.',
  },
  notCsv: {
    'pt-BR':
      'Este arquivo não parece ser um CSV. Na planilha, use "Salvar como" e escolha CSV (separado por vírgulas ou ponto e vírgula).',
    en: 'This file does not look like a CSV. In the spreadsheet, use "Save as" and choose CSV (comma or semicolon separated).',
  },
  noRows: {
    'pt-BR': 'O arquivo tem o cabeçalho, mas nenhuma linha de clientes.',
    en: 'The file has a header but no customer rows.',
  },
  noNameColumn: {
    'pt-BR':
      'O cabeçalho não tem a coluna do nome (nome): confira se a primeira linha do arquivo traz os nomes das colunas.',
    en: "The header has no name column (nome): check that the file's first line holds the column names.",
  },
  repeatedColumn: {
    'pt-BR': 'As colunas «{a}» e «{b}» são o mesmo campo: só «{a}» foi lida.',
    en: 'The columns «{a}» and «{b}» are the same field: only «{a}» was read.',
  },
  unknownColumn: {
    'pt-BR': 'Coluna desconhecida «{column}»: confira o cabeçalho.',
    en: 'Unknown column «{column}»: check the header.',
  },
  unnamedColumn: {
    'pt-BR': 'A coluna {n} não tem nome no cabeçalho: confira o cabeçalho.',
    en: 'Column {n} has no name in the header: check the header.',
  },
  tooManyFields: {
    'pt-BR':
      'A linha tem {count} colunas e o cabeçalho, {expected}: confira o separador e as aspas.',
    en: 'The line has {count} columns and the header {expected}: check the separator and the quotes.',
  },
  decimalComma: {
    'pt-BR':
      'A linha tem mais colunas que o cabeçalho: um número com vírgula decimal (como 1.234,56) precisa estar entre aspas, ou separe as colunas com ponto e vírgula.',
    en: 'The line has more columns than the header: a number with a decimal comma (such as 1.234,56) must be quoted, or separate the columns with semicolons.',
  },
  tooFewFields: {
    'pt-BR': 'A linha tem {count} colunas e o cabeçalho, {expected}: faltam colunas.',
    en: 'The line has {count} columns and the header {expected}: columns are missing.',
  },
  unterminatedQuote: {
    'pt-BR':
      'Aspas abertas e não fechadas nesta linha: feche o texto entre aspas (aspas dentro do texto vão duplicadas, "").',
    en: 'A quote opened on this line is never closed: close the quoted text (quotes inside it are doubled, "").',
  },
  strayQuote: {
    'pt-BR':
      'Aspas fora de lugar: um texto com aspas precisa estar todo entre aspas, com as aspas internas duplicadas ("").',
    en: 'Misplaced quote: a value with quotes must be quoted as a whole, with inner quotes doubled ("").',
  },
  marketingConsent: {
    'pt-BR': 'Use sim ou não.',
    en: 'Use yes or no.',
  },
  birthDate: {
    'pt-BR': 'Informe uma data de nascimento válida, como 25/12/1990.',
    en: 'Enter a valid birth date, such as 25/12/1990.',
  },
  repeatedEmail: {
    'pt-BR': 'Este e-mail já aparece na linha {line} do arquivo.',
    en: 'This e-mail already appears on line {line} of the file.',
  },
  repeatedDocument: {
    'pt-BR': 'Este documento já aparece na linha {line} do arquivo.',
    en: 'This document already appears on line {line} of the file.',
  },
} as const satisfies Record<string, Record<Lang, string>>

function say(lang: Lang, key: keyof typeof texts, params: Record<string, string | number> = {}) {
  return texts[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/* ----------------------------------------------------------------------------------------- */
/* Bytes, encoding and separator                                                             */
/* ----------------------------------------------------------------------------------------- */

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * windows-1252's characters at 0x80–0x9F (€, curly quotes, dashes…), where ISO-8859-1 has
 * control codes; 0 where the code page has none. Mapped here because Node's TextDecoder reads
 * the "windows-1252" label as plain ISO-8859-1 (browsers map them already).
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
]
const latin1 = new TextDecoder('windows-1252')

/** Latin-1 as Brazilian Windows tools write it: windows-1252, a superset for printable text. */
const decodeLatin1 = (bytes: Uint8Array) =>
  latin1
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) =>
      String.fromCharCode(CP1252_HIGH[char.charCodeAt(0) - 0x80] || char.charCodeAt(0)),
    )

/**
 * The file's text. A UTF-8 BOM is dropped; bytes that are not valid UTF-8 are read as Latin-1
 * (windows-1252), the encoding Excel and older Brazilian ERPs save "CSV" in.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  const body = bom ? bytes.subarray(3) : bytes
  try {
    return { text: utf8.decode(body), encoding: 'utf-8' }
  } catch {
    return { text: decodeLatin1(body), encoding: 'latin1' }
  }
}

/** Signatures of files people pick by mistake: xlsx/ods (zip), xls, PDF. */
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
]

/**
 * Why a file cannot be imported at all (the server answers it with a 400 before reading any
 * row), or null. A NUL byte near the start means a binary file or UTF-16 text.
 */
export function csvFileProblem(bytes: Uint8Array, lang: Lang): string | null {
  if (BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))) {
    return say(lang, 'notCsv')
  }
  if (bytes.subarray(0, 8192).includes(0)) return say(lang, 'notCsv')
  return decodeCsv(bytes).text.trim() ? null : say(lang, 'emptyFile')
}

/** How many times each separator occurs outside quotes in `text`, up to `maxLines` lines. */
function countSeparators(text: string, maxLines: number) {
  let commas = 0
  let semicolons = 0
  let quoted = false
  let lines = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (char === 34) quoted = !quoted
    else if (quoted) continue
    else if (char === 44) commas += 1
    else if (char === 59) semicolons += 1
    else if (char === 10 && ++lines >= maxLines) break
  }
  return { commas, semicolons }
}

/**
 * Comma or semicolon, from the header line: column names carry no decimal commas, so a
 * semicolon file full of "1.234,56" is still told apart. A one-column header leaves it to the
 * first lines; a tie is a comma (the standard's).
 */
export function detectSeparator(text: string): CsvSeparator {
  const header = countSeparators(text, 1)
  if (header.semicolons !== header.commas) return header.semicolons > header.commas ? ';' : ','
  const sample = countSeparators(text, 20)
  return sample.semicolons > sample.commas ? ';' : ','
}

/* ----------------------------------------------------------------------------------------- */
/* Records (RFC 4180)                                                                        */
/* ----------------------------------------------------------------------------------------- */

export interface CsvRecord {
  /** The file line the record starts on (1 = the first line). */
  line: number
  fields: string[]
  /** Malformed quoting: the record is reported, never thrown. */
  problem: { kind: 'unterminated_quote' | 'stray_quote'; field: number } | null
}

const QUOTE = 34
const CR = 13
const LF = 10

/** Line breaks in a span of text: CRLF, LF or a lone CR each count once. */
function countBreaks(text: string, from: number, to: number): number {
  let breaks = 0
  for (let i = from; i < to; i += 1) {
    const char = text.charCodeAt(i)
    if (char === LF || (char === CR && text.charCodeAt(i + 1) !== LF)) breaks += 1
  }
  return breaks
}

/** Where the physical line holding `from` ends (at its break, or the end of the text). */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (char === LF || char === CR) return i
  }
  return text.length
}

/** Moves past the line break at `at` (CRLF, LF or CR); `at` itself when there is none. */
function skipBreak(text: string, at: number): number {
  const char = text.charCodeAt(at)
  if (char === CR) return text.charCodeAt(at + 1) === LF ? at + 2 : at + 1
  return char === LF ? at + 1 : at
}

/**
 * Reads records the way RFC 4180 describes them: quoted fields may hold separators, line breaks
 * and doubled quotes; lines end in CRLF, LF or CR. A quote inside an unquoted field, or text
 * after a closing quote, is kept as written and flagged. A quote never closed makes its record's
 * first line a flagged record of its own and reading goes on from the next line, so one typo
 * does not swallow the rest of the file.
 */
export function* readCsvRecords(text: string, separator: CsvSeparator): Generator<CsvRecord> {
  const sep = separator.charCodeAt(0)
  const length = text.length
  let pos = 0
  let line = 1
  while (pos < length) {
    const start = pos
    const startLine = line
    const fields: string[] = []
    let problem: CsvRecord['problem'] = null
    let unterminated = false
    for (;;) {
      let value: string
      if (text.charCodeAt(pos) === QUOTE) {
        value = ''
        let from = pos + 1
        for (;;) {
          const close = text.indexOf('"', from)
          if (close === -1) {
            unterminated = true
            break
          }
          value += text.slice(from, close)
          line += countBreaks(text, from, close)
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"'
            from = close + 2
          } else {
            pos = close + 1
            break
          }
        }
        if (unterminated) break
        // Text after the closing quote: kept, and flagged.
        let end = pos
        while (end < length) {
          const char = text.charCodeAt(end)
          if (char === sep || char === LF || char === CR) break
          end += 1
        }
        if (end > pos) {
          value += text.slice(pos, end)
          problem ??= { kind: 'stray_quote', field: fields.length }
          pos = end
        }
      } else {
        let end = pos
        while (end < length) {
          const char = text.charCodeAt(end)
          if (char === sep || char === LF || char === CR) break
          end += 1
        }
        value = text.slice(pos, end)
        if (value.includes('"')) problem ??= { kind: 'stray_quote', field: fields.length }
        pos = end
      }
      fields.push(value)
      if (pos < length && text.charCodeAt(pos) === sep) {
        pos += 1
        continue
      }
      break
    }
    if (unterminated) {
      // No quote follows anywhere in the file: take the record's first line as it is.
      const end = lineEnd(text, start)
      pos = skipBreak(text, end)
      line = startLine + (pos > end ? 1 : 0)
      yield {
        line: startLine,
        fields: text.slice(start, end).split(separator),
        problem: { kind: 'unterminated_quote', field: 0 },
      }
      continue
    }
    const next = skipBreak(text, pos)
    if (next > pos) line += 1
    pos = next
    yield { line: startLine, fields, problem }
  }
}

/* ----------------------------------------------------------------------------------------- */
/* The import                                                                                */
/* ----------------------------------------------------------------------------------------- */

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

/** Header names compared without case, accents, spaces, hyphens or underscores. */
const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

const COLUMN_BY_HEADER = new Map<string, CsvColumn>(
  CSV_COLUMNS.flatMap((column) =>
    column.headers.map((header) => [headerKey(header), column] as const),
  ),
)

const ADDRESS_FIELDS = [
  'postal_code',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
] as const satisfies readonly CsvField[]
type AddressField = (typeof ADDRESS_FIELDS)[number]

const isAddressField = (field: string): field is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(field)

/** The customer field a CSV field fills. */
function customerFieldOf(field: CsvField): CustomerField | null {
  if (isAddressField(field)) return 'addresses'
  const column = CSV_COLUMNS.find((item) => item.field === field)
  return column && !('read_only' in column) ? (field as CustomerField) : null
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x'])
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0', ''])

/** sim/não and their usual spellings; undefined for anything else. */
export function parseConsent(raw: string): boolean | undefined {
  // The usual spellings first: folding (Unicode normalisation) costs more than the rest of a row.
  const plain = raw.trim().toLowerCase()
  const value = plain === 'não' ? 'nao' : YES.has(plain) || NO.has(plain) ? plain : fold(plain)
  if (YES.has(value)) return true
  if (NO.has(value)) return false
  return undefined
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** dd/mm/aaaa (also with - or .) or aaaa-mm-dd → aaaa-mm-dd; undefined when not a real date. */
export function parseBirthDate(raw: string): string | undefined {
  const value = raw.trim()
  const brazilian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [year, month, day] = brazilian
    ? [brazilian[3], brazilian[2], brazilian[1]].map(Number)
    : iso
      ? [iso[1], iso[2], iso[3]].map(Number)
      : []
  if (year === undefined || month === undefined || day === undefined) return undefined
  if (!isCalendarDate(year, month, day)) return undefined
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Spreadsheets that read a CPF, CNPJ or CEP as a number drop its leading zeros (012.345.678-90
 * becomes 1234567890). Digits one or two short of a valid document, or a CEP of 7 digits, get
 * them back.
 */
export function restoreDocument(raw: string): string {
  const value = normalizeDocument(raw)
  if (!/^\d+$/.test(value)) return raw
  for (const size of [11, 14]) {
    if (value.length < size && value.length >= size - 2) {
      const padded = value.padStart(size, '0')
      if (documentKind(padded)) return padded
    }
  }
  return raw
}

function restorePostalCode(raw: string): string {
  const digits = digitsOnly(raw)
  return /^\d{7}$/.test(raw.trim()) ? `0${digits}` : raw
}

/** The export's guard against spreadsheet formulas (see `guardFormula`), taken off on import. */
const unguard = (cell: string) =>
  cell.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell

interface HeaderPlan {
  /** Per column index: the CSV field it fills, or why it is not read. */
  columns: (
    | { kind: 'field'; field: CsvField }
    | { kind: 'ignored' | 'repeated' }
    | { kind: 'unknown'; name: string }
    | { kind: 'unnamed' }
  )[]
  /** The column as written for each field present, for the issues. */
  written: Partial<Record<CsvField, string>>
  unknown: string[]
  ignored: string[]
  issues: ImportIssue[]
}

function planHeader(header: string[], lang: Lang): HeaderPlan {
  const plan: HeaderPlan = { columns: [], written: {}, unknown: [], ignored: [], issues: [] }
  for (const raw of header) {
    const name = raw.trim()
    const column = COLUMN_BY_HEADER.get(headerKey(name))
    if (!name) plan.columns.push({ kind: 'unnamed' })
    else if (!column) {
      plan.columns.push({ kind: 'unknown', name })
      plan.unknown.push(name)
    } else if ('read_only' in column) {
      plan.columns.push({ kind: 'ignored' })
      plan.ignored.push(name)
    } else if (plan.written[column.field] !== undefined) {
      plan.columns.push({ kind: 'repeated' })
      plan.issues.push({
        line: 1,
        column: name,
        message: say(lang, 'repeatedColumn', { a: plan.written[column.field]!, b: name }),
      })
    } else {
      plan.columns.push({ kind: 'field', field: column.field })
      plan.written[column.field] = name
    }
  }
  return plan
}

/** A row's cells as the schema's input. Cells of absent columns stay out (the defaults apply). */
function toInput(cells: Partial<Record<CsvField, string>>): CustomerInput {
  const input: Record<string, unknown> = {}
  const text = (field: CsvField) => cells[field]
  const copy = (field: 'name' | 'email' | 'phone' | 'notes') => {
    if (cells[field] !== undefined) input[field] = cells[field]
  }
  copy('name')
  copy('email')
  copy('phone')
  copy('notes')
  if (input.name === undefined) input.name = ''
  const document = text('document')
  if (document !== undefined) input.document = document.trim() || null
  const birthDate = text('birth_date')
  if (birthDate !== undefined) input.birth_date = birthDate.trim() || null
  const tags = text('tags')
  if (tags !== undefined) input.tags = tags.split(/[|,]/)
  const consent = text('marketing_consent')
  if (consent !== undefined) input.marketing_consent = parseConsent(consent) ?? false
  if (ADDRESS_FIELDS.some((field) => text(field)?.trim())) {
    input.addresses = [
      {
        label: null,
        postal_code: restorePostalCode(text('postal_code') ?? ''),
        street: text('street') ?? '',
        number: text('number') ?? '',
        complement: text('complement') ?? null,
        district: text('district') ?? '',
        city: text('city') ?? '',
        state: text('state') ?? '',
      },
    ]
  }
  return input as CustomerInput
}

/** The CSV field an issue's path points at ("addresses.0.city" → city). */
function fieldOfPath(path: string | null): CsvField | null {
  if (path === null) return null
  const [head, , leaf] = path.split('.')
  if (head === 'addresses' && leaf && isAddressField(leaf)) return leaf
  return CSV_COLUMNS.some((column) => column.field === head) ? (head as CsvField) : null
}

/** Two values look like a decimal number split by a comma separator: "1.234" and "56". */
const splitDecimal = (fields: string[]) =>
  fields.some(
    (field, i) => /\d$/.test(field.trim()) && /^\d{1,2}$/.test(fields[i + 1]?.trim() ?? ''),
  )

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
      for (const item of result.issues) {
        const field = fieldOfPath(v.getDotPath(item))
        // "E-mail or document" lands on the e-mail; a file may only have the document column.
        const column = columnOf(field) ?? (field === 'email' ? columnOf('document') : null)
        issue(column, item.message)
      }
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

/* ----------------------------------------------------------------------------------------- */
/* The export                                                                                */
/* ----------------------------------------------------------------------------------------- */

/**
 * A text that a spreadsheet would run as a formula (=, +, -, @) gets an apostrophe in front,
 * which spreadsheets hide and the import takes off (OWASP's advice against CSV injection).
 */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** Quotes a value when it holds the separator, a quote, a line break or edge spaces. */
function csvCell(value: string): string {
  return /[;"\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value
}

/** Centavos as reais with a decimal comma and no thousands mark: 184790 → 1847,90. */
export function formatMoneyCell(centavos: number): string {
  const sign = centavos < 0 ? '-' : ''
  const value = Math.abs(Math.round(centavos))
  return `${sign}${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`
}

/** aaaa-mm-dd → dd/mm/aaaa. */
const brazilianDate = (date: string) => date.split('-').reverse().join('/')

const line = (cells: string[]) => `${cells.map(csvCell).join(';')}\r\n`

/** The export's first line: every column's main name, in order. */
export function csvHeaderLine(): string {
  return line(CSV_COLUMNS.map((column) => column.headers[0]))
}

/** One customer as a line of the export, CRLF-terminated; the first address only. */
export function customerCsvLine(customer: Customer): string {
  const address = customer.addresses[0]
  const cells: Record<CsvField, string> = {
    id: String(customer.id),
    name: guardFormula(customer.name),
    email: guardFormula(customer.email ?? ''),
    document: customer.document ? formatDocument(customer.document) : '',
    phone: customer.phone ? formatPhone(customer.phone) : '',
    birth_date: customer.birth_date ? brazilianDate(customer.birth_date) : '',
    postal_code: address ? formatPostalCode(address.postal_code) : '',
    street: guardFormula(address?.street ?? ''),
    number: guardFormula(address?.number ?? ''),
    complement: guardFormula(address?.complement ?? ''),
    district: guardFormula(address?.district ?? ''),
    city: guardFormula(address?.city ?? ''),
    state: address?.state ?? '',
    tags: guardFormula(customer.tags.join(', ')),
    notes: guardFormula(customer.notes),
    marketing_consent: customer.marketing_consent ? 'sim' : 'não',
    purchases_count: String(customer.purchases_count),
    total_spent: formatMoneyCell(customer.total_spent),
    last_purchase_at: customer.last_purchase_at ?? '',
    created_at: customer.created_at,
    updated_at: customer.updated_at,
  }
  return line(CSV_COLUMNS.map((column) => cells[column.field]))
}

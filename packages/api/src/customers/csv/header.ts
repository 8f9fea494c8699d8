import type { Lang } from '../../validation/lang.ts'
import { CSV_COLUMNS, type ImportIssue } from '../schema.ts'
import type { CsvColumn, CsvField } from './columns.ts'
import { say } from './messages.ts'

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

/** What each header column fills, the columns not read, and the header's own issues. */
export function planHeader(header: string[], lang: Lang): HeaderPlan {
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

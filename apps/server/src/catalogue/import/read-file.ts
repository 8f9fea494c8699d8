import {
  decodeCsv,
  detectSeparator,
  foldText,
  readCsvRecords,
  type CatalogueImportFormat,
  type CsvEncoding,
  type CsvSeparator,
  type ImportIssue,
  SHOPIFY_PRODUCT_COLUMNS,
  VITRINE_PRODUCT_COLUMNS,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { ProductDraft } from './drafts.ts'
import { shopifyDrafts } from './shopify.ts'
import { importText } from './texts.ts'
import { vitrineDrafts } from './vitrine.ts'

export interface ReadFile {
  encoding: CsvEncoding
  separator: CsvSeparator
  unknownColumns: string[]
  totalRows: number
  drafts: ProductDraft[]
  /** Problems of the file as a whole (a required column missing): nothing is imported. */
  fileIssues: ImportIssue[]
}

/** Our own columns are matched loosely (accents, case, spaces); Shopify's exactly as exported. */
const ownKey = (name: string) => foldText(name.trim()).replace(/[\s-]+/g, '_')

/** The file's products as drafts, in the format chosen, with the problems each row has. */
export function readProductFile(
  bytes: Uint8Array,
  format: CatalogueImportFormat,
  lang: Lang,
): ReadFile {
  const { text, encoding } = decodeCsv(bytes)
  const separator = detectSeparator(text)
  const records = [...readCsvRecords(text, separator)]
  const header = records.shift()?.fields ?? []
  const known: readonly string[] =
    format === 'shopify' ? SHOPIFY_PRODUCT_COLUMNS : VITRINE_PRODUCT_COLUMNS
  const keyOf = format === 'shopify' ? (name: string) => name.trim() : ownKey
  const index = new Map<string, number>()
  header.forEach((name, i) => {
    const key = keyOf(name)
    if (!index.has(key)) index.set(key, i)
  })
  const unknownColumns = header.filter((name) => name.trim() && !known.includes(keyOf(name)))
  const required = format === 'shopify' ? ['Handle', 'Title'] : ['nome']
  const fileIssues = required
    .filter((column) => !index.has(column))
    .map((column) => ({ line: 1, column, message: importText(lang, 'missingColumn', { column }) }))
  const issues: ImportIssue[] = []
  const rows = records
    .filter((record) => record.fields.some((field) => field.trim()))
    .flatMap((record) => {
      if (record.problem) {
        issues.push({ line: record.line, column: null, message: importText(lang, 'malformedRow') })
        return []
      }
      return [
        {
          line: record.line,
          cell: (column: string) => {
            const at = index.get(column)
            return at === undefined ? '' : (record.fields[at] ?? '')
          },
        },
      ]
    })
  const drafts =
    fileIssues.length > 0
      ? []
      : format === 'shopify'
        ? shopifyDrafts(rows, lang)
        : vitrineDrafts(rows, lang)
  // A malformed line belongs to no product: it fails on its own.
  for (const issue of issues)
    drafts.push({
      line: issue.line ?? 0,
      slug: '',
      input: { name: '', price: 0 },
      categoryPaths: [],
      columns: {},
      variantLines: [],
      issues: [issue],
    })
  return {
    encoding,
    separator,
    unknownColumns,
    totalRows: rows.length + issues.length,
    drafts,
    fileIssues,
  }
}

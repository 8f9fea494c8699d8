import * as v from 'valibot'
import { length, plainText, required, url, type FieldLabel } from '../validation/index.ts'
import { dataplusText } from './texts.ts'

/*
 * Data Plus (issue 17 item 1): tables a store models for its storefront (store locations, size
 * charts, FAQs). A table has typed columns; its rows keep one value per column key. The panel
 * edits them under the layout level; the storefront reads them with an API token
 * (`/api/indexer/apps/{appId}/dataplus/{slug}/rows`). Values on the wire, per type:
 *
 *   text, long_text, image  string (image: an http(s) address)
 *   number                  integer (safe range)       decimal   number
 *   boolean                 true / false               json      any JSON value
 *   date                    "aaaa-mm-dd"               datetime  ISO 8601 in UTC ("…Z")
 *   product, category       the catalogue's id (checked to exist by the server)
 *
 * and null for an empty cell.
 */

export const DATAPLUS_COLUMN_TYPES = [
  'text',
  'long_text',
  'number',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'image',
  'product',
  'category',
  'json',
] as const
export type DataplusColumnType = (typeof DATAPLUS_COLUMN_TYPES)[number]

/** Column keys: what the storefront reads, what the CSV header says, what SQL indexes name. */
export const DATAPLUS_KEY_PATTERN = /^[a-z][a-z0-9_]{0,62}$/
export const DATAPLUS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const DATAPLUS_SLUG_MAX = 80
/** Slugs the panel's own paths use under `/dataplus/`. */
export const DATAPLUS_RESERVED_SLUGS = ['tables', 'triggers'] as const
export const DATAPLUS_COLUMNS_MAX = 50
export const DATAPLUS_TABLES_MAX = 100
/** A text cell's limit; long text and JSON (as serialised) get more. */
export const DATAPLUS_TEXT_MAX = 500
export const DATAPLUS_LONG_TEXT_MAX = 20_000
export const DATAPLUS_PAGE_SIZE = 50
export const DATAPLUS_PAGE_MAX = 200
/** A type change reports at most this many rows that would not convert (and their count). */
export const DATAPLUS_REPORT_MAX = 20

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const dataplusLabels = {
  name: label('Nome', 'Name'),
  slug: label('Endereço', 'Slug'),
  description: label('Descrição', 'Description', true),
  key: label('Chave', 'Key', true),
  label: label('Título', 'Title'),
  url: label('URL', 'URL', true),
} as const

export const DataplusColumnSchema = v.object({
  id: v.number(),
  key: v.string(),
  label: v.string(),
  type: v.picklist(DATAPLUS_COLUMN_TYPES),
  required: v.boolean(),
  unique: v.boolean(),
  /** Filter and sort by it fast (an index): unique columns are always indexed. */
  indexed: v.boolean(),
  /** Given to a new row that leaves the column out; null for none. */
  default: v.unknown(),
})
export type DataplusColumn = v.InferOutput<typeof DataplusColumnSchema>

export const DataplusTableSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  /** In the order the grid shows them. */
  columns: v.array(DataplusColumnSchema),
  created_at: v.string(),
  updated_at: v.string(),
})
export type DataplusTable = v.InferOutput<typeof DataplusTableSchema>

export const DataplusTableSummarySchema = v.object({
  ...DataplusTableSchema.entries,
  /** Rows in the table (an estimate past 10,000, where counting costs more than it says). */
  row_count: v.number(),
  trigger_count: v.number(),
})
export type DataplusTableSummary = v.InferOutput<typeof DataplusTableSummarySchema>

const keyCheck = v.check<string, v.ErrorMessage<v.CheckIssue<string>>>(
  (value) => DATAPLUS_KEY_PATTERN.test(value),
  (issue) => dataplusText(issue.lang, 'keyFormat'),
)

/** POST /apps/{appId}/dataplus/tables and PUT …/tables/{tableId}: empty slug = from the name. */
export const DataplusTableInputSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    required({ label: dataplusLabels.name }),
    plainText({ label: dataplusLabels.name }),
    length(0, 80, { label: dataplusLabels.name }),
  ),
  slug: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      length(0, DATAPLUS_SLUG_MAX, { label: dataplusLabels.slug }),
      v.check(
        (slug) => slug === '' || DATAPLUS_SLUG_PATTERN.test(slug),
        (issue) => dataplusText(issue.lang, 'slugFormat'),
      ),
      v.check(
        (slug) => !(DATAPLUS_RESERVED_SLUGS as readonly string[]).includes(slug),
        (issue) => dataplusText(issue.lang, 'slugReserved'),
      ),
    ),
    '',
  ),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      plainText({ label: dataplusLabels.description }),
      length(0, 500, { label: dataplusLabels.description }),
    ),
    '',
  ),
})
export type DataplusTableInput = v.InferInput<typeof DataplusTableInputSchema>

/**
 * POST …/tables/{tableId}/columns and PUT …/columns/{columnId}. `default` is checked against
 * the type by the row check (values.ts) on the server; a change of key, type or flags is
 * applied to every row in one transaction, or refused with a report.
 */
export const DataplusColumnInputSchema = v.object({
  key: v.pipe(v.string(), v.trim(), required({ label: dataplusLabels.key }), keyCheck),
  label: v.pipe(
    v.string(),
    v.trim(),
    required({ label: dataplusLabels.label }),
    plainText({ label: dataplusLabels.label }),
    length(0, 80, { label: dataplusLabels.label }),
  ),
  type: v.picklist(DATAPLUS_COLUMN_TYPES),
  required: v.optional(v.boolean(), false),
  unique: v.optional(v.boolean(), false),
  indexed: v.optional(v.boolean(), false),
  default: v.optional(v.unknown(), null),
})
export type DataplusColumnInput = v.InferInput<typeof DataplusColumnInputSchema>
export type DataplusColumnValues = v.InferOutput<typeof DataplusColumnInputSchema>

/** PUT …/tables/{tableId}/columns/order: every column's id once, in the new order. */
export const DataplusColumnOrderSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    v.maxLength(DATAPLUS_COLUMNS_MAX),
  ),
})

/** A row that would not take a column change: which, what it holds and why. */
export const DataplusConversionProblemSchema = v.object({
  row_id: v.number(),
  value: v.unknown(),
  message: v.string(),
})
export type DataplusConversionProblem = v.InferOutput<typeof DataplusConversionProblemSchema>

/** The `data` of a 422 refusing a column change: the first rows and how many in all. */
export const DataplusConversionReportSchema = v.object({
  column: v.string(),
  total: v.number(),
  problems: v.array(DataplusConversionProblemSchema),
})
export type DataplusConversionReport = v.InferOutput<typeof DataplusConversionReportSchema>

export type DataplusValues = Record<string, unknown>

export const DataplusRowSchema = v.object({
  id: v.number(),
  /** One value per column key (null when empty). */
  values: v.record(v.string(), v.unknown()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type DataplusRow = v.InferOutput<typeof DataplusRowSchema>

/** POST …/rows and PUT …/rows/{rowId} (the whole row): values by column key. */
export const DataplusRowInputSchema = v.object({
  values: v.record(v.pipe(v.string(), v.maxLength(63)), v.unknown()),
})
export type DataplusRowInput = v.InferInput<typeof DataplusRowInputSchema>

export const DATAPLUS_FILTER_OPERATORS = [
  'eq',
  'neq',
  'contains',
  'gt',
  'gte',
  'lt',
  'lte',
  'empty',
  'not_empty',
] as const
export type DataplusFilterOperator = (typeof DATAPLUS_FILTER_OPERATORS)[number]

const keyParam = v.pipe(v.string(), v.trim(), v.maxLength(63), keyCheck)

/**
 * GET …/rows (panel and storefront): one filter (column, operator, value as typed), a sort
 * column (or `id`) and direction, keyset pages. Empty cells sort last going up.
 */
export const DataplusRowQuerySchema = v.object({
  sort: v.optional(keyParam),
  dir: v.optional(v.picklist(['asc', 'desc'])),
  filter_column: v.optional(keyParam),
  filter_op: v.optional(v.picklist(DATAPLUS_FILTER_OPERATORS)),
  filter_value: v.optional(v.pipe(v.string(), v.maxLength(DATAPLUS_TEXT_MAX))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(DATAPLUS_PAGE_MAX),
    ),
  ),
})
export type DataplusRowQuery = v.InferInput<typeof DataplusRowQuerySchema>
export type DataplusRowFilters = Omit<DataplusRowQuery, 'cursor' | 'limit'>

export const DataplusRowPageSchema = v.object({
  items: v.array(DataplusRowSchema),
  next_cursor: v.nullable(v.string()),
})
export type DataplusRowPage = v.InferOutput<typeof DataplusRowPageSchema>

/** What the storefront reads: the table's shape and a page of its rows. */
export const DataplusPublicPageSchema = v.object({
  table: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.string(),
    columns: v.array(v.object({ key: v.string(), type: v.picklist(DATAPLUS_COLUMN_TYPES) })),
  }),
  ...DataplusRowPageSchema.entries,
})
export type DataplusPublicPage = v.InferOutput<typeof DataplusPublicPageSchema>

/* Triggers (section 3's table observer): events of a table's rows sent to a URL. */

export const DATAPLUS_TRIGGER_EVENTS = ['inserted', 'updated', 'removed'] as const
export type DataplusTriggerEvent = (typeof DATAPLUS_TRIGGER_EVENTS)[number]

/** The webhook event type each trigger event is sent as. */
export const DATAPLUS_EVENT_TYPES = {
  inserted: 'dataplus.row.inserted',
  updated: 'dataplus.row.updated',
  removed: 'dataplus.row.removed',
} as const satisfies Record<DataplusTriggerEvent, `dataplus.row.${DataplusTriggerEvent}`>

export const DataplusTriggerSchema = v.object({
  id: v.number(),
  table_id: v.number(),
  /** The webhook endpoint the trigger owns (its deliveries are the engine's). */
  endpoint_id: v.number(),
  url: v.string(),
  description: v.string(),
  events: v.array(v.picklist(DATAPLUS_TRIGGER_EVENTS)),
  active: v.boolean(),
  secret_prefix: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type DataplusTrigger = v.InferOutput<typeof DataplusTriggerSchema>

export const DataplusTriggerWithSecretSchema = v.object({
  trigger: DataplusTriggerSchema,
  /** The signing secret: shown now, never again. */
  secret: v.string(),
})
export type DataplusTriggerWithSecret = v.InferOutput<typeof DataplusTriggerWithSecretSchema>

export const DataplusTriggerInputSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    required({ label: dataplusLabels.url }),
    url({ label: dataplusLabels.url }),
    length(0, 2000, { label: dataplusLabels.url }),
  ),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      plainText({ label: dataplusLabels.description }),
      length(0, 200, { label: dataplusLabels.description }),
    ),
    '',
  ),
  events: v.pipe(
    v.array(v.picklist(DATAPLUS_TRIGGER_EVENTS)),
    v.check(
      (events) => events.length > 0,
      (issue) => dataplusText(issue.lang, 'eventsRequired'),
    ),
    v.transform((events) => DATAPLUS_TRIGGER_EVENTS.filter((event) => events.includes(event))),
  ),
  active: v.optional(v.boolean(), true),
})
export type DataplusTriggerInput = v.InferInput<typeof DataplusTriggerInputSchema>

/* CSV import (the dry-run pattern): capped small enough to check and write in one request. */

export const DATAPLUS_IMPORT_MAX_ROWS = 5000
export const DATAPLUS_IMPORT_MAX_BYTES = 2 * 1024 * 1024
export const DATAPLUS_IMPORT_ERRORS_LISTED = 200

export const DataplusImportReportSchema = v.object({
  dry_run: v.boolean(),
  encoding: v.picklist(['utf-8', 'latin1']),
  separator: v.picklist([',', ';']),
  unknown_columns: v.array(v.string()),
  rows: v.number(),
  valid: v.number(),
  invalid: v.number(),
  /** Rows written: 0 for a dry run or a refused file. */
  created: v.number(),
  errors_total: v.number(),
  errors: v.array(
    v.object({ line: v.nullable(v.number()), column: v.nullable(v.string()), message: v.string() }),
  ),
})
export type DataplusImportReport = v.InferOutput<typeof DataplusImportReportSchema>

import {
  ApiError,
  DATAPLUS_IMPORT_MAX_BYTES,
  DATAPLUS_IMPORT_MAX_ROWS,
  DATAPLUS_PAGE_MAX,
  DataplusColumnInputSchema,
  DataplusColumnOrderSchema,
  DataplusImportReportSchema,
  DataplusPublicPageSchema,
  DataplusRowInputSchema,
  DataplusRowPageSchema,
  DataplusRowQuerySchema,
  DataplusRowSchema,
  DataplusTableInputSchema,
  DataplusTableSchema,
  DataplusTableSummarySchema,
  DataplusTriggerInputSchema,
  DataplusTriggerSchema,
  DataplusTriggerWithSecretSchema,
  DATAPLUS_SLUG_PATTERN,
  WebhookDeliverySchema,
  csvHeader,
  csvLine,
  dataplusError,
  parseBody,
  parseDataplusCsv,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { actorOf } from '../audit/write.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import { streamedAnswer } from '../http/streamed.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import { sendTestEvent } from '../webhooks/publish.ts'
import { createRow, createRows, findRow, removeRow, rowPage, toRow, updateRow } from './rows.ts'
import {
  addColumn,
  createTable,
  findTable,
  findTableBySlug,
  listTables,
  removeColumn,
  removeTable,
  reorderColumns,
  toTable,
  updateColumn,
  updateTable,
} from './tables.ts'
import {
  createTrigger,
  findTrigger,
  listTriggers,
  removeTrigger,
  tableDeliveries,
  updateTrigger,
} from './triggers.ts'

/** Who made a change, for the audit log. */
const actor = (c: Context<AppScopedEnv>) => actorOf(c.get('access').caller)

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['data plus']
const EXPORT_BATCH = 1000

const ImportQuerySchema = v.object({
  // A dry run unless said otherwise: a client that forgets the flag writes nothing.
  dry_run: v.optional(v.picklist(['0', '1']), '1'),
})

const ROW_NOTE =
  '`values` by column key, each of its column type (text also as typed in the panel: "12,5", ' +
  '"sim", "31/12/2026"); a key the table lacks, a value of the wrong type, an empty required ' +
  'column or a missing product/category are 422 with messages by key; a value a unique column ' +
  'already holds is 409 on that key. Each write is sent to the table’s triggers in its transaction.'

const QUERY_PARAMETERS = [
  queryParameter('filter_column', 'A column key to filter by'),
  queryParameter('filter_op', 'eq (default), neq, contains, gt, gte, lt, lte, empty, not_empty'),
  queryParameter('filter_value', 'The value, as typed for the column'),
  queryParameter('sort', 'A column key (or id, the default) to sort by'),
  queryParameter('dir', 'asc (default) or desc; empty cells come last going up'),
  queryParameter('cursor', 'next_cursor of the previous page'),
  queryParameter('limit', `Rows per page, 1 to ${DATAPLUS_PAGE_MAX} (50 by default)`),
]

/**
 * Data Plus under the indexer service: `/apps/{appId}/dataplus/…`, layout read for reads
 * (also the storefront's, with an API token whose scope reads layout), write for changes.
 */
export function dataplusRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/dataplus'
  const table = `${base}/tables/:tableId`
  const idOf = (
    raw: string | undefined,
    lang: Lang,
    key: 'tableNotFound' | 'columnNotFound' | 'rowNotFound' | 'triggerNotFound',
  ) => {
    const id = parseId(raw)
    if (id === undefined) throw dataplusError(404, lang, key)
    return id
  }
  const theTable = (appId: number, raw: string | undefined, lang: Lang) =>
    findTable(deps.db, appId, idOf(raw, lang, 'tableNotFound'), lang)

  routes.get(
    `${base}/tables`,
    ...appRoute(deps, READ, {
      summary: "The store's Data Plus tables, by name",
      description: 'Each with its columns, its row count (up to 10,001) and its triggers’ count.',
      tags: TAGS,
      responses: { 200: jsonAnswer('The tables', v.array(DataplusTableSummarySchema)) },
    }),
    async (c) => c.json(await listTables(deps.db, c.get('access').app.id)),
  )

  routes.post(
    `${base}/tables`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a Data Plus table',
      description:
        '`slug` (a-z, 0-9 and hyphens; empty: from the name) is unique in the store (409); the ' +
        'storefront reads the table at `/dataplus/{slug}/rows`. Columns are added after.',
      tags: TAGS,
      requestBody: jsonBody(DataplusTableInputSchema),
      responses: {
        201: jsonAnswer('The table', DataplusTableSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, DataplusTableInputSchema)
      return c.json(await createTable(deps, c.get('access').app.id, values, lang, actor(c)), 201)
    },
  )

  routes.get(
    table,
    ...appRoute(deps, READ, {
      summary: 'A Data Plus table and its columns',
      tags: TAGS,
      params: ['tableId'],
      responses: { 200: jsonAnswer('The table', DataplusTableSchema) },
    }),
    async (c) =>
      c.json(
        toTable(await theTable(c.get('access').app.id, c.req.param('tableId'), c.get('lang'))),
      ),
  )

  routes.put(
    table,
    ...appRoute(deps, WRITE, {
      summary: "Change a Data Plus table's name, slug or description",
      tags: TAGS,
      params: ['tableId'],
      requestBody: jsonBody(DataplusTableInputSchema),
      responses: {
        200: jsonAnswer('The table', DataplusTableSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const values = await readJsonBody(c.req, lang, DataplusTableInputSchema)
      return c.json(await updateTable(deps, c.get('access').app.id, id, values, lang, actor(c)))
    },
  )

  routes.delete(
    table,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a Data Plus table',
      description: 'Its rows, indexes and triggers (with their delivery logs) go with it.',
      tags: TAGS,
      params: ['tableId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeTable(
        deps,
        c.get('access').app.id,
        idOf(c.req.param('tableId'), lang, 'tableNotFound'),
        lang,
        actor(c),
      )
      return c.body(null, 204)
    },
  )

  const COLUMN_NOTE =
    '`key` (a-z, 0-9 and _, starting with a letter, up to 63) is unique in the table (409); ' +
    '`default` must be a value of the type (422 on `default`). `indexed` (and `unique`, which ' +
    'implies it) creates an expression index, so filtering and sorting by the column stay fast ' +
    'at millions of rows. A change of key, type or `required` is applied to every row in one ' +
    'transaction; rows that would not convert refuse it (422, `data.report`: the first rows ' +
    'with value and reason, and how many), and nothing changes.'

  routes.post(
    `${table}/columns`,
    ...appRoute(deps, WRITE, {
      summary: 'Add a column to a Data Plus table',
      description: `${COLUMN_NOTE} Rows already there take the default.`,
      tags: TAGS,
      params: ['tableId'],
      requestBody: jsonBody(DataplusColumnInputSchema),
      responses: {
        200: jsonAnswer('The table', DataplusTableSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const values = await readJsonBody(c.req, lang, DataplusColumnInputSchema)
      return c.json(await addColumn(deps, c.get('access').app.id, id, values, lang, actor(c)))
    },
  )

  // Before `/:columnId`, so that "order" is not taken for an id.
  routes.put(
    `${table}/columns/order`,
    ...appRoute(deps, WRITE, {
      summary: "Reorder a Data Plus table's columns",
      description: '`ids`: every column once, in the new order (422 on `ids` otherwise).',
      tags: TAGS,
      params: ['tableId'],
      requestBody: jsonBody(DataplusColumnOrderSchema),
      responses: {
        200: jsonAnswer('The table', DataplusTableSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const values = await readJsonBody(c.req, lang, DataplusColumnOrderSchema)
      return c.json(await reorderColumns(deps, c.get('access').app.id, id, values.ids, lang))
    },
  )

  routes.put(
    `${table}/columns/:columnId`,
    ...appRoute(deps, WRITE, {
      summary: 'Change a column of a Data Plus table (key, title, type, flags, default)',
      description: COLUMN_NOTE,
      tags: TAGS,
      params: ['tableId', 'columnId'],
      requestBody: jsonBody(DataplusColumnInputSchema),
      responses: {
        200: jsonAnswer('The table', DataplusTableSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const columnId = idOf(c.req.param('columnId'), lang, 'columnNotFound')
      const values = await readJsonBody(c.req, lang, DataplusColumnInputSchema)
      return c.json(
        await updateColumn(deps, c.get('access').app.id, id, columnId, values, lang, actor(c)),
      )
    },
  )

  routes.delete(
    `${table}/columns/:columnId`,
    ...appRoute(deps, WRITE, {
      summary: 'Remove a column from a Data Plus table',
      description: 'Its values leave every row, and its indexes are dropped.',
      tags: TAGS,
      params: ['tableId', 'columnId'],
      responses: { 200: jsonAnswer('The table', DataplusTableSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const columnId = idOf(c.req.param('columnId'), lang, 'columnNotFound')
      return c.json(await removeColumn(deps, c.get('access').app.id, id, columnId, lang, actor(c)))
    },
  )

  routes.get(
    `${table}/rows`,
    ...appRoute(deps, READ, {
      summary: "A page of a Data Plus table's rows (filter, sort, keyset)",
      tags: TAGS,
      params: ['tableId'],
      parameters: QUERY_PARAMETERS,
      responses: { 200: jsonAnswer('The page', DataplusRowPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(DataplusRowQuerySchema, c.req.query(), lang)
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      return c.json(await rowPage(deps.db, found, query, lang))
    },
  )

  routes.post(
    `${table}/rows`,
    ...appRoute(deps, WRITE, {
      summary: 'Add a row to a Data Plus table',
      description: `${ROW_NOTE} Columns left out take their defaults.`,
      tags: TAGS,
      params: ['tableId'],
      requestBody: jsonBody(DataplusRowInputSchema),
      responses: {
        201: jsonAnswer('The row', DataplusRowSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      const body = await readJsonBody(c.req, lang, DataplusRowInputSchema)
      return c.json(await createRow(deps, found, body.values, lang), 201)
    },
  )

  routes.put(
    `${table}/rows/:rowId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a row of a Data Plus table',
      description: `${ROW_NOTE} The whole row: a column left out is emptied.`,
      tags: TAGS,
      params: ['tableId', 'rowId'],
      requestBody: jsonBody(DataplusRowInputSchema),
      responses: {
        200: jsonAnswer('The row', DataplusRowSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      const rowId = idOf(c.req.param('rowId'), lang, 'rowNotFound')
      const body = await readJsonBody(c.req, lang, DataplusRowInputSchema)
      return c.json(await updateRow(deps, found, rowId, body.values, lang))
    },
  )

  routes.delete(
    `${table}/rows/:rowId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a row of a Data Plus table',
      tags: TAGS,
      params: ['tableId', 'rowId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      await removeRow(deps, found, idOf(c.req.param('rowId'), lang, 'rowNotFound'), lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    `${table}/export`,
    ...appRoute(deps, READ, {
      summary: 'Every row of a Data Plus table as a CSV file (streamed)',
      description:
        'UTF-8 with BOM, comma separated, the header is the column keys; cells as typed in the ' +
        'panel (12,5 · 31/12/2026 · sim), so the file imports back as it is.',
      tags: TAGS,
      params: ['tableId'],
      responses: {
        200: {
          description: 'The CSV file',
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      const encoder = new TextEncoder()
      let cursor: string | undefined
      let started = false
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true
            controller.enqueue(encoder.encode(`\uFEFF${csvHeader(found.columns)}`))
            return
          }
          const page = await rowPage(deps.db, found, { cursor, limit: EXPORT_BATCH }, lang)
          if (page.items.length > 0) {
            controller.enqueue(
              encoder.encode(page.items.map((row) => csvLine(found.columns, row.values)).join('')),
            )
          }
          if (page.next_cursor === null) controller.close()
          else cursor = page.next_cursor
        },
      })
      return streamedAnswer(c, stream, {
        logger: deps.logger,
        event: 'dataplus.export_failed',
        fields: { app_id: found.appId, table_id: found.id },
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${found.slug}.csv"`,
        },
      })
    },
  )

  routes.post(
    `${table}/import`,
    // The file (up to DATAPLUS_IMPORT_MAX_BYTES) is limited while it is read.
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary:
        'Import rows into a Data Plus table from a CSV file (check, or import all or nothing)',
      description:
        `The body is the file itself (up to ${DATAPLUS_IMPORT_MAX_BYTES / 1024 / 1024} MB and ` +
        `${DATAPLUS_IMPORT_MAX_ROWS} rows; UTF-8 or Latin-1, comma or semicolon separated). The ` +
        'header names column keys; columns left out take their defaults. Each row is checked ' +
        'as the row dialog checks it. `dry_run=1` (the default) writes nothing and answers the ' +
        'report; `dry_run=0` adds every row in one transaction, or — when the file has any ' +
        'problem — none, answering 400 with the report in `data.report`.',
      tags: TAGS,
      params: ['tableId'],
      parameters: [queryParameter('dry_run', '`1` (default): check only; `0`: import')],
      requestBody: {
        required: true,
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: jsonAnswer(
          'What the check found, or what the import added',
          DataplusImportReportSchema,
        ),
        ...errorAnswers(400, 409, 413),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { dry_run } = parseBody(ImportQuerySchema, c.req.query(), lang)
      const dryRun = dry_run === '1'
      const found = await theTable(c.get('access').app.id, c.req.param('tableId'), lang)
      const bytes = await readLimitedBody(c.req.raw, DATAPLUS_IMPORT_MAX_BYTES, () =>
        dataplusError(413, lang, 'fileTooBig', { max: DATAPLUS_IMPORT_MAX_BYTES / 1024 / 1024 }),
      )
      const parsed = parseDataplusCsv(bytes, found.columns, lang, dryRun)
      if (parsed.refusal) {
        throw new ApiError({
          statusCode: parsed.refusal.status,
          statusMessage: parsed.refusal.status === 413 ? 'Payload Too Large' : 'Bad Request',
          message: parsed.refusal.message,
        })
      }
      if (dryRun) return c.json(parsed.report)
      if (parsed.report.errors_total > 0) {
        throw dataplusError(400, lang, 'importRefused', {}, undefined, { report: parsed.report })
      }
      await createRows(
        deps,
        found,
        parsed.rows.map((row) => row.values),
        lang,
      )
      return c.json({ ...parsed.report, created: parsed.rows.length })
    },
  )

  routes.get(
    `${table}/triggers`,
    ...appRoute(deps, READ, {
      summary: "A Data Plus table's triggers",
      tags: TAGS,
      params: ['tableId'],
      responses: { 200: jsonAnswer('The triggers', v.array(DataplusTriggerSchema)) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      return c.json(await listTriggers(deps.db, c.get('access').app.id, id, lang))
    },
  )

  const TRIGGER_NOTE =
    'A trigger sends `dataplus.row.inserted|updated|removed` (the table, the row, and for an ' +
    'update `old_row`) to its URL through the webhook engine: signed with HMAC-SHA256 ' +
    '(`Vitrine-Signature`, the secret shown once when created), retried for three days, logged.'

  routes.post(
    `${table}/triggers`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a trigger on a Data Plus table',
      description: TRIGGER_NOTE,
      tags: TAGS,
      params: ['tableId'],
      requestBody: jsonBody(DataplusTriggerInputSchema),
      responses: {
        201: jsonAnswer(
          'The trigger and its signing secret (shown once)',
          DataplusTriggerWithSecretSchema,
        ),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      const values = await readJsonBody(c.req, lang, DataplusTriggerInputSchema)
      return c.json(
        await createTrigger(deps, c.get('access').app.id, id, values, lang, actor(c)),
        201,
      )
    },
  )

  routes.get(
    `${table}/deliveries`,
    ...appRoute(deps, READ, {
      summary: "The newest deliveries of a Data Plus table's triggers",
      description: 'Up to 50, newest first, each with its attempts (request and answer).',
      tags: TAGS,
      params: ['tableId'],
      responses: { 200: jsonAnswer('The deliveries', v.array(WebhookDeliverySchema)) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('tableId'), lang, 'tableNotFound')
      return c.json(await tableDeliveries(deps.db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    `${base}/triggers/:triggerId`,
    ...appRoute(deps, WRITE, {
      summary: 'Change a Data Plus trigger (URL, events, active, description)',
      description: TRIGGER_NOTE,
      tags: TAGS,
      params: ['triggerId'],
      requestBody: jsonBody(DataplusTriggerInputSchema),
      responses: {
        200: jsonAnswer('The trigger', DataplusTriggerSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('triggerId'), lang, 'triggerNotFound')
      const values = await readJsonBody(c.req, lang, DataplusTriggerInputSchema)
      return c.json(await updateTrigger(deps, c.get('access').app.id, id, values, lang, actor(c)))
    },
  )

  routes.delete(
    `${base}/triggers/:triggerId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a Data Plus trigger',
      description: 'Its webhook endpoint and delivery log go with it.',
      tags: TAGS,
      params: ['triggerId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeTrigger(
        deps,
        c.get('access').app.id,
        idOf(c.req.param('triggerId'), lang, 'triggerNotFound'),
        lang,
        actor(c),
      )
      return c.body(null, 204)
    },
  )

  routes.post(
    `${base}/triggers/:triggerId/test`,
    ...appRoute(deps, WRITE, {
      summary: "Send a test event to a Data Plus trigger's URL",
      description: 'A `webhook.test` event, even to a trigger switched off.',
      tags: TAGS,
      params: ['triggerId'],
      responses: { 202: jsonAnswer('The queued delivery', WebhookDeliverySchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const appId = c.get('access').app.id
      const found = await findTrigger(
        deps.db,
        appId,
        idOf(c.req.param('triggerId'), lang, 'triggerNotFound'),
        lang,
      )
      return c.json(await sendTestEvent(deps, appId, found.endpoint.id, lang), 202)
    },
  )

  /* The storefront's read: the same pages, by the table's slug, for an API token too. */

  const slugOf = (raw: string | undefined, lang: Lang) => {
    if (!raw || raw.length > 80 || !DATAPLUS_SLUG_PATTERN.test(raw))
      throw dataplusError(404, lang, 'tableNotFound')
    return raw
  }
  const PUBLIC_NOTE =
    "The storefront's read of a Data Plus table: call it with an API token whose scope reads " +
    'the layout area (Configurações → Tokens); a token without it gets 403.'

  routes.get(
    `${base}/:slug/rows`,
    ...appRoute(deps, READ, {
      summary: "The storefront's read of a Data Plus table: a page of its rows",
      description: `${PUBLIC_NOTE} Filter, sort and keyset pages as the panel's grid.`,
      tags: TAGS,
      params: ['slug'],
      parameters: QUERY_PARAMETERS,
      responses: {
        200: jsonAnswer('The table and a page of rows', DataplusPublicPageSchema),
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(DataplusRowQuerySchema, c.req.query(), lang)
      const found = await findTableBySlug(
        deps.db,
        c.get('access').app.id,
        slugOf(c.req.param('slug'), lang),
        lang,
      )
      const page = await rowPage(deps.db, found, query, lang)
      return c.json({
        table: {
          id: found.id,
          slug: found.slug,
          name: found.name,
          columns: found.columns.map((column) => ({ key: column.key, type: column.type })),
        },
        ...page,
      })
    },
  )

  routes.get(
    `${base}/:slug/rows/:rowId`,
    ...appRoute(deps, READ, {
      summary: "The storefront's read of one row of a Data Plus table",
      description: PUBLIC_NOTE,
      tags: TAGS,
      params: ['slug', 'rowId'],
      responses: { 200: jsonAnswer('The row', DataplusRowSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const found = await findTableBySlug(
        deps.db,
        c.get('access').app.id,
        slugOf(c.req.param('slug'), lang),
        lang,
      )
      const row = await findRow(
        deps.db,
        found,
        idOf(c.req.param('rowId'), lang, 'rowNotFound'),
        lang,
      )
      return c.json(toRow(found.columns, row))
    },
  )

  return routes
}

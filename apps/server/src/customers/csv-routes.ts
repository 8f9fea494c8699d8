import {
  ApiError,
  csvFileProblem,
  CustomerImportSchema,
  CustomerQuerySchema,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  ImportEventSchema,
  parseBody,
  UndoImportResultSchema,
  type ImportEvent,
} from '@vitrine/api'
import { Hono } from 'hono'
import { resolver } from 'hono-openapi'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import type { AppDeps } from '../http/context.ts'
import { statusText } from '../http/errors.ts'
import { streamedAnswer } from '../http/streamed.ts'
import { errorFields } from '../logger.ts'
import { errorAnswers, jsonAnswer, queryParameter } from '../openapi/describe.ts'
import { storeToday } from '../time/store-time.ts'
import { customersCsvStream, EXPORT_PAGE_SIZE } from './export/csv-stream.ts'
import { recentImports } from './import/history.ts'
import { importError, importMessage } from './import/messages.ts'
import { readImportFile } from './import/read-file.ts'
import { runImport } from './import/run.ts'
import { undoImport } from './import/undo.ts'
import { customerPage } from './list.ts'

const READ = { area: 'customers', level: 'read' } as const
const WRITE = { area: 'customers', level: 'write' } as const

const ImportQuerySchema = v.object({
  // A dry run unless said otherwise: a client that forgets the flag writes nothing.
  dry_run: v.pipe(
    v.optional(v.picklist(['true', 'false']), 'true'),
    v.transform((value) => value === 'true'),
  ),
  file_name: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(255),
    v.transform((name) => name || 'clientes.csv'),
  ),
})

/** The list's filters without the page position: the export takes every matching customer. */
const ExportQuerySchema = v.omit(CustomerQuerySchema, ['cursor', 'limit'])

const NDJSON = 'application/x-ndjson; charset=utf-8'

/**
 * The customers' CSV import (dry run, commit, history, undo) and export (main service),
 * guarded by the customers level. Mounted before the customer routes: `imports` and `export`
 * would otherwise be read as a customer id.
 */
export function customersCsvRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/customers'

  routes.post(
    `${base}/imports`,
    // The file (up to IMPORT_MAX_BYTES) is limited while it is read (import/read-file.ts).
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Import customers from a CSV file (dry run or commit)',
      description:
        `The body is the file itself (up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB; UTF-8 with ` +
        'or without BOM, or Latin-1; comma or semicolon separated). The answer streams ' +
        'newline-delimited JSON: `progress` events (read, check, write), then one `report` ' +
        '(or an `error` if it fails after streaming began). A dry run writes nothing; a commit ' +
        `writes batches of ${IMPORT_BATCH_SIZE} rows, each all or nothing, matching stored ` +
        'customers by e-mail or document.',
      tags: ['customers'],
      parameters: [
        queryParameter('dry_run', '`true` (default): check only; `false`: write'),
        queryParameter('file_name', 'The file name, kept in the import history'),
      ],
      requestBody: {
        required: true,
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: {
          description: 'One ImportEvent per line',
          content: { 'application/x-ndjson': { schema: resolver(ImportEventSchema) } },
        },
        ...errorAnswers(400, 413),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { dry_run: dryRun, file_name: fileName } = parseBody(
        ImportQuerySchema,
        c.req.query(),
        lang,
      )
      const bytes = await readImportFile(c.req.raw, lang)
      const problem = csvFileProblem(bytes, lang)
      if (problem) {
        throw new ApiError({ statusCode: 400, statusMessage: statusText(400), message: problem })
      }
      const access = c.get('access')
      const encoder = new TextEncoder()
      let abandoned = false
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          let closed = false
          const send = (event: ImportEvent) => {
            if (!abandoned && !closed) {
              controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))
            }
          }
          void (async () => {
            try {
              const report = await runImport(
                { db, clock },
                {
                  access,
                  lang,
                  fileName,
                  dryRun,
                  bytes,
                  onProgress: send,
                  abandoned: () => abandoned,
                },
              )
              send({ type: 'report', report })
            } catch (error) {
              // The status line is long gone: the failure travels as the stream's last event.
              logger.error('customers.import_failed', {
                app_id: access.app.id,
                dry_run: dryRun,
                ...errorFields(error),
              })
              send({
                type: 'error',
                error:
                  error instanceof ApiError
                    ? error.toJSON()
                    : {
                        statusCode: 500,
                        statusMessage: statusText(500),
                        message: importMessage(lang, 'importFailed'),
                      },
              })
            } finally {
              closed = true
              if (!abandoned) controller.close()
            }
          })()
        },
        cancel() {
          abandoned = true
        },
      })
      return c.body(stream, 200, { 'Content-Type': NDJSON, 'X-Accel-Buffering': 'no' })
    },
  )

  routes.get(
    `${base}/imports`,
    ...appRoute(deps, READ, {
      summary: "The store's latest committed imports, newest first",
      tags: ['customers'],
      responses: { 200: jsonAnswer('Up to 20 imports', v.array(CustomerImportSchema)) },
    }),
    async (c) => c.json(await recentImports(db, c.get('access').app.id)),
  )

  routes.delete(
    `${base}/imports/:importId`,
    ...appRoute(deps, WRITE, {
      summary: 'Undo a committed import as a whole',
      description:
        'Deletes the customers it created and restores the fields it changed, in one ' +
        'transaction. Refused (409) when it was already undone, or when a customer it ' +
        'created has purchases or subscriptions.',
      tags: ['customers'],
      params: ['importId'],
      responses: {
        200: jsonAnswer('What was undone', UndoImportResultSchema),
        ...errorAnswers(409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const importId = parseId(c.req.param('importId'))
      if (importId === undefined) throw importError(404, lang, 'importNotFound')
      return c.json(await undoImport({ db, clock }, c.get('access'), importId, lang))
    },
  )

  routes.get(
    `${base}/export`,
    ...appRoute(deps, READ, {
      summary: 'Every customer matching the filters, as a CSV file',
      description:
        'The list’s filters and sort (`q`, `tag`, `created_from`, `created_to`, ' +
        '`has_purchases`, `sort`), streamed: UTF-8 with BOM, semicolon separated, every ' +
        'column; importing the file back changes nothing.',
      tags: ['customers'],
      parameters: [
        queryParameter('q', 'Search text'),
        queryParameter('tag', 'Only customers with this tag'),
        queryParameter('created_from', 'Created on this day (YYYY-MM-DD, São Paulo) or later'),
        queryParameter('created_to', 'Created on this day (YYYY-MM-DD, São Paulo) or earlier'),
        queryParameter('has_purchases', '`true`: with purchases; `false`: without'),
        queryParameter('sort', 'As the list; -created_at by default'),
      ],
      responses: {
        200: {
          description: 'The CSV file',
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(ExportQuerySchema, c.req.query(), lang)
      const appId = c.get('access').app.id
      const stream = customersCsvStream((cursor) =>
        customerPage(db, appId, { ...filters, cursor, limit: EXPORT_PAGE_SIZE }, lang),
      )
      const day = storeToday(clock.now())
      return streamedAnswer(c, stream, {
        logger,
        event: 'customers.export_failed',
        fields: { app_id: appId },
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="clientes-${day}.csv"`,
        },
      })
    },
  )

  return routes
}

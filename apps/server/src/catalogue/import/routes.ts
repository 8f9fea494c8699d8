import {
  ApiError,
  CATALOGUE_IMPORT_FORMATS,
  CATALOGUE_IMPORT_MAX_BYTES,
  CatalogueImportEventSchema,
  CatalogueImportSchema,
  CatalogueUndoResultSchema,
  csvFileProblem,
  parseBody,
  type CatalogueImportEvent,
} from '@vitrine/api'
import { Hono } from 'hono'
import { resolver } from 'hono-openapi'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { readLimitedBody } from '../../http/limited-body.ts'
import { errorFields } from '../../logger.ts'
import { errorAnswers, jsonAnswer, queryParameter } from '../../openapi/describe.ts'
import { catalogueError } from '../errors.ts'
import { runCatalogueImport } from './run.ts'
import { importText } from './texts.ts'
import { recentCatalogueImports, undoCatalogueImport } from './undo.ts'

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['catalogue imports']
const NDJSON = 'application/x-ndjson; charset=utf-8'

const ImportQuerySchema = v.object({
  format: v.optional(v.picklist(CATALOGUE_IMPORT_FORMATS), 'vitrine'),
  // A dry run unless said otherwise: a client that forgets the flag writes nothing.
  dry_run: v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0']), 'true'),
    v.transform((value) => value === 'true' || value === '1'),
  ),
  file_name: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(255),
    v.transform((name) => name || 'produtos.csv'),
  ),
})

/** Product imports (own CSV or Shopify export): dry run or commit, history, undo. */
export function catalogueImportRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/catalogue/imports'

  routes.post(
    base,
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Import products from a CSV file: our own columns or a Shopify export',
      description:
        `The body is the file (up to ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB; UTF-8 or ` +
        'Latin-1, comma or semicolon). `format`: vitrine (default) or shopify (rows grouped by ' +
        'Handle). The answer streams NDJSON: `progress` events, then one `report` (or an ' +
        '`error`). A dry run writes nothing. Products are matched by address (slug/Handle) and ' +
        'replaced; Image Src addresses are kept as external images (not downloaded).',
      tags: TAGS,
      parameters: [
        queryParameter('format', 'vitrine or shopify'),
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
          description: 'One event per line',
          content: { 'application/x-ndjson': { schema: resolver(CatalogueImportEventSchema) } },
        },
        ...errorAnswers(400, 413),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(ImportQuerySchema, c.req.query(), lang)
      const bytes = await readLimitedBody(
        c.req.raw,
        CATALOGUE_IMPORT_MAX_BYTES,
        () =>
          new ApiError({
            statusCode: 413,
            statusMessage: statusText(413),
            message: importText(lang, 'fileTooLarge'),
          }),
      )
      const problem = csvFileProblem(bytes, lang)
      if (problem)
        throw new ApiError({ statusCode: 400, statusMessage: statusText(400), message: problem })
      const access = c.get('access')
      const encoder = new TextEncoder()
      let abandoned = false
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const send = (event: CatalogueImportEvent) => {
            if (!abandoned) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))
          }
          void (async () => {
            try {
              const report = await runCatalogueImport(
                { db, clock },
                {
                  access,
                  lang,
                  format: query.format,
                  fileName: query.file_name,
                  dryRun: query.dry_run,
                  bytes,
                  onProgress: send,
                },
              )
              send({ type: 'report', report })
            } catch (error) {
              // The status line is long gone: the failure travels as the stream's last event.
              logger.error('catalogue.import_failed', {
                app_id: access.app.id,
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
                        message: importText(lang, 'importFailed'),
                      },
              })
            } finally {
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
    base,
    ...appRoute(deps, READ, {
      summary: "The store's latest committed product imports, newest first",
      tags: TAGS,
      responses: { 200: jsonAnswer('Up to 20 imports', v.array(CatalogueImportSchema)) },
    }),
    async (c) => c.json(await recentCatalogueImports(db, c.get('access').app.id)),
  )

  routes.delete(
    `${base}/:importId`,
    ...appRoute(deps, WRITE, {
      summary: 'Undo a committed product import as a whole',
      description:
        'Deletes the products it created, restores the ones it replaced and removes the ' +
        'categories it created when empty, in one transaction. 409 when already undone.',
      tags: TAGS,
      params: ['importId'],
      responses: {
        200: jsonAnswer('What was undone', CatalogueUndoResultSchema),
        ...errorAnswers(409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const importId = parseId(c.req.param('importId'))
      if (importId === undefined) throw catalogueError(404, lang, 'importNotFound')
      return c.json(await undoCatalogueImport({ db, clock }, c.get('access'), importId, lang))
    },
  )

  return routes
}

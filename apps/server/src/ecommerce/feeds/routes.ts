import {
  FEED_CONTENT_TYPES,
  FeedErrorListSchema,
  FeedInputSchema,
  FeedListSchema,
  FeedPreviewSchema,
  FeedSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
} from '../../openapi/describe.ts'
import {
  createFeed,
  feedNotFound,
  feedOfFile,
  feedRow,
  generateFeedNow,
  listFeeds,
  removeFeed,
  toFeed,
  updateFeed,
} from './feeds.ts'
import { previewFeed } from './generation.ts'
import { readStoredFeed } from './storage.ts'

/*
 * Product feeds under the ecommerce service: `/apps/{appId}/feeds/…`, ecommerce level (read
 * for reads and the preview, write for changes and "generate now"), and the public file at
 * `/public/feeds/{token}.{xml|csv}` (no login: the token is the secret).
 */
const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const TAGS = ['ecommerce feeds']

const INPUT_NOTE =
  'format: google (Merchant Center RSS 2.0, g: namespace), meta (Meta catalogue CSV) or ' +
  'custom (`template.header`, `template.item`, `template.footer`, fields as `{{ title }}`, ' +
  'written escaped). `conditions` are the CMS catalogue filter (`=`/`!=`; `order` is ignored: ' +
  'a feed is written in id order). `mapping` says where title, description, brand, gtin, mpn, ' +
  'google_product_category and product_type come from. `schedule_hours`: 1, 6, 12 or 24. ' +
  'Saving queues a generation.'

export function feedsRoutes(deps: AppDeps) {
  const { db, config } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/feeds'
  const idOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw feedNotFound(lang)
    return id
  }
  const answer = (row: Parameters<typeof toFeed>[0]) => toFeed(row, config.publicUrl)

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's product feeds, newest first, with their last generation",
      tags: TAGS,
      responses: { 200: jsonAnswer('The feeds', FeedListSchema) },
    }),
    async (c) => {
      const rows = await listFeeds(db, c.get('access').app.id)
      return c.json({ items: rows.map(answer) })
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a product feed',
      description: INPUT_NOTE,
      tags: TAGS,
      requestBody: jsonBody(FeedInputSchema),
      responses: { 201: jsonAnswer('The feed', FeedSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, FeedInputSchema)
      return c.json(answer(await createFeed(deps, c.get('access'), values, lang)), 201)
    },
  )

  // Static path before `:feedId`.
  routes.post(
    `${base}/preview`,
    ...appRoute(deps, READ, {
      summary: "A feed's first items as the form's values would write them (nothing saved)",
      description: INPUT_NOTE,
      tags: TAGS,
      requestBody: jsonBody(FeedInputSchema),
      responses: {
        200: jsonAnswer('The beginning of the file', FeedPreviewSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, FeedInputSchema)
      return c.json(await previewFeed(deps, c.get('access').app.id, values, lang))
    },
  )

  routes.get(
    `${base}/:feedId`,
    ...appRoute(deps, READ, {
      summary: 'A product feed',
      tags: TAGS,
      params: ['feedId'],
      responses: { 200: jsonAnswer('The feed', FeedSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('feedId'), lang)
      return c.json(answer(await feedRow(db, c.get('access').app.id, id, lang)))
    },
  )

  routes.get(
    `${base}/:feedId/errors`,
    ...appRoute(deps, READ, {
      summary: 'The products the last generation left out, with the reason',
      description: 'The first 500; `total` counts them all.',
      tags: TAGS,
      params: ['feedId'],
      responses: { 200: jsonAnswer('The errors', FeedErrorListSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('feedId'), lang)
      const row = await feedRow(db, c.get('access').app.id, id, lang)
      return c.json({ items: row.errors, total: row.errorsCount })
    },
  )

  routes.put(
    `${base}/:feedId`,
    ...appRoute(deps, WRITE, {
      summary: 'Change a product feed',
      description: INPUT_NOTE,
      tags: TAGS,
      params: ['feedId'],
      requestBody: jsonBody(FeedInputSchema),
      responses: { 200: jsonAnswer('The feed', FeedSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('feedId'), lang)
      const values = await readJsonBody(c.req, lang, FeedInputSchema)
      return c.json(answer(await updateFeed(deps, c.get('access'), id, values, lang)))
    },
  )

  routes.post(
    `${base}/:feedId/generate`,
    ...appRoute(deps, WRITE, {
      summary: 'Generate a feed now',
      description: 'Queues a generation (status `queued`); the schedule counts from now.',
      tags: TAGS,
      params: ['feedId'],
      responses: { 200: jsonAnswer('The feed', FeedSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('feedId'), lang)
      return c.json(answer(await generateFeedNow(deps, c.get('access').app.id, id, lang)))
    },
  )

  routes.delete(
    `${base}/:feedId`,
    ...appRoute(deps, WRITE, {
      summary: 'Remove a product feed',
      description: 'Its public address answers 404 from then on.',
      tags: TAGS,
      params: ['feedId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('feedId'), lang)
      await removeFeed(deps, c.get('access').app.id, id, lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    '/public/feeds/:file',
    describeRoute({
      summary: 'A generated product feed (no login)',
      description:
        'The file of the last generation, `{token}.xml` (Google, custom) or `{token}.csv` ' +
        '(Meta). 404 (plain text) for an unknown token or a feed never generated.',
      tags: TAGS,
      parameters: pathParameters('file'),
      responses: {
        200: {
          description: 'The feed',
          content: {
            'application/xml': { schema: { type: 'string' } },
            'text/csv': { schema: { type: 'string' } },
          },
        },
        404: { description: 'No feed has this address (plain text)' },
      },
    }),
    async (c) => {
      const notFound = () => c.text('Feed não encontrado.', 404, { 'X-Robots-Tag': 'noindex' })
      const feed = await feedOfFile(db, c.req.param('file'))
      if (!feed) return notFound()
      const stored = await readStoredFeed(config, c.req.param('file'))
      if (!stored) return notFound()
      return c.body(stored.body, 200, {
        'Content-Type': FEED_CONTENT_TYPES[feed.format],
        'Content-Length': String(stored.size),
        // Readers fetch a few times a day; a generation runs at most hourly.
        'Cache-Control': 'public, max-age=300',
        ...(feed.finishedAt ? { 'Last-Modified': feed.finishedAt.toUTCString() } : {}),
        'X-Robots-Tag': 'noindex',
      })
    },
  )

  return routes
}

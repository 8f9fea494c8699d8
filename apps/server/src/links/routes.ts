import {
  LINK_FEED_PREVIEW_SIZE,
  LINK_IMAGE_MAX_BYTES,
  LINK_PAGE_SIZE,
  LINK_STATUSES,
  LinkActiveInputSchema,
  LinkFeedInfoSchema,
  LinkImageSchema,
  LinkInputSchema,
  LinkPageSchema,
  LinkQuerySchema,
  LinkSchema,
  LinkSlugSchema,
  LinkTotalsSchema,
  parseBody,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { formFile, sniffImage } from '../files/images.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import { fileKeyOf, filePath, fileStoreOf } from '../files/store.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { requestOrigin } from '../http/request-origin.ts'
import { streamedAnswer } from '../http/streamed.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
  queryParameter,
} from '../openapi/describe.ts'
import { feedInfo, feedStream, openFeed } from './feed.ts'
import { linkError, linkFieldError } from './messages.ts'
import { getLink, linkTotals, listLinks } from './read.ts'
import { createLink, deleteLink, duplicateLink, setLinkActive, updateLink } from './save.ts'

const READ = { area: 'payments', level: 'read' } as const
const WRITE = { area: 'payments', level: 'write' } as const
const TAGS = ['links']

/** Room for the multipart envelope around the image (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024

/** A link id from the path; anything that is no link's reads "not found". */
function linkIdOf(raw: string | undefined, lang: Lang): number {
  const id = parseId(raw)
  if (id === undefined) throw linkError(404, lang, 'linkNotFound')
  return id
}

const INPUT_NOTE =
  '`slug`: lowercase letters, digits and hyphens (3 to 60, no hyphen at either end), unique in ' +
  'the store (409 with a field error on `slug` otherwise); left out, a new link takes one made ' +
  'from its title and an update keeps its own. `amount_mode` `fixed` charges `amount_cents`; ' +
  '`open` lets the payer type the amount, at least `min_cents` (both at least 100). ' +
  '`gateway_ids`: the accepted methods, the store’s active gateways (not static pix). ' +
  '`max_installments` (1 to 24) within the installments setup and the card or installment-pix ' +
  'gateways’ maximum. A new or changed `expires_at` must be in the future. `image_url`: ' +
  'usually the address answered by `POST …/links/images`.'

const STATUS_NOTE =
  '`status` is derived: `inactive` (switched off) wins, then `expired` (past `expires_at`), ' +
  'then `sold_out` (`sold_count`, the payments in pre_authorized, authorized, complete, ' +
  'partial_refund or retry-success, reached `quantity_limit`), otherwise `active`.'

/**
 * The store's payment links (payments service), guarded by the payments level: read for reads,
 * write for changes. Static paths (`feed`, `images`, `by-slug`) come before `:id`. The product
 * feed (`/public/feeds/:token/links.xml`) needs no login.
 */
export function linksRoutes(deps: AppDeps) {
  const { db, config, clock, logger } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/links'

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's payment links, newest first, in keyset pages",
      description: `Pass \`next_cursor\` back as \`cursor\` for the next page (null on the last). ${STATUS_NOTE}`,
      tags: TAGS,
      parameters: [
        queryParameter('q', 'Words of the title (accents and case ignored), or the slug’s start'),
        queryParameter('status', `One of ${LINK_STATUSES.join(', ')}`),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Links per page: 1 to 100, ${LINK_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', LinkPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(LinkQuerySchema, c.req.query(), lang)
      const appId = c.get('access').app.id
      return c.json(await listLinks(db, appId, query, config.publicUrl, clock.now(), lang))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a payment link',
      description: `${INPUT_NOTE} ${STATUS_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(LinkInputSchema),
      responses: {
        201: jsonAnswer('The link', LinkSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, LinkInputSchema)
      return c.json(await createLink(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.get(
    `${base}/feed`,
    ...appRoute(deps, READ, {
      summary: "The store's product feed of links (Google Merchant Center)",
      description:
        'The feed’s public address (stable and unguessable, made on first use), when it was ' +
        'last fetched, how many items it lists (the links switched on and not expired; sold-out ' +
        `ones as out_of_stock) and the first ${LINK_FEED_PREVIEW_SIZE} items as the feed writes them.`,
      tags: TAGS,
      responses: { 200: jsonAnswer('The feed', LinkFeedInfoSchema) },
    }),
    async (c) => {
      const origin = requestOrigin(c.req, config.trustProxy)
      return c.json(await feedInfo(db, c.get('access').app.id, origin, clock.now()))
    },
  )

  routes.post(
    `${base}/images`,
    // The image (up to LINK_IMAGE_MAX_BYTES) is limited while it is read.
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Upload an image for a payment link',
      description:
        'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP (told by ' +
        `its first bytes, whatever its name says), up to ${LINK_IMAGE_MAX_BYTES / 1024 / 1024} ` +
        'MB. Answers its address to put in the link’s `image_url`: a path on this server ' +
        '(`/api/payments/public/files/<key>`, content-addressed: the same image is one file), ' +
        'so it shows on any host the pages are opened on. Anything else is a field error on `file` (413 when too ' +
        'large).',
      tags: TAGS,
      requestBody: {
        required: true,
        description: 'The image',
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        201: jsonAnswer('Its public address', LinkImageSchema),
        ...errorAnswers(400, 413, 415),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const contentType = c.req.header('Content-Type') ?? ''
      if (!/^multipart\/form-data\s*;/i.test(contentType)) {
        throw linkFieldError(lang, 'multipartExpected', 'file', { status: 415 })
      }
      const tooLarge = () => linkFieldError(lang, 'imageTooLarge', 'file', { status: 413 })
      const body = await readLimitedBody(
        c.req.raw,
        LINK_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
        tooLarge,
      )
      const bytes = await formFile(body, contentType, 'file')
      if (!bytes || bytes.byteLength === 0) throw linkFieldError(lang, 'imageMissing', 'file')
      if (bytes.byteLength > LINK_IMAGE_MAX_BYTES) throw tooLarge()
      const extension = sniffImage(bytes)
      if (!extension) throw linkFieldError(lang, 'imageType', 'file')
      const key = fileKeyOf(bytes, extension)
      await fileStoreOf(config).put(key, bytes)
      return c.json({ url: filePath(key) }, 201)
    },
  )

  routes.get(
    `${base}/by-slug/:slug`,
    ...appRoute(deps, READ, {
      summary: 'One payment link, by its slug',
      description: `What the panel’s links/detail/{slug} shows. ${STATUS_NOTE}`,
      tags: TAGS,
      params: ['slug'],
      responses: { 200: jsonAnswer('The link', LinkSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const parsed = v.safeParse(LinkSlugSchema, c.req.param('slug'))
      if (!parsed.success) throw linkError(404, lang, 'linkNotFound')
      const appId = c.get('access').app.id
      return c.json(
        await getLink(db, appId, { slug: parsed.output }, config.publicUrl, clock.now(), lang),
      )
    },
  )

  routes.get(
    `${base}/:id`,
    ...appRoute(deps, READ, {
      summary: 'One payment link',
      description: `Its payments are listed by GET …/transactions?link_id={id}. ${STATUS_NOTE}`,
      tags: TAGS,
      params: ['id'],
      responses: { 200: jsonAnswer('The link', LinkSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      const appId = c.get('access').app.id
      return c.json(await getLink(db, appId, { id }, config.publicUrl, clock.now(), lang))
    },
  )

  routes.put(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a payment link',
      description: `The whole link, as on creation. ${INPUT_NOTE}`,
      tags: TAGS,
      params: ['id'],
      requestBody: jsonBody(LinkInputSchema),
      responses: {
        200: jsonAnswer('The link', LinkSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      const values = await readJsonBody(c.req, lang, LinkInputSchema)
      return c.json(await updateLink(deps, c.get('access'), id, values, lang))
    },
  )

  routes.put(
    `${base}/:id/active`,
    ...appRoute(deps, WRITE, {
      summary: 'Switch a payment link on or off',
      description:
        'A link switched off shows payers a clear “unavailable” page and leaves the feed; its ' +
        'payments stay. How a link that took payments leaves the store’s offer.',
      tags: TAGS,
      params: ['id'],
      requestBody: jsonBody(LinkActiveInputSchema),
      responses: { 200: jsonAnswer('The link', LinkSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      const { active } = await readJsonBody(c.req, lang, LinkActiveInputSchema)
      return c.json(await setLinkActive(deps, c.get('access'), id, active, lang))
    },
  )

  routes.post(
    `${base}/:id/duplicate`,
    ...appRoute(deps, WRITE, {
      summary: 'Duplicate a payment link',
      description:
        'A copy under the first free slug of `<slug>-copia`, `<slug>-copia-2`, …, titled ' +
        '“(cópia)” and switched off, so it is looked over before it is offered. No body.',
      tags: TAGS,
      params: ['id'],
      responses: { 201: jsonAnswer('The copy', LinkSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      return c.json(await duplicateLink(deps, c.get('access'), id, lang), 201)
    },
  )

  routes.get(
    `${base}/:id/totals`,
    ...appRoute(deps, READ, {
      summary: 'The totals of a payment link’s payments',
      description:
        'Payments made through it (any status), those that brought money (as sold, or since ' +
        'refunded), the money received (captured) and given back, in centavos.',
      tags: TAGS,
      params: ['id'],
      responses: { 200: jsonAnswer('The totals', LinkTotalsSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      return c.json(await linkTotals(db, c.get('access').app.id, id, lang))
    },
  )

  routes.delete(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a payment link',
      description:
        'Only a link no payment went through: once one did, it is part of the store’s ' +
        'history and the answer is 409 (`data.payments_count`); switch it off instead.',
      tags: TAGS,
      params: ['id'],
      responses: { 204: noContent, ...errorAnswers(409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = linkIdOf(c.req.param('id'), lang)
      await deleteLink(deps, c.get('access'), id, lang)
      return c.body(null, 204)
    },
  )

  // The product feed: public, addressed by the store's unguessable token (no app id).
  routes.get(
    '/public/feeds/:token/links.xml',
    describeRoute({
      summary: "A store's payment links as a Google Merchant Center feed (no login)",
      description:
        'RSS 2.0 with the `g:` namespace, streamed: per link on offer `g:id`, `g:title`, ' +
        '`g:description`, `g:link` (the public checkout page), `g:image_link` (when it has an ' +
        'image; both absolute on the host the feed is fetched from), `g:price` ("12.90 BRL"; an open amount shows its minimum), `g:availability` ' +
        '(in_stock, or out_of_stock when sold out) and `g:condition` (new). The address comes ' +
        'from GET …/links/feed; an unknown token is a plain 404.',
      tags: TAGS,
      parameters: pathParameters('token'),
      responses: {
        200: {
          description: 'The feed',
          content: { 'application/rss+xml': { schema: { type: 'string' } } },
        },
        404: { description: 'No feed has this address (plain text)' },
      },
    }),
    async (c) => {
      const now = clock.now()
      const store = await openFeed(db, c.req.param('token'), now)
      if (!store) return c.text('Feed não encontrado.', 404, { 'X-Robots-Tag': 'noindex' })
      // Absolute addresses on the host the feed was fetched from (a reseller's included).
      const origin = requestOrigin(c.req, config.trustProxy)
      return streamedAnswer(c, feedStream(db, store, origin, now), {
        logger,
        event: 'links.feed_failed',
        fields: { app_id: store.appId },
        headers: {
          'Content-Type': 'application/rss+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
          'X-Robots-Tag': 'noindex',
        },
      })
    },
  )

  return routes
}

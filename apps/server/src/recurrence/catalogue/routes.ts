import {
  BillingSettingsInputSchema,
  BillingSettingsSchema,
  LINK_IMAGE_MAX_BYTES,
  LinkImageSchema,
  parseBody,
  PLAN_STATES,
  PlanArchiveInputSchema,
  PlanInputSchema,
  PlanPageSchema,
  PlanQuerySchema,
  PlanSchema,
  ProductArchiveInputSchema,
  ProductInputSchema,
  ProductPageSchema,
  ProductQuerySchema,
  ProductSchema,
  RECURRENCE_PAGE_SIZE,
  RecurrenceTotalsSchema,
  type RecurrenceText,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../../openapi/describe.ts'
import { recurrenceError } from '../shared/errors.ts'
import { receiveProductImage } from './images.ts'
import { createPlan, getPlan, listPlans, setPlanArchived, updatePlan } from './plans.ts'
import {
  createProduct,
  getProduct,
  listProducts,
  setProductArchived,
  updateProduct,
} from './products.ts'
import { billingSettingsOf, saveBillingSettings } from './settings.ts'
import { recurrenceTotals } from './totals.ts'

const READ = { area: 'recurrence', level: 'read' } as const
const WRITE = { area: 'recurrence', level: 'write' } as const
const PLAN_TAGS = ['recurrence plans']
const PRODUCT_TAGS = ['recurrence products']
const SETTINGS_TAGS = ['recurrence settings']

const PAGE_PARAMETERS = [
  queryParameter('cursor', 'The next_cursor of the previous page'),
  queryParameter('limit', `Items per page: 1 to 200, ${RECURRENCE_PAGE_SIZE} by default`),
]

const PLAN_NOTE =
  '`price_cents` (at least 100) is charged every `interval` (weekly, monthly, quarterly, ' +
  'semiannual, yearly, or `days` with `interval_days` 1 to 365); `trial_days` before the ' +
  'first charge; `cycles` null is unlimited; `setup_fee_cents` joins the first invoice. ' +
  '`methods` (creditcard, billet, pix) each need an active gateway of that type in the store ' +
  '(422 `noGateway` on `methods`). `products`: the store’s products with quantities, in order, ' +
  'each once; an archived product is refused unless the plan already holds it (422 on ' +
  '`products`). A new price applies from each subscription’s next invoice; invoices already ' +
  'issued keep their amount.'

const COUNTS_NOTE =
  '`subscriber_count`: its subscriptions trialing, active, past due or paused; `mrr_cents`: ' +
  'its active and past-due subscriptions times the price’s monthly value (weekly × 52/12, ' +
  'every N days × 365.25/12/N, quarterly ÷ 3, semiannual ÷ 6, yearly ÷ 12, rounded per ' +
  'subscription).'

/**
 * The recurrence catalogue (recurrence service, `/apps/{appId}/…`): totals, plans, products and
 * the billing settings, recurrence read for reads and write for changes. Static paths
 * (`products/images`) come before `:productId`.
 */
export function catalogueRoutes(deps: AppDeps) {
  const { db, config } = deps
  const routes = new Hono<AppScopedEnv>()
  const app = '/apps/:appId'
  const idOf = (raw: string | undefined, lang: Lang, missing: RecurrenceText) => {
    const id = parseId(raw)
    if (id === undefined) throw recurrenceError(404, lang, missing)
    return id
  }

  routes.get(
    `${app}/totals`,
    ...appRoute(deps, READ, {
      summary: "The store's subscribers, monthly recurring revenue and past-due count",
      description: `Subscribers: trialing, active, past due or paused. ${COUNTS_NOTE}`,
      tags: PLAN_TAGS,
      responses: { 200: jsonAnswer('The totals', RecurrenceTotalsSchema) },
    }),
    async (c) => c.json(await recurrenceTotals(db, c.get('access').app.id)),
  )

  // Plans

  routes.get(
    `${app}/plans`,
    ...appRoute(deps, READ, {
      summary: "The store's plans by name, in keyset pages",
      description: `Each with its products and counts. ${COUNTS_NOTE}`,
      tags: PLAN_TAGS,
      parameters: [
        queryParameter('q', 'Words of the name (accents and case ignored)'),
        queryParameter(
          'state',
          `One of ${PLAN_STATES.join(', ')}; without it, every plan not archived`,
        ),
        ...PAGE_PARAMETERS,
      ],
      responses: { 200: jsonAnswer('One page', PlanPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(PlanQuerySchema, c.req.query(), lang)
      return c.json(await listPlans(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${app}/plans`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a plan',
      description: `Audited. ${PLAN_NOTE}`,
      tags: PLAN_TAGS,
      requestBody: jsonBody(PlanInputSchema),
      responses: {
        201: jsonAnswer('The plan', PlanSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, PlanInputSchema)
      return c.json(await createPlan(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.get(
    `${app}/plans/:planId`,
    ...appRoute(deps, READ, {
      summary: 'One plan',
      description: COUNTS_NOTE,
      tags: PLAN_TAGS,
      params: ['planId'],
      responses: { 200: jsonAnswer('The plan', PlanSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('planId'), lang, 'planNotFound')
      return c.json(await getPlan(db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    `${app}/plans/:planId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a plan',
      description: `The whole plan, as on creation. Audited. ${PLAN_NOTE}`,
      tags: PLAN_TAGS,
      params: ['planId'],
      requestBody: jsonBody(PlanInputSchema),
      responses: {
        200: jsonAnswer('The plan', PlanSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('planId'), lang, 'planNotFound')
      const values = await readJsonBody(c.req, lang, PlanInputSchema)
      return c.json(await updatePlan(deps, c.get('access'), id, values, lang))
    },
  )

  routes.put(
    `${app}/plans/:planId/archived`,
    ...appRoute(deps, WRITE, {
      summary: 'Archive a plan or bring it back',
      description:
        'An archived plan takes no new subscriptions; the subscriptions it has keep billing. ' +
        'Plans are never deleted: subscriptions name them. Audited.',
      tags: PLAN_TAGS,
      params: ['planId'],
      requestBody: jsonBody(PlanArchiveInputSchema),
      responses: { 200: jsonAnswer('The plan', PlanSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('planId'), lang, 'planNotFound')
      const { archived } = await readJsonBody(c.req, lang, PlanArchiveInputSchema)
      return c.json(await setPlanArchived(deps, c.get('access'), id, archived, lang))
    },
  )

  // Products

  routes.get(
    `${app}/products`,
    ...appRoute(deps, READ, {
      summary: "The store's recurrence products by name, in keyset pages",
      description:
        '`plan_count`: the plans not archived that hold it. Archived products only with ' +
        '`archived=1`.',
      tags: PRODUCT_TAGS,
      parameters: [
        queryParameter('q', 'Words of the name or the SKU (accents and case ignored)'),
        queryParameter('archived', '`1`: the archived ones; otherwise those in use'),
        ...PAGE_PARAMETERS,
      ],
      responses: { 200: jsonAnswer('One page', ProductPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(ProductQuerySchema, c.req.query(), lang)
      return c.json(await listProducts(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${app}/products`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a recurrence product',
      description:
        'Audited. `sku` is unique in the store (409 with a field error on `sku`). `image_url`: ' +
        'the path answered by POST …/products/images, or an absolute http(s) address.',
      tags: PRODUCT_TAGS,
      requestBody: jsonBody(ProductInputSchema),
      responses: {
        201: jsonAnswer('The product', ProductSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ProductInputSchema)
      return c.json(await createProduct(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.post(
    `${app}/products/images`,
    // The image (up to LINK_IMAGE_MAX_BYTES) is limited while it is read.
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Upload an image for a recurrence product',
      description:
        'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP (told by ' +
        `its first bytes), up to ${LINK_IMAGE_MAX_BYTES / 1024 / 1024} MB. Answers the path ` +
        'to put in the product’s `image_url` (`/api/payments/public/files/<key>`, ' +
        'content-addressed). Anything else is a field error on `file` (413 when too large).',
      tags: PRODUCT_TAGS,
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
        201: jsonAnswer('Its address', LinkImageSchema),
        ...errorAnswers(400, 413, 415),
      },
    }),
    async (c) => c.json(await receiveProductImage(c.req.raw, config, c.get('lang')), 201),
  )

  routes.get(
    `${app}/products/:productId`,
    ...appRoute(deps, READ, {
      summary: 'One recurrence product',
      tags: PRODUCT_TAGS,
      params: ['productId'],
      responses: { 200: jsonAnswer('The product', ProductSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      return c.json(await getProduct(db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    `${app}/products/:productId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a recurrence product',
      description:
        'The whole product, as on creation. Audited. The plans that hold it show the change; ' +
        'their own prices do not change.',
      tags: PRODUCT_TAGS,
      params: ['productId'],
      requestBody: jsonBody(ProductInputSchema),
      responses: {
        200: jsonAnswer('The product', ProductSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      const values = await readJsonBody(c.req, lang, ProductInputSchema)
      return c.json(await updateProduct(deps, c.get('access'), id, values, lang))
    },
  )

  routes.put(
    `${app}/products/:productId/archived`,
    ...appRoute(deps, WRITE, {
      summary: 'Archive a recurrence product or bring it back',
      description:
        'An archived product cannot be put in a plan that does not hold it already; the plans ' +
        'that hold it keep it. Audited.',
      tags: PRODUCT_TAGS,
      params: ['productId'],
      requestBody: jsonBody(ProductArchiveInputSchema),
      responses: {
        200: jsonAnswer('The product', ProductSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      const { archived } = await readJsonBody(c.req, lang, ProductArchiveInputSchema)
      return c.json(await setProductArchived(deps, c.get('access'), id, archived, lang))
    },
  )

  // Billing settings

  routes.get(
    `${app}/settings`,
    ...appRoute(deps, READ, {
      summary: "The store's billing settings (dunning schedule, notices)",
      description:
        '`retry_days`: days after the first failure each retry comes (default 1, 3, 7); ' +
        '`on_exhaustion`: cancel or pause when they run out; `advance_days`: how early a pix ' +
        'or boleto invoice is sent; `send_emails`: the subscriber is mailed at each step. The ' +
        'defaults until the store saves.',
      tags: SETTINGS_TAGS,
      responses: { 200: jsonAnswer('The settings', BillingSettingsSchema) },
    }),
    async (c) => c.json(await billingSettingsOf(db, c.get('access').app.id)),
  )

  routes.put(
    `${app}/settings`,
    ...appRoute(deps, WRITE, {
      summary: "Save the store's billing settings",
      description:
        'All of them at once. `retry_days`: up to 6, each 1 to 30 and after the one before. ' +
        'Applies to retries scheduled from now on. Audited.',
      tags: SETTINGS_TAGS,
      requestBody: jsonBody(BillingSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', BillingSettingsSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), BillingSettingsInputSchema)
      return c.json(await saveBillingSettings(deps, c.get('access'), values))
    },
  )

  return routes
}

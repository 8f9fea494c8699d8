import {
  CancelInputSchema,
  ChangePlanInputSchema,
  ChargeDateInputSchema,
  parseBody,
  PRORATION_RULE_TEXT,
  RECURRENCE_PAGE_SIZE,
  SUBSCRIPTION_STATUSES,
  SubscriptionDetailSchema,
  SubscriptionInputSchema,
  SubscriptionPageSchema,
  SubscriptionQuerySchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono, type Context } from 'hono'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import { IDEMPOTENCY_HEADER, idempotent } from '../../idempotency/idempotent.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../../openapi/describe.ts'
import { recurrenceError } from '../shared/errors.ts'
import {
  cancel,
  changeChargeDate,
  changePlan,
  keep,
  pause,
  resume,
  retryInvoice,
} from './actions.ts'
import { createSubscription } from './create.ts'
import { listSubscriptions } from './list.ts'
import { publicIdOf, subscriptionDetail } from './read.ts'

const READ = { area: 'recurrence', level: 'read' } as const
const WRITE = { area: 'recurrence', level: 'write' } as const
const TAGS = ['recurrence']

const DETAIL = jsonAnswer('The subscription and its invoices', SubscriptionDetailSchema)
const ID_NOTE =
  '`{id}` is the subscription’s public id (`sub_` and 24 letters and digits); anything else, ' +
  'or another store’s, is a 404.'
const MOVE_NOTE =
  'Statuses move only along the state machine (trialing, active, past_due, paused, canceled, ' +
  'ended): a move it does not allow is a 409 that changes nothing.'

const INVOICE_ID = /^[1-9]\d{0,15}$/

function invoiceIdOf(raw: string | undefined, lang: Lang): number {
  const id = raw && INVOICE_ID.test(raw) ? Number(raw) : undefined
  if (id === undefined || !Number.isSafeInteger(id)) {
    throw recurrenceError(404, lang, 'invoiceNotFound')
  }
  return id
}

/**
 * The store's subscriptions (recurrence service, `/apps/{appId}/subscriptions`), by their public
 * id: the list, subscribing a customer, the detail with every invoice, and the merchant's
 * actions. Recurrence level: read for reads, write for changes.
 */
export function subscriptionsRoutes(deps: AppDeps) {
  const { db, config } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/subscriptions'
  const one = `${base}/:id`

  const detailOf = async (c: Context<AppScopedEnv>, publicId: string, status = 200) =>
    c.json(
      await subscriptionDetail(
        db,
        config.publicUrl,
        c.get('access').app.id,
        publicId,
        c.get('lang'),
      ),
      status as 200,
    )

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's subscriptions, newest first, in keyset pages",
      description:
        'Filters combine. `q` is the start of a word of the customer’s name or e-mail (accents ' +
        'and case ignored), the start of their document, or a subscription’s public id. Pass ' +
        '`next_cursor` back as `cursor` for the next page (null on the last).',
      tags: TAGS,
      parameters: [
        queryParameter('q', 'Customer’s name or e-mail (start of a word), or a subscription id'),
        queryParameter('status', `One of ${SUBSCRIPTION_STATUSES.join(', ')}`),
        queryParameter('plan_id', 'Only this plan’s subscriptions'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter(
          'limit',
          `Subscriptions per page: 1 to 200, ${RECURRENCE_PAGE_SIZE} by default`,
        ),
      ],
      responses: { 200: jsonAnswer('One page', SubscriptionPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(SubscriptionQuerySchema, c.req.query(), lang)
      return c.json(
        await listSubscriptions(db, c.get('access').app.id, query, {
          publicUrl: config.publicUrl,
          lang,
        }),
      )
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Subscribe one of the store’s customers to a plan',
      description:
        'The customer and the plan must be the store’s (422 on `customer_id`, `plan_id`); the ' +
        'plan active and not archived (422 on `plan_id`); the method one the plan accepts with ' +
        'an active gateway of its type in the store (422 on `method`). With trial days the ' +
        'subscription is `trialing` until the trial’s end, its first charge. Without, it is ' +
        '`active` from `start_at` (a future instant; now when left out) and, starting now, its ' +
        'first invoice is issued at once: a pix or boleto goes out, a card invoice waits for ' +
        'the card on the subscriber’s page (`subscribe_url`). Publishes `subscription.created`.',
      tags: TAGS,
      requestBody: jsonBody(SubscriptionInputSchema),
      responses: { 201: DETAIL, ...errorAnswers(...BODY_ERRORS, 422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, SubscriptionInputSchema)
      const publicId = await createSubscription(deps, c.get('access'), values, lang)
      return detailOf(c, publicId, 201)
    },
  )

  routes.get(
    one,
    ...appRoute(deps, READ, {
      summary: 'One subscription, with every invoice, its payment and timeline',
      description:
        `${ID_NOTE} Invoices newest cycle first; each with its payment (status, card, the pix ` +
        'code while pending, the boleto and its printable page, the last decline reason, the ' +
        'receipt’s token) and the payment’s timeline, oldest first.',
      tags: TAGS,
      params: ['id'],
      responses: { 200: DETAIL },
    }),
    async (c) => detailOf(c, publicIdOf(c.req.param('id'), c.get('lang'))),
  )

  const action = (
    name: string,
    summary: string,
    description: string,
    run: (c: Context<AppScopedEnv>, publicId: string, lang: Lang) => Promise<unknown>,
    body?: Parameters<typeof jsonBody>[0],
  ) =>
    routes.post(
      `${one}/${name}`,
      ...appRoute(deps, WRITE, {
        summary,
        description: `${ID_NOTE} ${description}`,
        tags: TAGS,
        params: ['id'],
        ...(body ? { requestBody: jsonBody(body) } : {}),
        responses: { 200: DETAIL, ...errorAnswers(...BODY_ERRORS, 409, 422) },
      }),
      async (c) => {
        const lang = c.get('lang')
        const publicId = publicIdOf(c.req.param('id'), lang)
        await run(c, publicId, lang)
        return detailOf(c, publicId)
      },
    )

  action(
    'pause',
    'Pause a subscription',
    `From trialing, active or past_due: nothing is charged until it is resumed, and an invoice ` +
      `in dunning stops retrying. ${MOVE_NOTE}`,
    (c, publicId, lang) => pause(deps, c.get('access'), publicId, lang),
  )
  action(
    'resume',
    'Resume a paused subscription',
    'Back to active. The next charge is the next cycle’s date when it has not passed; ' +
      'otherwise it is now, and the cycles count again from now (the time paused is never ' +
      `billed). ${MOVE_NOTE}`,
    (c, publicId, lang) => resume(deps, c.get('access'), publicId, lang),
  )
  action(
    'cancel',
    'Cancel a subscription, now or at the end of the period paid',
    '`at_period_end` true: an active subscription whose running period is paid is canceled ' +
      'when the period ends (a flag; 409 without such a period). false: canceled now; the ' +
      'unpaid invoices expire (their pix or boleto cancelled) and the running period is not ' +
      `refunded (refund its payment if needed). Canceled and ended ones are a 409. ${MOVE_NOTE}`,
    async (c, publicId, lang) => {
      const input = await readJsonBody(c.req, lang, CancelInputSchema)
      await cancel(deps, c.get('access'), publicId, input.at_period_end, lang)
    },
    CancelInputSchema,
  )
  action(
    'keep',
    'Take back a cancellation at the end of the period',
    '409 when no cancellation is scheduled, or the subscription is canceled or ended.',
    (c, publicId, lang) => keep(deps, c.get('access'), publicId, lang),
  )
  action(
    'plan',
    'Change the subscription’s plan',
    `${PRORATION_RULE_TEXT} The plan must be the store’s, active, not archived, accept the ` +
      'subscription’s method and differ from the current one (422 on `plan_id`). A trial has ' +
      'no adjustment. Canceled and ended ones are a 409.',
    async (c, publicId, lang) => {
      const input = await readJsonBody(c.req, lang, ChangePlanInputSchema)
      await changePlan(deps, c.get('access'), publicId, input, lang)
    },
    ChangePlanInputSchema,
  )

  routes.put(
    `${one}/charge-date`,
    ...appRoute(deps, WRITE, {
      summary: 'Move the next charge',
      description:
        `${ID_NOTE} The new instant must be in the future and at most one plan interval after ` +
        'the current next charge (422 on `next_charge_at`); the cycles after it follow from it ' +
        'and the running period (or the trial) ends there. No proration. A subscription without ' +
        'a next charge (paused, canceled, ended) is a 409.',
      tags: TAGS,
      params: ['id'],
      requestBody: jsonBody(ChargeDateInputSchema),
      responses: { 200: DETAIL, ...errorAnswers(...BODY_ERRORS, 409, 422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const publicId = publicIdOf(c.req.param('id'), lang)
      const input = await readJsonBody(c.req, lang, ChargeDateInputSchema)
      await changeChargeDate(deps, c.get('access'), publicId, input, lang)
      return detailOf(c, publicId)
    },
  )

  routes.post(
    `${one}/invoices/:invoiceId/retry`,
    ...appRoute(deps, WRITE, {
      summary: 'Charge a failed card invoice again now',
      description:
        `${ID_NOTE} Only an unpaid, declined card invoice with a card on file (409 otherwise). ` +
        'The charge is made now with the card on file; its outcome shows on the payment’s ' +
        'timeline (retry-error or retry-success).',
      tags: TAGS,
      params: ['id', 'invoiceId'],
      parameters: [
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: true,
          description:
            'One key per click: the same key and request answer the first answer again ' +
            '(`Idempotent-Replayed: true`) and never charge twice.',
          schema: { type: 'string' },
        },
      ],
      responses: { 200: DETAIL, ...errorAnswers(...BODY_ERRORS, 404, 409, 422) },
    }),
    idempotent(deps, { required: true }),
    async (c) => {
      const lang = c.get('lang')
      const publicId = publicIdOf(c.req.param('id'), lang)
      const invoiceId = invoiceIdOf(c.req.param('invoiceId'), lang)
      await retryInvoice(deps, c.get('access'), publicId, invoiceId, lang)
      return detailOf(c, publicId)
    },
  )

  return routes
}

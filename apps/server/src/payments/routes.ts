import {
  CaptureInputSchema,
  ChargeInputSchema,
  MoneyTrailSchema,
  parseBody,
  PaymentSplitSchema,
  RefundInputSchema,
  ResendInputSchema,
  SimulateInputSchema,
  TRANSACTION_PAGE_SIZE,
  TransactionPageSchema,
  TransactionQuerySchema,
  TransactionSchema,
  TransactionTotalsSchema,
  type Transaction,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { appRoute, type AppAccess, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { ApiErrorBodySchema } from '../http/errors.ts'
import { streamedAnswer } from '../http/streamed.ts'
import { IDEMPOTENCY_HEADER, idempotent } from '../idempotency/idempotent.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
  queryParameter,
} from '../openapi/describe.ts'
import { storeToday } from '../time/store-time.ts'
import {
  cancelPayment,
  capturePayment,
  confirmPayment,
  refundPayment,
  simulateOutcome,
} from './actions.ts'
import { findBilletPage, renderBilletNotFound, renderBilletPage } from './billet-page.ts'
import { createCharge } from './charge.ts'
import { EXPORT_PAGE_SIZE, transactionsCsvStream } from './export.ts'
import { paymentRowsPage, transactionPage, transactionTotals } from './list.ts'
import { getTransaction, paymentIdOf, transactionSplit, transactionTrail } from './read.ts'
import { resendInstructions } from './resend.ts'
import { addShipmentRoutes } from './shipment/routes.ts'

const READ = { area: 'payments', level: 'read' } as const
const WRITE = { area: 'payments', level: 'write' } as const
const TAGS = ['payments']

/** The filters without the page position: totals and the export take every matching payment. */
const FiltersSchema = v.omit(TransactionQuerySchema, ['cursor', 'limit'])

const FILTER_PARAMETERS = [
  queryParameter(
    'q',
    'A payment id (digits: the id, or documents starting with them), an e-mail (with @: ' +
      'e-mails starting with it), a document (digits with punctuation) or words starting the ' +
      "customer's name",
  ),
  queryParameter('status', 'One of the timeline statuses'),
  queryParameter('type', 'One of the payment types'),
  queryParameter('gateway_id', 'Only payments through this gateway'),
  queryParameter('customer_id', 'Only payments of this customer'),
  queryParameter('link_id', 'Only payments made through this payment link'),
  queryParameter('from', 'Created on this day (YYYY-MM-DD, São Paulo) or later'),
  queryParameter('to', 'Created on this day (YYYY-MM-DD, São Paulo) or earlier'),
  queryParameter('min_cents', 'Amount at least this many centavos'),
  queryParameter('max_cents', 'Amount at most this many centavos'),
]

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header' as const,
  required: true,
  description:
    'One key per intent (a UUID): the same key and body answer the first answer again ' +
    '(`Idempotent-Replayed: true`) and move no money twice; the same key with another body is ' +
    'a 422; while the first request runs, a 409. Keys are kept a day.',
  schema: { type: 'string' as const },
}

const PROVIDER_FAILED = {
  502: jsonAnswer(
    'The provider did not answer; retry with the same Idempotency-Key',
    ApiErrorBodySchema,
  ),
}

const TRANSACTION_ANSWER = jsonAnswer('The payment as it now stands', TransactionSchema)

/** One action on a payment: its path under the payment, its description, its body, its work. */
interface PaymentAction {
  path: string
  summary: string
  description: string
  /** The body's schema; an action without one reads no body. */
  input?: v.GenericSchema
  run: (
    deps: AppDeps,
    access: AppAccess,
    id: number,
    input: unknown,
    idempotencyKey: string,
    lang: Lang,
  ) => Promise<Transaction>
}

/** An action whose work takes its body as the schema parses it (none without a schema). */
function paymentAction<TSchema extends v.GenericSchema | undefined = undefined>(action: {
  path: string
  summary: string
  description: string
  input?: TSchema
  run: (
    deps: AppDeps,
    access: AppAccess,
    id: number,
    input: TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined,
    idempotencyKey: string,
    lang: Lang,
  ) => Promise<Transaction>
}): PaymentAction {
  return action as PaymentAction
}

/** The actions that move a payment, in the order the document lists them. */
const PAYMENT_ACTIONS: PaymentAction[] = [
  paymentAction({
    path: 'capture',
    summary: 'Capture a pre-authorised card payment, in full or in part',
    description:
      'Without `amount_cents`, the whole pre-authorised amount; with less, the rest of the ' +
      'authorisation is released. Moves pre_authorized → authorized and posts charge, fee ' +
      '(on the captured amount) and net. Anything but a pre-authorisation is a 409; more ' +
      'than was authorised a 422. A capture the provider refuses is also told to the ' +
      'store’s notifications.',
    input: CaptureInputSchema,
    run: (deps, access, id, input, _key, lang) => capturePayment(deps, access, id, input, lang),
  }),
  paymentAction({
    path: 'refunds',
    summary: 'Refund a payment, in full or in part',
    description:
      'Without `amount_cents`, the rest of the captured money. Any number of partial ' +
      'refunds up to what was captured: each moves to partial_refund, the one that reaches ' +
      'the captured amount to refunded; a centavo more is a 422 and changes nothing. Only ' +
      'money received can be refunded (authorized, complete, partial_refund, retry-success; ' +
      'otherwise 409). Posts `refund`: refunds ← merchant_available (merchant_pending while ' +
      'card money is not settled). The gateway’s fee is not given back: a payment refunded ' +
      'in full costs the store its fee.',
    input: RefundInputSchema,
    run: refundPayment,
  }),
  paymentAction({
    path: 'cancel',
    summary: 'Cancel a pending charge, or release a pre-authorisation',
    description:
      'A pending pix, boleto or custom charge moves to failed (`cancel`); a pre-authorised ' +
      'card to failed (`void`), releasing the hold. Anything else is a 409. No money moves.',
    run: (deps, access, id, _input, _key, lang) => cancelPayment(deps, access, id, lang),
  }),
  paymentAction({
    path: 'confirm',
    summary: 'Confirm by hand a payment of a custom method',
    description:
      'For custom methods (a bank transfer, paid on delivery): pending → complete (`pay`), ' +
      'posting charge, fee, net and release. Other types are a 409.',
    run: (deps, access, id, _input, _key, lang) => confirmPayment(deps, access, id, lang),
  }),
  paymentAction({
    path: 'simulate',
    summary: 'Sandbox gateways only: pretend the provider reported an outcome',
    description:
      '`paid`: a pending pix or boleto → complete. `expired`: pending → failed (decline). ' +
      '`settled`: authorized card money → complete (settle, releasing it). `chargeback`: the ' +
      'payer’s bank takes back everything not refunded yet → refunded, posting a ' +
      '`chargeback` journal and telling the store’s notifications. Production gateways are a ' +
      '409, and so is a move the timeline does not allow.',
    input: SimulateInputSchema,
    run: (deps, access, id, { outcome }, _key, lang) =>
      simulateOutcome(deps, access, id, outcome, lang),
  }),
]

/**
 * The store's payments (payments service), guarded by the payments level: read for reads, write
 * for every action. Static paths (`totals`, `export`) come before `:id`, which they would
 * otherwise match. The public boleto page (`/public/billets/:token`) needs no login.
 */
export function paymentsRoutes(deps: AppDeps) {
  const { db, config, clock, logger } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/transactions'
  const once = idempotent(deps, { required: true })
  const keyOf = (header: string | undefined) => header!

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's payments, newest first, in keyset pages",
      description:
        'Filters combine (all must hold). Pass `next_cursor` back as `cursor` for the next ' +
        'page (null on the last).',
      tags: TAGS,
      parameters: [
        ...FILTER_PARAMETERS,
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Payments per page: 1 to 100, ${TRANSACTION_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', TransactionPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(TransactionQuerySchema, c.req.query(), lang)
      return c.json(await transactionPage(db, c.get('access').app.id, query, lang))
    },
  )

  routes.get(
    `${base}/totals`,
    ...appRoute(deps, READ, {
      summary: 'Counts and sums of the payments matching the filters',
      description:
        'The list’s filters; amounts in centavos, overall and per status (in the timeline’s ' +
        'order).',
      tags: TAGS,
      parameters: FILTER_PARAMETERS,
      responses: { 200: jsonAnswer('The totals', TransactionTotalsSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(FiltersSchema, c.req.query(), lang)
      return c.json(await transactionTotals(db, c.get('access').app.id, filters))
    },
  )

  routes.get(
    `${base}/export`,
    ...appRoute(deps, READ, {
      summary: 'Every payment matching the filters, as a CSV file',
      description:
        'The list’s filters, newest first, streamed: UTF-8 with BOM, semicolon separated, ' +
        'decimal commas, Portuguese headers, dates in São Paulo.',
      tags: TAGS,
      parameters: FILTER_PARAMETERS,
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
      const filters = parseBody(FiltersSchema, c.req.query(), lang)
      const appId = c.get('access').app.id
      const stream = transactionsCsvStream((cursor) =>
        paymentRowsPage(db, appId, filters, cursor, EXPORT_PAGE_SIZE, lang),
      )
      return streamedAnswer(c, stream, {
        logger,
        event: 'payments.export_failed',
        fields: { app_id: appId },
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="transacoes-${storeToday(clock.now())}.csv"`,
        },
      })
    },
  )

  routes.get(
    `${base}/:id`,
    ...appRoute(deps, READ, {
      summary: 'One payment, with its timeline',
      description:
        'With the gateway, the provider’s id, the artefacts (pix code, boleto with the address ' +
        'of its printable page, custom instructions) and every move of the timeline, oldest first.',
      tags: TAGS,
      params: ['id'],
      responses: { 200: jsonAnswer('The payment', TransactionSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      return c.json(await getTransaction(db, config.publicUrl, c.get('access').app.id, id, lang))
    },
  )

  routes.get(
    `${base}/:id/trail`,
    ...appRoute(deps, READ, {
      summary: 'The money trail of one payment: its ledger journals, oldest first',
      description:
        'Journal kinds: `charge` (gateway_clearing ← customer_receivable), `fee` (fees ← ' +
        'gateway_clearing), `net` (merchant_pending ← gateway_clearing), `release` ' +
        '(merchant_available ← merchant_pending: at once for pix, boleto and custom, on ' +
        'settlement for cards), `refund` and `chargeback` (refunds ← merchant_available, or ' +
        'merchant_pending before release). Debits positive, credits negative; each journal ' +
        'sums to zero.',
      tags: TAGS,
      params: ['id'],
      responses: { 200: jsonAnswer('The journals', MoneyTrailSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      return c.json(await transactionTrail(db, c.get('access').app.id, id, lang))
    },
  )

  routes.get(
    `${base}/:id/split`,
    ...appRoute(deps, READ, {
      summary: 'How one payment was split between the store and the split’s sellers',
      description:
        'For a payment received on a gateway with a split rule, once the job ' +
        '`split.post-payments` has split it: the rule version applied, each party (the store ' +
        'first, `seller_id` null, then the sellers in the rule’s order, by name) with its gross ' +
        'share, its part of the gateway fee, its net, the rounding centavos it took and what ' +
        'refunds and chargebacks took back of its share; or `status` refused with the reason ' +
        '(the money stayed the store’s). `null` when the payment was not split (no rule, not ' +
        'received, or not split yet). The sellers’ nets are the `split` journal of its money ' +
        'trail (`seller_pending:<id>` ← the store’s balance).',
      tags: TAGS,
      params: ['id'],
      responses: {
        200: jsonAnswer('The split, or null', v.nullable(PaymentSplitSchema)),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      const { app } = c.get('access')
      return c.json(await transactionSplit(db, app.id, app.name, id, lang))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Charge through one of the store’s gateways',
      description:
        'The amount is the sum of the items (quantity × unit price). The gateway must be the ' +
        'store’s (422) and switched on (409); card gateways take `card` (sent to the provider ' +
        'and forgotten: only brand and last four digits are kept); installments only for card ' +
        'and pix-installment gateways, within the gateway’s and the store’s limits and the ' +
        'minimum installment. The customer (optional) must be the store’s; their name, e-mail ' +
        'and document are copied onto the payment. The charge is written before the provider ' +
        'is asked and the answer after it, so a crash in between is recovered automatically; ' +
        'the Idempotency-Key also names the charge at the provider, so a retry never charges ' +
        'twice. A charge the provider declines is answered 201 with status `failed` and the ' +
        'reason in the timeline; one it refuses outright (a gateway setting it cannot work ' +
        'with) is a 409/422 and is kept as failed.',
      tags: TAGS,
      parameters: [IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(ChargeInputSchema),
      responses: {
        201: jsonAnswer('The payment', TransactionSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
        ...PROVIDER_FAILED,
      },
    }),
    once,
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ChargeInputSchema)
      const key = keyOf(c.req.header(IDEMPOTENCY_HEADER))
      return c.json(await createCharge(deps, c.get('access'), values, key, lang), 201)
    },
  )

  // The actions that move a payment (and its money), each once per Idempotency-Key.
  for (const action of PAYMENT_ACTIONS) {
    routes.post(
      `${base}/:id/${action.path}`,
      ...appRoute(deps, WRITE, {
        summary: action.summary,
        description: action.description,
        tags: TAGS,
        params: ['id'],
        parameters: [IDEMPOTENCY_PARAMETER],
        ...(action.input ? { requestBody: jsonBody(action.input) } : {}),
        responses: {
          200: TRANSACTION_ANSWER,
          ...(action.input ? errorAnswers(...BODY_ERRORS, 409, 422) : errorAnswers(400, 409, 422)),
          ...PROVIDER_FAILED,
        },
      }),
      once,
      async (c) => {
        const lang = c.get('lang')
        const id = paymentIdOf(c.req.param('id'), lang)
        const input = action.input ? await readJsonBody(c.req, lang, action.input) : undefined
        const key = keyOf(c.req.header(IDEMPOTENCY_HEADER))
        return c.json(await action.run(deps, c.get('access'), id, input, key, lang))
      },
    )
  }

  routes.post(
    `${base}/:id/resend`,
    ...appRoute(deps, WRITE, {
      summary: 'Mail the payment instructions again',
      description:
        'The pix code, the boleto’s line and printable page, or the custom method’s ' +
        'instructions, to the customer’s e-mail or to `email`. 409 when the payment is not ' +
        'awaiting payment or has nothing to send, or when there is no address.',
      tags: TAGS,
      params: ['id'],
      requestBody: jsonBody(ResendInputSchema),
      responses: { 204: noContent, ...errorAnswers(...BODY_ERRORS, 409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      const input = await readJsonBody(c.req, lang, ResendInputSchema)
      await resendInstructions(deps, c.get('access'), id, input, lang)
      return c.body(null, 204)
    },
  )

  // A paid payment's tracking code and invoice, which mail the payer (in_transport, nf).
  addShipmentRoutes(deps, routes, base)

  // The payer's printable boleto: public, addressed by an unguessable token (no app id).
  routes.get(
    '/public/billets/:token',
    describeRoute({
      summary: 'The printable boleto of a payment (no login)',
      description:
        'A self-contained HTML page: bank, amount, due date, linha digitável, barcode, payer ' +
        'and beneficiary, with print styles; no script. The address is the payment’s ' +
        '`billet.url`.',
      tags: TAGS,
      parameters: pathParameters('token'),
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
        404: { description: 'No boleto has this address (an HTML page saying so)' },
      },
    }),
    async (c) => {
      const page = await findBilletPage(db, c.req.param('token'))
      const headers = { 'X-Robots-Tag': 'noindex' }
      if (!page) return c.html(renderBilletNotFound(), 404, headers)
      return c.html(renderBilletPage(page), 200, headers)
    },
  )

  return routes
}

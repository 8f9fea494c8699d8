import {
  CaptureRequestInputSchema,
  CaptureRequestSchema,
  PublicCaptureInputSchema,
  PublicCaptureSchema,
  PublicChargeInputSchema,
  PublicLinkSchema,
  PublicPaymentSchema,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute } from 'hono-openapi'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import type { ThrottleSubject } from '../auth/throttle.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { requestHost } from '../http/request-origin.ts'
import { IDEMPOTENCY_HEADER, idempotentIn } from '../idempotency/idempotent.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  pathParameters,
} from '../openapi/describe.ts'
import type { PaymentRow } from '../payments/rows.ts'
import {
  createCaptureRequest,
  findCapture,
  payCapture,
  toPublicCapture,
  type CaptureRowWithStore,
} from './capture.ts'
import { chargeLink, checkoutError } from './charge.ts'
import { CHARGES_PER_IP, CHARGES_PER_LINK, countAttempt, SIMULATIONS_PER_IP } from './limits.ts'
import {
  findByToken,
  findPublicLink,
  payerSiteOrigin,
  slugOf,
  toPublicLink,
  toPublicPayment,
  type PageSite,
  type PublicLinkRow,
} from './read.ts'
import { simulatePaid } from './simulate.ts'

/*
 * The payer's side of payment links (payments service, no login, no `Token` header): the link's
 * page, paying it, the receipt, and the sandbox's simulated payment. Unknown slugs and tokens are
 * plain 404s; a link that cannot be paid answers its availability (200) and refuses charges
 * (409). Charges take an Idempotency-Key kept under the link's store, so a double click answers
 * the first charge again; attempts are rate-limited per client address and per link (429 with
 * Retry-After). Nothing of any store is answered beyond the contract's public schemas.
 */

interface CheckoutEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    link?: PublicLinkRow
    payment?: PaymentRow
    capture?: CaptureRowWithStore
  }
}

const TAGS = ['checkout']
const WRITE = { area: 'payments', level: 'write' } as const
/** What `newPublicToken` makes (payments/answer.ts): 24 random bytes in base64url. */
const TOKEN = /^[\w-]{16,64}$/

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header' as const,
  required: true,
  description:
    'One key per payment attempt, made by the page (a UUID): the same key and body answer the ' +
    'first answer again (`Idempotent-Replayed: true`) and never charge twice; the same key with ' +
    'another body is a 422; while the first request runs, a 409.',
  schema: { type: 'string' as const },
}

const PAYMENT_ANSWER = jsonAnswer('The receipt', PublicPaymentSchema)

export function checkoutRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const routes = new Hono<CheckoutEnv>()

  /** The link named by `:slug`, or a 404 (a malformed slug included). */
  const linkOfPath = createMiddleware<CheckoutEnv>(async (c, next) => {
    const lang = c.get('lang')
    const slug = slugOf(c.req.param('slug'))
    const link = slug ? await findPublicLink(db, slug) : undefined
    if (!link) throw checkoutError(404, lang, 'linkNotFound')
    c.set('link', link)
    await next()
  })

  /** The payment named by `:token`, or a 404. */
  const paymentOfPath = createMiddleware<CheckoutEnv>(async (c, next) => {
    const lang = c.get('lang')
    const token = c.req.param('token') ?? ''
    const found = TOKEN.test(token) ? await findByToken(db, token) : undefined
    if (!found) throw checkoutError(404, lang, 'paymentNotFound')
    c.set('payment', found)
    await next()
  })

  /** Counts the attempt on each subject, or answers 429 while one of them is locked. */
  const limitedBy = (subjects: (c: Context<CheckoutEnv>) => ThrottleSubject[]) =>
    createMiddleware<CheckoutEnv>(async (c, next) => {
      await countAttempt(db, subjects(c), clock.now(), c.get('lang'))
      await next()
    })

  const linkOf = (c: Context<CheckoutEnv>) => c.get('link')!
  const paymentOf = (c: Context<CheckoutEnv>) => c.get('payment')!
  /** The host the page was opened on (a reseller's brand) and PUBLIC_URL. */
  const siteOf = (c: Context<CheckoutEnv>): PageSite => ({
    host: requestHost(c.req, deps.config.trustProxy),
    publicUrl: deps.config.publicUrl,
  })

  routes.get(
    '/public/links/:slug',
    describeRoute({
      summary: 'A payment link as its public page shows it (no login)',
      description:
        'The link’s title, description, image, amount (fixed, or open with its minimum), the ' +
        'store’s name and contact, whether it asks for the address, its `availability` ' +
        '(`available`, or `expired`, `sold_out`, `inactive`: still a 200, so the page can say ' +
        'so), and while available the methods offered (the accepted active gateways) with ' +
        'their installment options for a fixed amount, plus the store’s installments setup to ' +
        'compute them for an open amount or a card brand with its own rule. A pending pix or ' +
        'boleto holds its unit of a quantity limit until it is paid or fails (it fails at the ' +
        'pix code’s expiry, or 5 days after the boleto’s due date). An unknown slug is a 404.',
      tags: TAGS,
      parameters: pathParameters('slug'),
      responses: { 200: jsonAnswer('The link', PublicLinkSchema), ...errorAnswers(404) },
    }),
    linkOfPath,
    async (c) => c.json(await toPublicLink(db, linkOf(c), clock.now(), siteOf(c))),
  )

  routes.post(
    '/public/links/:slug/charges',
    describeRoute({
      summary: 'Pay a payment link (no login)',
      description:
        'The payer’s name, e-mail and CPF or CNPJ, the address when the link asks for it, one ' +
        'of the link’s methods (`gateway_id`), the amount for an open link (at least its ' +
        'minimum), installments within the method’s options, and the card for card methods ' +
        '(sent to the provider and forgotten). The charge is the panel’s own (written before ' +
        'the provider is asked, recovered after a crash), with the link set and the payer ' +
        'copied as the customer (linked to the store’s customer with that document, if any; ' +
        'never created). A link that is not available, or whose units are all held (its row ' +
        'is locked while they are counted), is a 409. A declined card is a 201 with status ' +
        '`failed` and `decline_reason`. At most 10 attempts per client address in 10 minutes ' +
        'and 60 per link a minute (429 with Retry-After).',
      tags: TAGS,
      parameters: [...pathParameters('slug'), IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(PublicChargeInputSchema),
      responses: {
        201: PAYMENT_ANSWER,
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422, 502),
      },
    }),
    // The address is counted before the slug is looked up: guessing slugs costs attempts too.
    limitedBy((c) => [[CHARGES_PER_IP, c.get('clientIp')]]),
    linkOfPath,
    limitedBy((c) => [[CHARGES_PER_LINK, String(linkOf(c).id)]]),
    idempotentIn<CheckoutEnv>(deps, (c) => linkOf(c).appId, { required: true }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, PublicChargeInputSchema)
      const key = c.req.header(IDEMPOTENCY_HEADER)!
      return c.json(await chargeLink(deps, linkOf(c), values, key, lang, siteOf(c)), 201)
    },
  )

  routes.get(
    '/public/payments/:token',
    describeRoute({
      summary: 'A payment’s receipt and status (no login)',
      description:
        'Addressed by the unguessable token the checkout answered (the page ' +
        '`/public/transaction?token=…`): amount, method, status and its timeline (statuses and ' +
        'events only: no notes, no names), installments, when it was made and paid, the pix ' +
        'code or the boleto while awaiting payment, custom instructions, the card’s brand and ' +
        'last four digits, the reason of a declined card, the store’s name and contact, the ' +
        'link. Never fees, ledger or ids. An unknown token is a 404.',
      tags: TAGS,
      parameters: pathParameters('token'),
      responses: { 200: PAYMENT_ANSWER, ...errorAnswers(404) },
    }),
    paymentOfPath,
    async (c) => c.json(await toPublicPayment(db, siteOf(c), paymentOf(c))),
  )

  routes.post(
    '/public/payments/:token/simulate-paid',
    describeRoute({
      summary: 'Sandbox gateways only: pretend the payer paid a pending pix or boleto',
      description:
        'For test pages and the end-to-end test: the sandbox reports the payment as paid ' +
        '(pending → complete, with its journals, as a real payment arriving). Payments of ' +
        'production gateways answer 404, as if this address did not exist; other types or ' +
        'statuses a 409; a payment already paid answers as it is. Takes an Idempotency-Key.',
      tags: TAGS,
      parameters: [...pathParameters('token'), IDEMPOTENCY_PARAMETER],
      responses: { 200: PAYMENT_ANSWER, ...errorAnswers(400, 404, 409, 429) },
    }),
    limitedBy((c) => [[SIMULATIONS_PER_IP, c.get('clientIp')]]),
    paymentOfPath,
    idempotentIn<CheckoutEnv>(deps, (c) => paymentOf(c).appId, { required: true }),
    async (c) => c.json(await simulatePaid(deps, paymentOf(c), c.get('lang'), siteOf(c))),
  )

  // Capture requests (`/c-capture/{hash}`): the merchant's request, then the payer's page.
  const merchant = new Hono<AppScopedEnv>()
  merchant.post(
    '/apps/:appId/capture-requests',
    ...appRoute(deps, WRITE, {
      summary: 'Start a charge for a payer to complete on a public page (/c-capture/{hash})',
      description:
        'The items (their sum is the amount), a description, optionally one of the store’s ' +
        'customers (their name and e-mail fill the page), the methods offered (the store’s ' +
        'active gateways, never static pix: 422 on `gateway_ids`), maximum installments, and ' +
        'how many hours the page stays payable. Answers the request with its public `url`, ' +
        'unguessable and single use: once a payment through it is pending or paid it is ' +
        '`used`; a declined card leaves it open.',
      tags: TAGS,
      requestBody: jsonBody(CaptureRequestInputSchema),
      responses: {
        201: jsonAnswer('The request', CaptureRequestSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CaptureRequestInputSchema)
      const access = c.get('access')
      const site = await payerSiteOrigin(deps.db, access.app.id, c.req, deps.config)
      return c.json(await createCaptureRequest(deps, access, values, lang, site), 201)
    },
  )
  routes.route('/', merchant as unknown as Hono<CheckoutEnv>)

  const captureOfPath = createMiddleware<CheckoutEnv>(async (c, next) => {
    const found = await findCapture(db, c.req.param('hash'))
    if (!found) throw checkoutError(404, c.get('lang'), 'captureNotFound')
    c.set('capture', found)
    await next()
  })
  const captureOf = (c: Context<CheckoutEnv>) => c.get('capture')!

  routes.get(
    '/public/captures/:hash',
    describeRoute({
      summary: 'A capture request’s public page (no login)',
      description:
        'The description, amount, store, `state` (`open`, `used` — with the receipt’s token — ' +
        'or `expired`), the payer’s name and e-mail when the merchant named a customer, and ' +
        'while open the methods with their installment options. An unknown hash is a 404.',
      tags: TAGS,
      parameters: pathParameters('hash'),
      responses: { 200: jsonAnswer('The page', PublicCaptureSchema), ...errorAnswers(404) },
    }),
    captureOfPath,
    async (c) => c.json(await toPublicCapture(db, captureOf(c), clock.now(), siteOf(c))),
  )

  routes.post(
    '/public/captures/:hash/charges',
    describeRoute({
      summary: 'Pay a capture request (no login)',
      description:
        'As paying a link (the same charge, the same fields but the amount and the address), ' +
        'bound to the request’s amount, items and methods. The request is locked while the ' +
        'payment is written: a second payment while one is pending or paid is a 409; a ' +
        'declined card leaves it open. Expired: 409. Rate-limited per client address (429).',
      tags: TAGS,
      parameters: [...pathParameters('hash'), IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(PublicCaptureInputSchema),
      responses: {
        201: PAYMENT_ANSWER,
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422, 502),
      },
    }),
    limitedBy((c) => [[CHARGES_PER_IP, c.get('clientIp')]]),
    captureOfPath,
    idempotentIn<CheckoutEnv>(deps, (c) => captureOf(c).appId, { required: true }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, PublicCaptureInputSchema)
      const key = c.req.header(IDEMPOTENCY_HEADER)!
      return c.json(await payCapture(deps, captureOf(c), values, key, lang, siteOf(c)), 201)
    },
  )

  return routes
}

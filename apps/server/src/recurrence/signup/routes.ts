import {
  SignupChargeInputSchema,
  SignupPageSchema,
  SUBSCRIPTION_PUBLIC_ID_PATTERN,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute } from 'hono-openapi'
import { CHARGES_PER_IP, countAttempt } from '../../checkout/limits.ts'
import type { PageSite } from '../../checkout/read.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { requestHost } from '../../http/request-origin.ts'
import { IDEMPOTENCY_HEADER, idempotentIn } from '../../idempotency/idempotent.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  pathParameters,
} from '../../openapi/describe.ts'
import { recurrenceError } from '../shared/errors.ts'
import { findSubscriptionByPublicId, type SubscriptionRow } from '../shared/rows.ts'
import { chargeCycle, cycleOrNotFound } from './charge.ts'
import { SIGNUP_CHARGES_PER_SUBSCRIPTION } from './limits.ts'
import { cycleOf, toSignupPage } from './page.ts'

/*
 * The public sign-up page of a cycle (`/subscriptions/{id}/{cycle}/subscribe`; issue 13 item 6),
 * recurrence service, no login: the subscription's public id is the key (unguessable), as for
 * the subscriber's view. An unknown id or a cycle with no invoice is a plain 404; a paid or
 * closed cycle answers 200 with its `state`, so the page can say so, and refuses charges (409).
 * Charges take an Idempotency-Key kept under the subscription's store and are rate-limited per
 * client address (the checkout's rule) and per subscription (429 with Retry-After).
 */

interface SignupEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { subscription?: SubscriptionRow; cycle?: number }
}

const TAGS = ['recurrence']

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

const PAGE_ANSWER = jsonAnswer('The sign-up page of the cycle', SignupPageSchema)

export function signupRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const routes = new Hono<SignupEnv>()

  /** The subscription and cycle the path names, or a 404 (malformed ones included). */
  const cycleOfPath = createMiddleware<SignupEnv>(async (c, next) => {
    const lang = c.get('lang')
    const id = c.req.param('id') ?? ''
    const found = SUBSCRIPTION_PUBLIC_ID_PATTERN.test(id)
      ? await findSubscriptionByPublicId(db, id)
      : null
    if (!found) throw recurrenceError(404, lang, 'subscriptionNotFound')
    const cycle = cycleOf(c.req.param('cycle'))
    if (cycle === undefined) throw recurrenceError(404, lang, 'cycleNotFound')
    c.set('subscription', found)
    c.set('cycle', cycle)
    await next()
  })

  const subscriptionOf = (c: Context<SignupEnv>) => c.get('subscription')!
  const cycleOfContext = (c: Context<SignupEnv>) => c.get('cycle')!
  /** The host the page was opened on (a reseller's brand) and PUBLIC_URL. */
  const siteOf = (c: Context<SignupEnv>): PageSite => ({
    host: requestHost(c.req, deps.config.trustProxy),
    publicUrl: deps.config.publicUrl,
  })

  routes.get(
    '/public/subscriptions/:id/cycles/:cycle',
    describeRoute({
      summary: 'The sign-up page of a subscription’s cycle (no login)',
      description:
        'What the subscriber sees at `/subscriptions/{id}/{cycle}/subscribe`: the store, the ' +
        'plan (price, interval, trial, cycles, setup fee, products), the cycle’s invoice (amount ' +
        'and lines, due date, paid date), the subscriber as the store has them (to pre-fill the ' +
        'form) and the page’s `state`: `payable` (nothing charged yet, or a card declined — with ' +
        'the reason), `pending` (a pix or boleto awaiting payment, answered with its code or ' +
        'boleto, or a card being answered), `paid` (with the receipt’s token) or `closed` (its ' +
        'invoices expired, or the subscription was canceled or ended with it unpaid). While ' +
        'payable, the methods: the plan’s that the store has an active gateway for, one each. ' +
        'An unknown subscription, or a cycle that was not billed, is a 404.',
      tags: TAGS,
      parameters: pathParameters('id', 'cycle'),
      responses: { 200: PAGE_ANSWER, ...errorAnswers(404) },
    }),
    cycleOfPath,
    async (c) => {
      const subscription = subscriptionOf(c)
      const found = await cycleOrNotFound(deps, subscription, cycleOfContext(c), c.get('lang'))
      return c.json(await toSignupPage(db, subscription, found, siteOf(c)))
    },
  )

  routes.post(
    '/public/subscriptions/:id/cycles/:cycle/charges',
    describeRoute({
      summary: 'Pay a subscription’s cycle from its sign-up page (no login)',
      description:
        'The payer’s name, e-mail and CPF or CNPJ, one of the page’s methods (`gateway_id`) and ' +
        'the card for a card method. The billing engine charges the cycle’s invoice (at most ' +
        'once: one payment per invoice), stores the card at the provider for the next cycles, ' +
        'and copies the payer as the payment’s customer; a pix or boleto is issued and the page ' +
        'shows it. When that method is not the subscription’s, the next cycles are charged the ' +
        'new way once this charge goes through. Answers the page again: a declined card leaves ' +
        'it `payable` with the reason. A cycle already paid, closed, or with a pix or boleto ' +
        'awaiting payment is a 409. At most 10 attempts per client address in 10 minutes and ' +
        '10 per subscription in 30 minutes (429 with Retry-After).',
      tags: TAGS,
      parameters: [...pathParameters('id', 'cycle'), IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(SignupChargeInputSchema),
      responses: {
        201: PAGE_ANSWER,
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422, 502),
      },
    }),
    // The address is counted before the id is looked up: guessing ids costs attempts too.
    createMiddleware<SignupEnv>(async (c, next) => {
      await countAttempt(db, [[CHARGES_PER_IP, c.get('clientIp')]], clock.now(), c.get('lang'))
      await next()
    }),
    cycleOfPath,
    createMiddleware<SignupEnv>(async (c, next) => {
      const subject = String(subscriptionOf(c).id)
      await countAttempt(
        db,
        [[SIGNUP_CHARGES_PER_SUBSCRIPTION, subject]],
        clock.now(),
        c.get('lang'),
      )
      await next()
    }),
    idempotentIn<SignupEnv>(deps, (c) => subscriptionOf(c).appId, { required: true }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, SignupChargeInputSchema)
      const page = await chargeCycle(
        deps,
        subscriptionOf(c),
        cycleOfContext(c),
        values,
        lang,
        siteOf(c),
      )
      return c.json(page, 201)
    },
  )

  return routes
}

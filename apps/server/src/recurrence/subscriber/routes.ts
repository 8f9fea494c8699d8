import {
  RECURRENCE_METHOD_LABELS,
  SUBSCRIPTION_PUBLIC_ID_PATTERN,
  SubscriberViewSchema,
  UpdateCardInputSchema,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute } from 'hono-openapi'
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm'
import type { AuditActor } from '../../audit/write.ts'
import type { ThrottleRule } from '../../auth/throttle.ts'
import { countAttempt } from '../../checkout/limits.ts'
import { MINUTE } from '../../clock.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { requestHost } from '../../http/request-origin.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  pathParameters,
} from '../../openapi/describe.ts'
import { subscriptionInvoices } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import { updateSubscription } from '../shared/move.ts'
import { findSubscriptionByPublicId, type SubscriptionRow } from '../shared/rows.ts'
import {
  cancelNow,
  changeSubscription,
  ensureLive,
  hasPaidRunningPeriod,
} from '../subscriptions/actions.ts'
import { storeCard, wakeBilling } from '../subscriptions/engine.ts'
import { subscriberView } from './view.ts'

/*
 * The subscriber's side (recurrence service, no login): their subscription by its public id —
 * the unguessable key the merchant's e-mails and the sign-up page carry — with "update card"
 * and "cancel". An unknown or malformed id is a 404. Every call counts against the client
 * address on the sign-in throttle's table (checkout/limits.ts): reads generously, the card
 * (a card tester's door) and cancel tightly; 429 with Retry-After.
 */

interface SubscriberEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { subscription?: SubscriptionRow }
}

/** Page loads from one client address. */
export const SUBSCRIBER_READS_PER_IP: ThrottleRule = {
  name: 'subscriber-read-ip',
  limit: 120,
  windowMs: 10 * MINUTE,
  lockMs: 10 * MINUTE,
}

/** Card updates and cancellations from one client address. */
export const SUBSCRIBER_WRITES_PER_IP: ThrottleRule = {
  name: 'subscriber-write-ip',
  limit: 10,
  windowMs: 10 * MINUTE,
  lockMs: 10 * MINUTE,
}

/** Who the audit log names for what the subscriber does on their page. */
const SUBSCRIBER_ACTOR: AuditActor = {
  kind: 'system',
  userId: null,
  tokenId: null,
  name: 'Assinante (página da assinatura)',
  email: null,
}

const TAGS = ['recurrence']
const VIEW = jsonAnswer('The subscriber’s view', SubscriberViewSchema)
const ID_NOTE =
  'No login: `{id}` is the subscription’s public id (`sub_` and 24 letters and digits), the ' +
  'subscriber’s key; an unknown one is a 404.'

export function subscriberRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const routes = new Hono<SubscriberEnv>()
  const path = '/public/subscriptions/:id'

  const limitedBy = (rule: ThrottleRule) =>
    createMiddleware<SubscriberEnv>(async (c, next) => {
      await countAttempt(db, [[rule, c.get('clientIp')]], clock.now(), c.get('lang'))
      await next()
    })

  /** The subscription named by `:id`, or a 404 (a malformed id included). */
  const subscriptionOfPath = createMiddleware<SubscriberEnv>(async (c, next) => {
    const id = c.req.param('id') ?? ''
    const row = SUBSCRIPTION_PUBLIC_ID_PATTERN.test(id)
      ? await findSubscriptionByPublicId(db, id)
      : null
    if (!row) throw recurrenceError(404, c.get('lang'), 'subscriptionNotFound')
    c.set('subscription', row)
    await next()
  })

  /** The view of the subscription as it is now (re-read after a change). */
  const viewOf = async (c: Context<SubscriberEnv>, publicId: string) => {
    const row = await findSubscriptionByPublicId(db, publicId)
    return c.json(
      await subscriberView(db, config.publicUrl, requestHost(c.req, config.trustProxy), row!),
    )
  }

  routes.get(
    path,
    describeRoute({
      summary: 'A subscription as its subscriber sees it (no login)',
      description:
        `${ID_NOTE} The plan and its products, status, card on file (brand and last four), ` +
        'next charge, and every invoice (newest first) with its payment’s status, pix code ' +
        'while pending, boleto, decline reason and receipt token. No fees, notes, internal ids ' +
        'or names of the store’s people. At most 120 reads per client address in 10 minutes.',
      tags: TAGS,
      parameters: pathParameters('id'),
      responses: { 200: VIEW, ...errorAnswers(404, 429) },
    }),
    limitedBy(SUBSCRIBER_READS_PER_IP),
    subscriptionOfPath,
    async (c) => viewOf(c, c.get('subscription')!.publicId),
  )

  routes.put(
    `${path}/card`,
    describeRoute({
      summary: 'The subscriber gives a new card (no login)',
      description:
        `${ID_NOTE} The card is kept at the provider (only its token, brand and last four ` +
        'here) and charges the next cycles; an invoice in dunning is retried with it now. ' +
        'Only for a card subscription that is not canceled or ended (409). At most 10 card ' +
        'updates and cancellations per client address in 10 minutes.',
      tags: TAGS,
      parameters: pathParameters('id'),
      requestBody: jsonBody(UpdateCardInputSchema),
      responses: { 200: VIEW, ...errorAnswers(...BODY_ERRORS, 404, 409, 422) },
    }),
    limitedBy(SUBSCRIBER_WRITES_PER_IP),
    subscriptionOfPath,
    async (c) => {
      const lang = c.get('lang')
      const row = c.get('subscription')!
      const input = await readJsonBody(c.req, lang, UpdateCardInputSchema)
      ensureLive(row, lang)
      if (row.method !== 'creditcard') {
        const method = RECURRENCE_METHOD_LABELS[row.method][lang].toLowerCase()
        throw recurrenceError(409, lang, 'cardNotUsed', { method })
      }
      // The provider is asked outside any transaction; only its token comes back.
      const stored = await storeCard(deps, row, input.card, lang)
      await changeSubscription(
        deps,
        row.appId,
        row.publicId,
        SUBSCRIBER_ACTOR,
        lang,
        async (tx, locked) => {
          ensureLive(locked, lang)
          const updated = await updateSubscription(deps, tx, locked, {
            cardToken: stored.token,
            cardBrand: stored.brand,
            cardLastFour: stored.lastFour,
          })
          // An invoice waiting in dunning (a declined card, or none on file) is retried now.
          const now = clock.now()
          const retried = await tx
            .update(subscriptionInvoices)
            .set({ nextRetryAt: now, updatedAt: now })
            .where(
              and(
                eq(subscriptionInvoices.subscriptionId, locked.id),
                eq(subscriptionInvoices.status, 'active'),
                isNull(subscriptionInvoices.paidAt),
                isNull(subscriptionInvoices.chargingSince),
                eq(subscriptionInvoices.method, 'creditcard'),
                // In dunning: an attempt was made (or counted, without a card) and failed.
                or(
                  gt(subscriptionInvoices.attempts, 0),
                  isNotNull(subscriptionInvoices.nextRetryAt),
                ),
              ),
            )
            .returning({ id: subscriptionInvoices.id })
          if (retried.length > 0) await wakeBilling(deps, tx)
          return updated
        },
      )
      return viewOf(c, row.publicId)
    },
  )

  routes.post(
    `${path}/cancel`,
    describeRoute({
      summary: 'The subscriber cancels (no login)',
      description:
        `${ID_NOTE} An active subscription whose running period is paid is canceled at the ` +
        'end of that period (it can be used until then); a trialing, past-due or paused one is ' +
        'canceled now, its unpaid invoices expired. Canceling again answers the view as it is; ' +
        'an ended subscription is a 409. At most 10 card updates and cancellations per client ' +
        'address in 10 minutes.',
      tags: TAGS,
      parameters: pathParameters('id'),
      responses: { 200: VIEW, ...errorAnswers(404, 409, 429) },
    }),
    limitedBy(SUBSCRIBER_WRITES_PER_IP),
    subscriptionOfPath,
    async (c) => {
      const lang = c.get('lang')
      const row = c.get('subscription')!
      await changeSubscription(
        deps,
        row.appId,
        row.publicId,
        SUBSCRIBER_ACTOR,
        lang,
        async (tx, locked) => {
          if (locked.status === 'canceled' || locked.cancelAtPeriodEnd) return locked
          ensureLive(locked, lang)
          if (await hasPaidRunningPeriod(tx, locked, clock.now())) {
            return updateSubscription(deps, tx, locked, { cancelAtPeriodEnd: true })
          }
          return cancelNow(deps, tx, locked, lang)
        },
      )
      return viewOf(c, row.publicId)
    },
  )

  return routes
}

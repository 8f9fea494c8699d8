import { ApiError, recurrenceText, type CardInput, type GatewayType } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { apps } from '../../access/schema.ts'
import type { Database } from '../../db/client.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { errorFields } from '../../logger.ts'
import { newPublicToken } from '../../payments/answer.ts'
import { inPaymentTransaction, lockPayment, PROVIDER_ACTOR } from '../../payments/apply.ts'
import {
  chargePayment,
  chargeReference,
  checkCard,
  customerSnapshot,
  MERCHANT_CITY,
  type ProviderResolver,
} from '../../payments/charge.ts'
import { paymentError } from '../../payments/messages.ts'
import { providerFor, ProviderError } from '../../payments/providers/index.ts'
import type { ChargeAnswer, GatewayAccount } from '../../payments/providers/provider.ts'
import { paymentColumns, type PaymentRow } from '../../payments/rows.ts'
import { payments } from '../../payments/schema.ts'
import { storeToday } from '../../time/store-time.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import { recurrenceError } from '../shared/errors.ts'
import { updateSubscription } from '../shared/move.ts'
import { lockSubscriptionRow, type InvoiceRow, type SubscriptionRow } from '../shared/rows.ts'
import { againOnConflict } from './conflicts.ts'
import { invoiceFailed, invoiceLapsed, mailSubscriber, type Step } from './outcome.ts'

export { expireInvoice } from './expire.ts'
export { wakeBilling } from './queue.ts'

/*
 * Charging an invoice (issue 13 item 4), after the issuing transaction committed: the provider
 * is called outside any transaction. Exactly once, enforced by the database:
 *
 * - Every attempt is claimed first, atomically: `UPDATE … SET attempts = attempts + 1,
 *   charging_since = now WHERE … charging_since IS NULL RETURNING` — two engines (or a job run
 *   twice) cannot both claim one attempt.
 * - The first attempt is an ordinary payment of the payments core (`chargePayment`): written
 *   `empty` and linked to the invoice (`payment_id`, unique) before the provider is asked,
 *   under a reference derived from the invoice's id (`recurrence-invoice:<id>` as the
 *   idempotency key), so asking again after a crash reaches the same charge at the provider.
 * - A retry of a declined card is a move of that payment (`retry_failed` / `retry_succeeded`),
 *   charged under `<payment reference>-r<attempt>`: one provider reference per attempt, and the
 *   same one when an unanswered attempt is asked again.
 * - An attempt left unanswered (a crash between the provider and our write) keeps
 *   `charging_since`; the engine resolves it after two minutes (run.ts `resolveUnanswered`).
 *
 * What the answer does to the invoice and the subscription happens in the payment move's own
 * transaction (outcome.ts), whoever moved the payment.
 *
 * Signatures: as the brief of the engine lists them, plus an optional last `providers` (tests
 * wrap the provider to crash at a chosen point).
 */

export interface BillingOptions {
  /** How a gateway's provider is reached (tests wrap it to crash at a chosen point). */
  providers?: ProviderResolver
}

export interface ChargeInvoiceOptions extends BillingOptions {
  /** A card to keep for this and later charges (the sign-up page, the new card of dunning). */
  card?: CardInput
  /** The payer as the sign-up page took them: the payment's customer snapshot. */
  payer?: { name: string; email: string; document: string }
  /** The method the payer chose on the sign-up page (one of the store's gateways). */
  gatewayId?: number
  lang?: Lang
}

export interface InvoiceCharge {
  invoice: InvoiceRow
  payment: PaymentRow | null
}

/** The idempotency key of an invoice's payment: the same invoice always names one charge. */
export const invoiceChargeKey = (invoiceId: number) => `recurrence-invoice:${invoiceId}`

/** The provider reference of retry attempt `attempt` of a payment. */
export const retryReference = (paymentReference: string, attempt: number) =>
  `${paymentReference}-r${attempt}`

/** Methods a subscription may be charged with, and the gateway types they are. */
const METHOD_TYPES: readonly GatewayType[] = ['creditcard', 'pix', 'billet']

export async function loadInvoice(db: Database, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, invoiceId))
  return row ?? null
}

async function loadSubscription(db: Database, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id))
  return row!
}

async function loadPayment(db: Database, paymentId: number | null): Promise<PaymentRow | null> {
  if (paymentId === null) return null
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, paymentId))
  return row ?? null
}

/** The invoice and its payment as they are now. */
export async function invoiceCharge(db: Database, invoiceId: number): Promise<InvoiceCharge> {
  const invoice = (await loadInvoice(db, invoiceId))!
  return { invoice, payment: await loadPayment(db, invoice.paymentId) }
}

function step(deps: AppDeps, tx: Database): Step {
  return { deps, tx, now: deps.clock.now() }
}

/** A refusal of the card itself, on the card's number field (the payer's page shows it). */
function cardRefused(message: string): ApiError {
  return new ApiError({
    statusCode: 422,
    statusMessage: statusText(422),
    message,
    data: { fields: { 'card.number': message } },
  })
}

async function storeCardAt(
  deps: AppDeps,
  appId: number,
  gatewayId: number | null,
  card: CardInput,
  lang: Lang,
  providers: ProviderResolver,
): Promise<{ token: string; brand: string; lastFour: string }> {
  const { db, config, clock } = deps
  const account = gatewayId === null ? null : await loadGatewayAccount(db, config, appId, gatewayId)
  if (!account || account.type !== 'creditcard' || !account.active) {
    throw recurrenceError(422, lang, 'noGateway', { method: 'cartão de crédito' }, 'card')
  }
  const now = clock.now()
  checkCard(account, { card }, now, lang)
  const provider = providers(account.provider, db, clock)
  if (!provider.storeCard)
    throw paymentError(409, lang, 'providerUnknown', { name: account.provider })
  try {
    return await provider.storeCard(account, card, now)
  } catch (error) {
    if (error instanceof ProviderError) throw cardRefused(error.message)
    deps.logger.error('recurrence.store_card_failed', { app_id: appId, ...errorFields(error) })
    throw paymentError(502, lang, 'providerFailed')
  }
}

/**
 * Keeps a card at the provider of the subscription's gateway (a card gateway); answers token,
 * brand and last four. The caller writes them on the subscription.
 */
export async function storeCard(
  deps: AppDeps,
  subscription: SubscriptionRow,
  card: CardInput,
  lang: Lang,
  { providers = providerFor }: BillingOptions = {},
): Promise<{ token: string; brand: string; lastFour: string }> {
  return storeCardAt(deps, subscription.appId, subscription.gatewayId, card, lang, providers)
}

/**
 * The payer chose another of the store's methods on the sign-up page: the invoice (and the
 * subscription, for the next cycles) move to it. An invoice already charged keeps its payment:
 * a declined card's invoice gives way to a new one of the same cycle (the old one expires);
 * a pix or boleto still awaiting payment stays as it is.
 */
async function switchMethod(
  deps: AppDeps,
  invoice: InvoiceRow,
  gatewayId: number,
  lang: Lang,
): Promise<InvoiceRow> {
  const { db, config } = deps
  const account = await loadGatewayAccount(db, config, invoice.appId, gatewayId)
  if (!account || !account.active || !METHOD_TYPES.includes(account.type)) {
    throw paymentError(422, lang, 'gatewayNotFound')
  }
  const method = account.type as 'creditcard' | 'pix' | 'billet'
  return db.transaction(async (tx) => {
    const sub = await lockSubscriptionRow(tx, invoice.subscriptionId)
    const [current] = await tx
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.id, invoice.id))
      .for('update')
    if (!current || current.status !== 'active' || current.paidAt || current.chargingSince) {
      return current ?? invoice
    }
    if (sub.gatewayId !== account.id || sub.method !== method) {
      await updateSubscription(deps, tx, sub, { method, gatewayId: account.id })
    }
    const now = deps.clock.now()
    if (current.paymentId === null) {
      const [moved] = await tx
        .update(subscriptionInvoices)
        .set({ method, gatewayId: account.id, updatedAt: now })
        .where(eq(subscriptionInvoices.id, current.id))
        .returning()
      return moved!
    }
    const payment = await loadPayment(tx, current.paymentId)
    if (payment?.status !== 'failed' && payment?.status !== 'retry-error') return current
    await tx
      .update(subscriptionInvoices)
      .set({ status: 'expired', expiredAt: now, nextRetryAt: null, updatedAt: now })
      .where(eq(subscriptionInvoices.id, current.id))
    const [replacement] = await tx
      .insert(subscriptionInvoices)
      .values({
        appId: current.appId,
        subscriptionId: current.subscriptionId,
        cycle: current.cycle,
        status: 'active',
        amountCents: current.amountCents,
        lines: current.lines,
        method,
        gatewayId: account.id,
        periodStart: current.periodStart,
        periodEnd: current.periodEnd,
        dueAt: current.dueAt,
        attempts: current.attempts,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return replacement!
  })
}

/**
 * Charges an active unpaid invoice: with the subscription's stored card, or with `card` (first
 * stored at the provider: the subscription's card token, brand and last four are updated), or
 * issues the pix or boleto. `payer` fills the payment's customer snapshot. Answers the invoice
 * and its payment as they end up. A declined card leaves the invoice active in dunning (the
 * page may try again); a provider that did not answer is a 502 to a payer (the engine resolves
 * it), and nothing to the engine.
 */
export async function chargeInvoice(
  deps: AppDeps,
  invoiceId: number,
  options: ChargeInvoiceOptions = {},
): Promise<InvoiceCharge> {
  const { db } = deps
  const lang = options.lang ?? 'pt-BR'
  const providers = options.providers ?? providerFor
  let invoice = await loadInvoice(db, invoiceId)
  if (!invoice) throw recurrenceError(404, lang, 'cycleNotFound')
  if (invoice.status !== 'active' || invoice.paidAt !== null) return invoiceCharge(db, invoiceId)

  if (options.gatewayId !== undefined && options.gatewayId !== invoice.gatewayId) {
    invoice = await switchMethod(deps, invoice, options.gatewayId, lang)
    if (invoice.status !== 'active' || invoice.paidAt !== null) return invoiceCharge(db, invoice.id)
  }
  if (options.card) {
    if (invoice.method !== 'creditcard') {
      throw paymentError(400, lang, 'cardNotUsed')
    }
    const stored = await storeCardAt(
      deps,
      invoice.appId,
      invoice.gatewayId,
      options.card,
      lang,
      providers,
    )
    await db.transaction(async (tx) => {
      const sub = await lockSubscriptionRow(tx, invoice!.subscriptionId)
      await updateSubscription(deps, tx, sub, {
        cardToken: stored.token,
        cardBrand: stored.brand,
        cardLastFour: stored.lastFour,
      })
    })
  }

  const payment = await loadPayment(db, invoice.paymentId)
  const context: AttemptContext = { lang, providers, payer: options.payer, rethrow: true }
  if (!payment) return firstCharge(deps, invoice, context)
  if (
    invoice.method === 'creditcard' &&
    (payment.status === 'failed' || payment.status === 'retry-error')
  ) {
    const retried = await retryAttempt(deps, invoice.id, { ...context, due: 'now' })
    if (retried) return retried
  }
  return invoiceCharge(db, invoice.id)
}

/**
 * A failed card invoice charged again now (the merchant's "Cobrar de novo", the subscriber's new
 * card). Refuses (409) an invoice that is not a declined, unpaid card invoice ('invoiceNotRetryable')
 * and a subscription without a card ('noCard').
 */
export async function retryInvoiceNow(
  deps: AppDeps,
  invoiceId: number,
  lang: Lang,
  { providers = providerFor }: BillingOptions = {},
): Promise<InvoiceCharge> {
  const invoice = await loadInvoice(deps.db, invoiceId)
  if (!invoice) throw recurrenceError(404, lang, 'cycleNotFound')
  const payment = await loadPayment(deps.db, invoice.paymentId)
  const retryable =
    invoice.status === 'active' &&
    invoice.paidAt === null &&
    invoice.method === 'creditcard' &&
    invoice.chargingSince === null &&
    (payment === null || payment.status === 'failed' || payment.status === 'retry-error') &&
    (payment !== null || invoice.attempts > 0)
  if (!retryable) throw recurrenceError(409, lang, 'invoiceNotRetryable')
  const sub = await loadSubscription(deps.db, invoice.subscriptionId)
  if (sub.cardToken === null) throw recurrenceError(409, lang, 'noCard')
  if (sub.status !== 'past_due' && sub.status !== 'active' && sub.status !== 'trialing') {
    throw recurrenceError(409, lang, 'invoiceNotRetryable')
  }
  const context: AttemptContext = { lang, providers, rethrow: true }
  if (!payment) return firstCharge(deps, invoice, context)
  return (
    (await retryAttempt(deps, invoice.id, { ...context, due: 'now' })) ??
    invoiceCharge(deps.db, invoice.id)
  )
}

export interface AttemptContext {
  lang: Lang
  providers: ProviderResolver
  payer?: { name: string; email: string; document: string } | undefined
  /** A payer or a person waits for the answer: a provider that did not answer is their 502. */
  rethrow: boolean
}

/** Claims the invoice's first attempt; null when someone else holds or made it. */
async function claimFirst(db: Database, invoiceId: number, now: Date) {
  const [claimed] = await db
    .update(subscriptionInvoices)
    .set({
      attempts: sql`${subscriptionInvoices.attempts} + 1`,
      chargingSince: now,
      nextRetryAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptionInvoices.id, invoiceId),
        eq(subscriptionInvoices.status, 'active'),
        isNull(subscriptionInvoices.paidAt),
        isNull(subscriptionInvoices.paymentId),
        isNull(subscriptionInvoices.chargingSince),
      ),
    )
    .returning()
  return claimed ?? null
}

/** An attempt failed before any payment was written (no card, the gateway gone or off). */
async function failedWithoutPayment(
  deps: AppDeps,
  invoiceId: number,
  reason: string,
): Promise<void> {
  await againOnConflict(() => recordFailedWithoutPayment(deps, invoiceId, reason))
}

async function recordFailedWithoutPayment(
  deps: AppDeps,
  invoiceId: number,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.id, invoiceId))
      .for('update')
    if (!invoice || invoice.status !== 'active' || invoice.paidAt !== null) return
    const sub = await lockSubscriptionRow(tx, invoice.subscriptionId)
    if (invoice.method === 'creditcard') await invoiceFailed(step(deps, tx), invoice, sub, reason)
    else await invoiceLapsed(step(deps, tx), invoice, sub)
  })
}

/** The invoice's first charge: the payment of the payments core, linked to the invoice. */
async function firstCharge(
  deps: AppDeps,
  invoice: InvoiceRow,
  context: AttemptContext,
): Promise<InvoiceCharge> {
  const now = deps.clock.now()
  if (invoice.amountCents === 0) return invoiceCharge(deps.db, invoice.id)
  const claimed = await claimFirst(deps.db, invoice.id, now)
  if (!claimed) return invoiceCharge(deps.db, invoice.id)
  const sub = await loadSubscription(deps.db, claimed.subscriptionId)
  if (claimed.method === 'creditcard' && sub.cardToken === null) {
    await failedWithoutPayment(deps, claimed.id, recurrenceText('pt-BR', 'noCard'))
    return invoiceCharge(deps.db, claimed.id)
  }
  try {
    // Asked again after a collision: the same key reaches the same payment and the provider
    // answers the same charge.
    await againOnConflict(() => chargeInvoicePayment(deps, claimed, sub, context))
  } catch (error) {
    deps.logger.warn('recurrence.charge_failed', {
      app_id: claimed.appId,
      invoice_id: claimed.id,
      ...errorFields(error),
    })
    const after = await invoiceCharge(deps.db, claimed.id)
    if (after.payment === null) {
      // Refused before anything reached the provider (the gateway gone or switched off, an
      // amount no provider takes): a failed attempt, and dunning goes on.
      const reason = error instanceof ApiError ? error.message : 'Falha ao cobrar.'
      await failedWithoutPayment(deps, claimed.id, reason)
      return invoiceCharge(deps.db, claimed.id)
    }
    // No answer from the provider: the engine asks it again in two minutes (run.ts).
    if (after.payment.status === 'empty' && context.rethrow) throw error
    // Otherwise the provider refused: the payment is declined, and outcome.ts recorded it.
    if (after.payment.status !== 'empty') await settleAttempt(deps, claimed.id)
    return invoiceCharge(deps.db, claimed.id)
  }
  await settleAttempt(deps, claimed.id)
  return invoiceCharge(deps.db, claimed.id)
}

/**
 * Charges (or, after a crash, asks again for) the invoice's payment: the same idempotency key,
 * so the same payment and the same charge at the provider.
 */
export async function chargeInvoicePayment(
  deps: AppDeps,
  invoice: InvoiceRow,
  sub: SubscriptionRow,
  context: Pick<AttemptContext, 'lang' | 'providers' | 'payer'>,
): Promise<PaymentRow> {
  const [store] = await deps.db
    .select({ name: apps.name })
    .from(apps)
    .where(eq(apps.id, invoice.appId))
  const customer = await customerSnapshot(deps.db, invoice.appId, sub.customerId, context.lang)
  const payer = context.payer
  const description = invoice.lines[0]?.description ?? `Ciclo ${invoice.cycle}`
  const now = deps.clock.now()
  // A code or slip issued late (a retry, a late run) falls due the day it is issued.
  const dueDay = storeToday(new Date(Math.max(invoice.dueAt.getTime(), now.getTime())))
  return chargePayment(
    deps,
    {
      appId: invoice.appId,
      merchantName: store?.name ?? '',
      caller: null,
      issuer: PROVIDER_ACTOR,
      customer: payer
        ? { id: sub.customerId, name: payer.name, email: payer.email, document: payer.document }
        : customer,
      // The subscriber's receipt and printable boleto are addressed by it (page, e-mails).
      publicToken: newPublicToken(),
      claim: async (tx, row) => {
        await tx
          .update(subscriptionInvoices)
          .set({ paymentId: row.id, updatedAt: now })
          .where(eq(subscriptionInvoices.id, invoice.id))
      },
    },
    {
      gateway_id: invoice.gatewayId ?? 0,
      items: [{ description, quantity: 1, unit_cents: invoice.amountCents }],
      installments: 1,
      description,
      ...(invoice.method === 'creditcard' && sub.cardToken !== null
        ? { cardToken: sub.cardToken }
        : {}),
      ...(invoice.method === 'creditcard' ? {} : { dueDate: dueDay }),
    },
    invoiceChargeKey(invoice.id),
    context.lang,
    { providers: context.providers },
  )
}

/**
 * The attempt's answer was written (outcome.ts moved the invoice when money came in or a card
 * was declined): the claim ends, and a pix or boleto just issued is mailed to the subscriber.
 * Safe to repeat: only a claim still held is ended.
 */
export async function settleAttempt(deps: AppDeps, invoiceId: number): Promise<void> {
  await againOnConflict(() => settle(deps, invoiceId))
}

async function settle(deps: AppDeps, invoiceId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.id, invoiceId))
      .for('update')
    if (!invoice) return
    const payment = await loadPayment(tx, invoice.paymentId)
    if (payment?.status === 'empty') return
    if (invoice.chargingSince === null) return
    const [settled] = await tx
      .update(subscriptionInvoices)
      .set({ chargingSince: null, updatedAt: deps.clock.now() })
      .where(eq(subscriptionInvoices.id, invoiceId))
      .returning()
    if (payment?.status === 'pending' && settled!.status === 'active') {
      await mailSubscriber(step(deps, tx), settled!, 'issued')
    }
  })
}

/** Claims a retry attempt (`due: 'scheduled'`: only when its time has come). */
async function claimRetry(db: Database, invoiceId: number, now: Date, due: 'now' | 'scheduled') {
  const [claimed] = await db
    .update(subscriptionInvoices)
    .set({
      attempts: sql`${subscriptionInvoices.attempts} + 1`,
      chargingSince: now,
      nextRetryAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptionInvoices.id, invoiceId),
        eq(subscriptionInvoices.status, 'active'),
        isNull(subscriptionInvoices.paidAt),
        isNull(subscriptionInvoices.chargingSince),
        due === 'scheduled' ? lte(subscriptionInvoices.nextRetryAt, now) : undefined,
      ),
    )
    .returning()
  return claimed ?? null
}

/**
 * One retry of a card invoice: claimed, charged with the subscription's stored card under the
 * attempt's own reference, and written as `retry_succeeded` or `retry_failed` on its payment.
 * An invoice not yet charged at all gets its first charge instead. Null when the attempt was
 * not this caller's to make.
 */
export async function retryAttempt(
  deps: AppDeps,
  invoiceId: number,
  context: AttemptContext & { due: 'now' | 'scheduled' },
): Promise<InvoiceCharge | null> {
  const now = deps.clock.now()
  const current = await loadInvoice(deps.db, invoiceId)
  if (!current) return null
  if (current.paymentId === null) {
    // Scheduled after a failure without a payment (no card then): its first charge now.
    if (current.chargingSince !== null) return null
    if (
      context.due === 'scheduled' &&
      (current.nextRetryAt?.getTime() ?? Infinity) > now.getTime()
    ) {
      return null
    }
    return firstCharge(deps, current, context)
  }
  const claimed = await claimRetry(deps.db, invoiceId, now, context.due)
  if (!claimed) return null
  const sub = await loadSubscription(deps.db, claimed.subscriptionId)
  if (sub.cardToken === null) {
    await failedWithoutPayment(deps, claimed.id, recurrenceText('pt-BR', 'noCard'))
    return invoiceCharge(deps.db, claimed.id)
  }
  const payment = (await loadPayment(deps.db, claimed.paymentId))!
  const account = await loadGatewayAccount(
    deps.db,
    deps.config,
    claimed.appId,
    payment.gatewayId ?? claimed.gatewayId ?? 0,
  )
  if (!account || !account.active) {
    await failedWithoutPayment(deps, claimed.id, 'O meio de pagamento não está disponível.')
    return invoiceCharge(deps.db, claimed.id)
  }
  const answer = await askProvider(deps, account, claimed, payment, sub, context)
  if (answer === null) {
    if (context.rethrow) throw paymentError(502, context.lang, 'providerFailed')
    return invoiceCharge(deps.db, claimed.id)
  }
  await applyRetryAnswer(deps, claimed, payment.id, answer)
  return invoiceCharge(deps.db, claimed.id)
}

/** The retry's charge at the provider; null when it did not answer (asked again later). */
async function askProvider(
  deps: AppDeps,
  account: GatewayAccount,
  invoice: InvoiceRow,
  payment: PaymentRow,
  sub: SubscriptionRow,
  context: Pick<AttemptContext, 'providers'>,
): Promise<ChargeAnswer | null> {
  const [store] = await deps.db
    .select({ name: apps.name })
    .from(apps)
    .where(eq(apps.id, invoice.appId))
  try {
    return await context.providers(account.provider, deps.db, deps.clock).charge(account, {
      reference: retryReference(payment.reference, invoice.attempts),
      type: account.type,
      amountCents: payment.amountCents,
      installments: 1,
      description: payment.description,
      customer: payment.customerName
        ? {
            name: payment.customerName,
            email: payment.customerEmail,
            document: payment.customerDocument,
          }
        : null,
      merchant: { name: store?.name ?? '', city: MERCHANT_CITY },
      cardToken: sub.cardToken!,
      now: deps.clock.now(),
    })
  } catch (error) {
    if (error instanceof ProviderError) {
      return { externalId: '', status: 'failed', declineReason: error.message }
    }
    deps.logger.error('recurrence.retry_unanswered', {
      app_id: invoice.appId,
      invoice_id: invoice.id,
      attempt: invoice.attempts,
      ...errorFields(error),
    })
    return null
  }
}

const APPROVED: readonly string[] = ['authorized', 'complete', 'pre_authorized']

/**
 * Writes a retry's answer as a move of the invoice's payment (outcome.ts follows it in the same
 * transaction) and ends the claim. Safe to repeat: a payment no longer failed is left alone.
 */
export async function applyRetryAnswer(
  deps: AppDeps,
  invoice: InvoiceRow,
  paymentId: number,
  answer: ChargeAnswer,
): Promise<void> {
  await againOnConflict(() => writeRetryAnswer(deps, invoice, paymentId, answer))
}

async function writeRetryAnswer(
  deps: AppDeps,
  invoice: InvoiceRow,
  paymentId: number,
  answer: ChargeAnswer,
): Promise<void> {
  await inPaymentTransaction(deps, invoice.appId, 'pt-BR', async (change) => {
    const row = await lockPayment(change.tx, invoice.appId, paymentId)
    if (row && (row.status === 'failed' || row.status === 'retry-error')) {
      if (APPROVED.includes(answer.status)) {
        await change.move(
          row,
          { kind: 'retry_succeeded' },
          {
            actor: PROVIDER_ACTOR,
            note: `Tentativa ${invoice.attempts} aprovada.`,
            set: {
              ...(answer.externalId ? { externalId: answer.externalId } : {}),
              ...(answer.card
                ? { card: { brand: answer.card.brand, last_four: answer.card.lastFour } }
                : {}),
            },
          },
        )
      } else {
        await change.move(
          row,
          { kind: 'retry_failed' },
          { actor: PROVIDER_ACTOR, note: answer.declineReason ?? 'Cobrança recusada.' },
        )
      }
    }
    await change.tx
      .update(subscriptionInvoices)
      .set({ chargingSince: null, updatedAt: change.now })
      .where(
        and(
          eq(subscriptionInvoices.id, invoice.id),
          sql`${subscriptionInvoices.chargingSince} is not null`,
        ),
      )
  })
}

export { chargeReference }

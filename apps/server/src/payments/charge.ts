import { createHash } from 'node:crypto'
import {
  checkCardNumber,
  DEFAULT_INSTALLMENT_SETUP,
  formatMoney,
  installmentOptions,
  installmentRuleFor,
  type ChargeInputSchema,
  type GatewaySettings,
  type InstallmentSetup,
  type Transaction,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Caller } from '../access/caller.ts'
import type { AppAccess } from '../access/require-access.ts'
import type { Clock } from '../clock.ts'
import { customers } from '../customers/schema.ts'
import type { Database } from '../db/client.ts'
import { loadGatewayAccount } from '../gateways/account.ts'
import { installmentSetups } from '../gateways/schema.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { errorFields } from '../logger.ts'
import { storeToday } from '../time/store-time.ts'
import { actorOf, inPaymentTransaction, lockPayment, type Actor } from './apply.ts'
import { applyChargeAnswer, declineUnanswered } from './answer.ts'
import { paymentError, paymentFieldError } from './messages.ts'
import { feeOf } from './moves.ts'
import { providerFor, ProviderError } from './providers/index.ts'
import type { ChargeAnswer, GatewayAccount, PaymentProvider } from './providers/provider.ts'
import { transactionOf } from './read.ts'
import { paymentColumns, type PaymentRow } from './rows.ts'
import { payments } from './schema.ts'

/*
 * Creating a charge, safe against a crash at any point:
 *
 * 1. the payment is written in status `empty` under a reference of ours, and committed;
 * 2. the provider is asked to charge, with that reference (providers answer the first answer
 *    again for the same reference);
 * 3. its answer is written in a second transaction: `issue` to pending, then the verdict
 *    (pre_authorize, authorize, pay or decline) with the artefacts, the ledger's journals and
 *    the webhook events.
 *
 * A crash between 2 and 3 leaves an `empty` payment whose charge the provider has: recovery
 * (recover.ts) asks the provider for it by reference a minute later and writes the answer, or
 * declines the payment when the provider has none. The reference comes from the request's
 * Idempotency-Key, so a client retrying after a 5xx reaches the same payment and the same
 * charge at the provider, never a second one.
 */

export type ChargeValues = v.InferOutput<typeof ChargeInputSchema>

export type ProviderResolver = (name: string, db: Database, clock?: Clock) => PaymentProvider

/**
 * The store has no address of its own yet (the specification shows none), and a pix code must
 * carry a city: the stores' time zone's city stands in until store settings have one.
 */
export const MERCHANT_CITY = 'São Paulo'

/** Types whose charges need a card (number, holder, expiry, security code). */
const CARD_TYPES = ['creditcard', 'voucher']

/** Types that may be paid in installments, and where their limit is set. */
const INSTALLMENT_TYPES = ['creditcard', 'pix-installment']

/** Our reference for the charge: the same Idempotency-Key always names the same charge. */
export function chargeReference(appId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${appId}\n${idempotencyKey}`).digest('hex')
  return `pay_${digest.slice(0, 32)}`
}

export async function storeInstallmentSetup(
  db: Database,
  appId: number,
): Promise<InstallmentSetup> {
  const [row] = await db
    .select({ setup: installmentSetups.setup })
    .from(installmentSetups)
    .where(eq(installmentSetups.appId, appId))
  return (row?.setup as InstallmentSetup | undefined) ?? DEFAULT_INSTALLMENT_SETUP
}

/**
 * The card as the provider will get it: number and expiry checked before anything is written.
 * A stored card's token (recurring charges) was checked when it was stored: it passes as is.
 */
export function checkCard(
  account: GatewayAccount,
  values: Pick<ChargeRequest, 'card' | 'cardToken'>,
  now: Date,
  lang: Lang,
): string | null {
  const needsCard = CARD_TYPES.includes(account.type)
  if (values.cardToken !== undefined) {
    if (!needsCard) throw paymentFieldError(400, lang, 'card', 'cardNotUsed')
    return null
  }
  if (!values.card) {
    if (needsCard) throw paymentFieldError(400, lang, 'card', 'cardRequired')
    return null
  }
  if (!needsCard) throw paymentFieldError(400, lang, 'card', 'cardNotUsed')
  const checked = checkCardNumber(values.card.number)
  if (!checked.valid) throw paymentFieldError(400, lang, 'card.number', 'cardNumberInvalid')
  if (account.type === 'creditcard') {
    const brands = (account.settings as GatewaySettings<'creditcard'>).brands as string[]
    if (!brands.includes(checked.brand)) {
      throw paymentFieldError(422, lang, 'card.number', 'cardBrandNotAccepted', {
        brand: checked.brand,
      })
    }
  }
  const [year, month] = storeToday(now).split('-').map(Number) as [number, number]
  const { expiry_year: expiryYear, expiry_month: expiryMonth } = values.card
  if (expiryYear < year || (expiryYear === year && expiryMonth < month)) {
    throw paymentFieldError(400, lang, 'card.expiry_month', 'cardExpired')
  }
  return checked.brand
}

/**
 * What the payer is charged for the items in this many installments, within the gateway's
 * limit, the store's setup (its brand's rule, if it has one) and its minimum installment. A card
 * paid in more installments than the interest-free ones pays the Price table's total (the
 * simulator's and the charge dialog's "total"); pix in installments is financed by the payer's
 * bank, so its price is divided as it is.
 */
async function chargedCents(
  db: Database,
  account: GatewayAccount,
  values: ChargeRequest,
  priceCents: number,
  brand: string | null,
  lang: Lang,
): Promise<number> {
  const count = values.installments
  if (count === 1) return priceCents
  if (!INSTALLMENT_TYPES.includes(account.type)) {
    throw paymentFieldError(400, lang, 'installments', 'installmentsNotOffered')
  }
  const setup = await storeInstallmentSetup(db, account.appId)
  const gatewayMax = (account.settings as { max_installments: number }).max_installments
  const rule = installmentRuleFor(
    { type: account.type, max_installments: gatewayMax },
    setup,
    brand,
  )
  const max = rule.maxInstallments
  if (count > max)
    throw paymentFieldError(422, lang, 'installments', 'installmentsTooMany', { max })
  const option = installmentOptions(priceCents, rule).find((offered) => offered.count === count)
  if (!option) {
    throw paymentFieldError(422, lang, 'installments', 'installmentTooSmall', {
      min: formatMoney(setup.min_installment_cents),
    })
  }
  return option.totalCents
}

export async function customerSnapshot(
  db: Database,
  appId: number,
  customerId: number | null,
  lang: Lang,
) {
  if (customerId === null) return null
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      document: customers.document,
    })
    .from(customers)
    .where(and(eq(customers.appId, appId), eq(customers.id, customerId)))
  if (!row) throw paymentFieldError(422, lang, 'customer_id', 'customerNotFound')
  return row
}

/**
 * Step 1: the payment in `empty`, committed; or the one this key made before. With `reserve`,
 * the write is one transaction and `reserve` runs in it first (only for a new payment): a
 * payment link locks its row there and refuses a charge past its quantity limit; `claim` runs
 * in it after the insert (a capture request records the payment made through it).
 */
async function writeEmptyPayment(
  db: Database,
  values: typeof payments.$inferInsert,
  reserve?: (tx: Database) => Promise<void>,
  claim?: (tx: Database, row: PaymentRow) => Promise<void>,
): Promise<{ row: PaymentRow; created: boolean }> {
  const mine = and(eq(payments.appId, values.appId), eq(payments.reference, values.reference))
  const write = async (tx: Database) => {
    if (reserve) {
      const [earlier] = await tx.select(paymentColumns).from(payments).where(mine)
      if (earlier) return { row: earlier, created: false }
      await reserve(tx)
    }
    const [created] = await tx
      .insert(payments)
      .values(values)
      .onConflictDoNothing({ target: [payments.appId, payments.reference] })
      .returning(paymentColumns)
    if (created) {
      await claim?.(tx, created)
      return { row: created, created: true }
    }
    const [earlier] = await tx.select(paymentColumns).from(payments).where(mine)
    return { row: earlier!, created: false }
  }
  return reserve || claim ? db.transaction(write) : write(db)
}

export interface ChargeOptions {
  /** How a gateway's provider is reached (tests wrap it to crash at a chosen point). */
  providers?: ProviderResolver
}

/** The store's customer as the payment copies it (name, e-mail, document). */
export interface CustomerSnapshot {
  id: number | null
  name: string
  email: string | null
  document: string | null
}

/**
 * Who a charge is for and who asks for it. The panel's charge passes the person (or API token)
 * as `caller`, audited, and one of the store's customers; the public checkout passes no caller
 * (a payer is no one of the store's), the payer as `issuer` and as the customer snapshot, the
 * link, the receipt's token, and `reserve` (the link's quantity limit, checked under its lock).
 */
export interface ChargeParties {
  appId: number
  merchantName: string
  caller: Caller | null
  issuer: Actor
  customer: CustomerSnapshot | null
  linkId?: number | null
  publicToken?: string | null
  reserve?: (tx: Database) => Promise<void>
  /** Runs after the empty payment is inserted, in the same transaction as `reserve`. */
  claim?: (tx: Database, row: PaymentRow) => Promise<void>
}

export type ChargeRequest = Omit<ChargeValues, 'customer_id'> & {
  /** A card kept at the provider (recurring billing), instead of `card`. */
  cardToken?: string
  /** A recurring invoice's due day (YYYY-MM-DD): the boleto's due date, the pix code's last day. */
  dueDate?: string
}

/**
 * The one way a payment is charged (panel and public checkout alike): checks, the empty payment,
 * the provider, its answer. Answers the payment's row as it ends up.
 */
export async function chargePayment(
  deps: AppDeps,
  parties: ChargeParties,
  values: ChargeRequest,
  idempotencyKey: string,
  lang: Lang,
  { providers = providerFor }: ChargeOptions = {},
): Promise<PaymentRow> {
  const { db, config, clock, logger } = deps
  const { appId, customer, caller } = parties
  const now = clock.now()

  const account = await loadGatewayAccount(db, config, appId, values.gateway_id)
  if (!account) throw paymentFieldError(422, lang, 'gateway_id', 'gatewayNotFound')
  if (!account.active) throw paymentError(409, lang, 'gatewayInactive', { name: account.name })
  let provider: PaymentProvider
  try {
    provider = providers(account.provider, db, clock)
  } catch {
    throw paymentError(409, lang, 'providerUnknown', { name: account.provider })
  }

  const priceCents = values.items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0)
  if (priceCents > 99_999_999_99) throw paymentFieldError(422, lang, 'items', 'amountTooLarge')
  const brand = checkCard(account, values, now, lang)
  const amountCents = await chargedCents(db, account, values, priceCents, brand, lang)
  if (amountCents > 99_999_999_99) throw paymentFieldError(422, lang, 'items', 'amountTooLarge')

  const reference = chargeReference(appId, idempotencyKey)
  const { row, created } = await writeEmptyPayment(
    db,
    {
      appId,
      type: account.type,
      status: 'empty',
      amountCents,
      feeCents: feeOf(amountCents, {
        percent_bps: account.fees.percentBps,
        fixed_cents: account.fees.fixedCents,
      }),
      installments: values.installments,
      description: values.description,
      items: values.items,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? null,
      customerEmail: customer?.email ?? null,
      customerDocument: customer?.document ?? null,
      gatewayId: account.id,
      provider: account.provider,
      reference,
      linkId: parties.linkId ?? null,
      publicToken: parties.publicToken ?? null,
      createdAt: now,
      updatedAt: now,
    },
    parties.reserve,
    parties.claim,
  )
  if (!created) {
    // A retry after a failure: the key's earlier payment, if it is the same charge.
    if (row.gatewayId !== account.id || row.amountCents !== amountCents) {
      throw apiError(422, lang, 'idempotencyKeyReused')
    }
    if (row.status !== 'empty') return row
  }

  // Step 2, outside any transaction: a provider's call can take seconds.
  let answer: ChargeAnswer
  try {
    answer = await provider.charge(account, {
      reference,
      type: account.type,
      amountCents,
      installments: values.installments,
      description: values.description,
      customer: customer && {
        name: customer.name,
        email: customer.email,
        document: customer.document,
      },
      merchant: { name: parties.merchantName, city: MERCHANT_CITY },
      card: values.card,
      ...(values.cardToken === undefined ? {} : { cardToken: values.cardToken }),
      ...(values.dueDate === undefined ? {} : { dueDate: values.dueDate }),
      now,
    })
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      // We cannot know whether the charge was made: recovery will ask the provider.
      logger.error('payments.charge_failed', {
        app_id: appId,
        payment_id: row.id,
        ...errorFields(error),
      })
      throw paymentError(502, lang, 'providerFailed')
    }
    // The provider refused outright: the attempt is kept, failed, with its reason.
    await inPaymentTransaction(deps, appId, lang, async (change) => {
      const locked = await lockPayment(change.tx, appId, row.id)
      if (caller) change.auditAs(caller, { created: true })
      if (locked?.status === 'empty') await declineUnanswered(change, locked, error.message)
    })
    throw paymentError(error.status, lang, 'providerRefused', { message: error.message })
  }

  // Step 3: the answer, unless recovery wrote it meanwhile.
  const final = await inPaymentTransaction(deps, appId, lang, async (change) => {
    const locked = await lockPayment(change.tx, appId, row.id)
    if (!locked || locked.status !== 'empty') return locked
    if (caller) change.auditAs(caller, { created: true })
    return applyChargeAnswer(change, locked, answer, {
      account,
      issuer: parties.issuer,
      logger,
    })
  })
  return final ?? row
}

/** The panel's charge (POST …/transactions): a person charges one of the store's customers. */
export async function createCharge(
  deps: AppDeps,
  access: AppAccess,
  values: ChargeValues,
  idempotencyKey: string,
  lang: Lang,
  options: ChargeOptions = {},
): Promise<Transaction> {
  const appId = access.app.id
  const customer = await customerSnapshot(deps.db, appId, values.customer_id, lang)
  const row = await chargePayment(
    deps,
    {
      appId,
      merchantName: access.app.name,
      caller: access.caller,
      issuer: actorOf(access.caller),
      customer,
    },
    values,
    idempotencyKey,
    lang,
    options,
  )
  return transactionOf(deps.db, deps.config.publicUrl, row)
}

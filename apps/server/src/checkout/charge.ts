import {
  ApiError,
  checkoutText,
  formatMoney,
  type PublicChargeValues,
  type PublicPayment,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { customers } from '../customers/schema.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { statusText } from '../http/errors.ts'
import { paymentLinks } from '../links/schema.ts'
import { newPublicToken } from '../payments/answer.ts'
import { chargePayment, storeInstallmentSetup, type ChargeOptions } from '../payments/charge.ts'
import { payments } from '../payments/schema.ts'
import {
  availabilityOf,
  HOLDING_STATUSES,
  linkMethods,
  toPublicPayment,
  type PageSite,
  type PublicLinkRow,
} from './read.ts'
import { expireWhenUnpaid } from './expire.ts'
import { checkedAnswers } from '../checkout-setup/fields/charge.ts'
import { checkoutAppsAtCharge } from '../checkout-setup/marketplace/at-charge.ts'
import { checkoutPayers } from './schema.ts'

/*
 * A payer pays a link (POST /public/links/{slug}/charges) through the same charge as the panel's
 * (payments/charge.ts `chargePayment`): the payer is the issuer and the customer snapshot, the
 * link is set on the payment, and the payment gets the receipt's token at once. The customer:
 * the store's own customer with that document when there is one (so their purchases count),
 * otherwise a snapshot only (`customer_id` null): a payer never creates or changes a customer.
 */

const AVAILABILITY_TEXT = { expired: 'expired', sold_out: 'soldOut', inactive: 'inactive' } as const

export function checkoutError(
  status: number,
  lang: Lang,
  key: Parameters<typeof checkoutText>[1],
  params: Record<string, string | number> = {},
  field?: string,
): ApiError {
  const message = checkoutText(lang, key, params)
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}

/** The link row locked; refuses the charge when its units are all held. */
async function reserveUnit(tx: Database, link: PublicLinkRow, lang: Lang): Promise<void> {
  if (link.quantityLimit === null) return
  await tx
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, link.id))
    .for('update')
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.appId, link.appId),
        eq(payments.linkId, link.id),
        inArray(payments.status, [...HOLDING_STATUSES]),
      ),
    )
  if (Number(held?.count ?? 0) >= link.quantityLimit) throw checkoutError(409, lang, 'soldOut')
}

async function storeCustomerId(
  db: Database,
  appId: number,
  document: string,
): Promise<number | null> {
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.appId, appId), eq(customers.document, document)))
    .limit(1)
  return found?.id ?? null
}

export async function chargeLink(
  deps: AppDeps,
  link: PublicLinkRow,
  values: PublicChargeValues,
  idempotencyKey: string,
  lang: Lang,
  site: PageSite,
  options: ChargeOptions = {},
): Promise<PublicPayment> {
  const { db, clock } = deps
  const availability = availabilityOf(link, clock.now())
  if (availability !== 'available') {
    throw checkoutError(409, lang, AVAILABILITY_TEXT[availability])
  }
  const setup = await storeInstallmentSetup(db, link.appId)
  const methods = await linkMethods(db, link, null, setup)
  const method = methods.find((item) => item.gateway_id === values.gateway_id)
  if (!method) throw checkoutError(422, lang, 'methodUnavailable', {}, 'gateway_id')

  let priceCents = link.amountCents
  if (priceCents === null) {
    if (values.amount_cents === null)
      throw checkoutError(400, lang, 'amountRequired', {}, 'amount_cents')
    const min = link.minCents ?? 0
    if (values.amount_cents < min) {
      throw checkoutError(422, lang, 'amountBelowMin', { min: formatMoney(min) }, 'amount_cents')
    }
    priceCents = values.amount_cents
  }
  if (link.askAddress && !values.address) {
    throw checkoutError(400, lang, 'addressRequired', {}, 'address')
  }
  if (values.installments > method.max_installments) {
    const max = method.max_installments
    throw checkoutError(422, lang, 'installmentsTooMany', { max }, 'installments')
  }
  // The store's custom fields, checked before anything is charged.
  const answers = await checkedAnswers(db, link.appId, values.custom_fields, values.document, lang)
  // The checkout apps: the order bump's item (the app's price), then the anti-fraud rules.
  const appItems = await checkoutAppsAtCharge(deps, link, values, priceCents, lang)

  const row = await chargePayment(
    deps,
    {
      appId: link.appId,
      merchantName: link.storeName,
      caller: null,
      issuer: { id: null, name: `${values.name} (pagador)` },
      customer: {
        id: await storeCustomerId(db, link.appId, values.document),
        name: values.name,
        email: values.email,
        document: values.document,
      },
      linkId: link.id,
      publicToken: newPublicToken(),
      reserve: (tx) => reserveUnit(tx, link, lang),
    },
    {
      gateway_id: values.gateway_id,
      items: [{ description: link.title, quantity: 1, unit_cents: priceCents }, ...appItems],
      description: link.title,
      installments: values.installments,
      card: values.card,
    },
    idempotencyKey,
    lang,
    options,
  )
  await expireWhenUnpaid(deps, row)
  if (values.address || answers.length > 0) {
    await db
      .insert(checkoutPayers)
      .values({
        paymentId: row.id,
        appId: link.appId,
        address: values.address,
        customFields: answers.length > 0 ? answers : null,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
  }
  return toPublicPayment(db, site, row)
}

import {
  PAYER_PAYMENTS_LIMIT,
  type PayerPayments,
  type PaymentStatus,
  type PaymentType,
} from '@vitrine/api'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import { paymentLinks } from '../links/schema.ts'
import { payments } from '../payments/schema.ts'

/**
 * The payer's payments at one store (those made with the session's address), newest first, the
 * newest PAYER_PAYMENTS_LIMIT of them: a payer has a handful at one store, so a bounded page
 * (with `more` when there are older ones) serves without a cursor. Built field by field, like
 * the receipt (checkout/read.ts): no fees, ids, notes or names of the store's people. The
 * description is the link's title when paid through one, else the charge's own description.
 */
export async function payerPayments(
  db: Database,
  appId: number,
  email: string,
): Promise<PayerPayments> {
  const rows = await db
    .select({
      token: payments.publicToken,
      description: payments.description,
      linkTitle: paymentLinks.title,
      type: payments.type,
      methodName: gateways.name,
      status: payments.status,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      installments: payments.installments,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .leftJoin(
      gateways,
      and(eq(gateways.appId, payments.appId), eq(gateways.id, payments.gatewayId)),
    )
    .leftJoin(
      paymentLinks,
      and(eq(paymentLinks.appId, payments.appId), eq(paymentLinks.id, payments.linkId)),
    )
    .where(and(eq(payments.appId, appId), eq(payments.customerEmail, email)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYER_PAYMENTS_LIMIT + 1)
  return {
    email,
    items: rows.slice(0, PAYER_PAYMENTS_LIMIT).map((row) => ({
      receipt_token: row.token,
      description: row.linkTitle ?? row.description,
      type: row.type as PaymentType,
      method_name: row.methodName,
      status: row.status as PaymentStatus,
      amount_cents: row.amountCents,
      refunded_cents: row.refundedCents,
      installments: row.installments,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    })),
    more: rows.length > PAYER_PAYMENTS_LIMIT,
  }
}

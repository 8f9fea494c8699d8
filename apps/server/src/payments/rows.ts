import type {
  CardBrand,
  GatewayEnvironment,
  GatewayType,
  PaymentEvent,
  PaymentStatus,
  PaymentType,
  Transaction,
  TransactionSummary,
  WebhookEventData,
} from '@vitrine/api'
import { getTableColumns } from 'drizzle-orm'
import { payments, type paymentEvents } from './schema.ts'

/** Every column but the generated search vector, which only `WHERE` clauses read. */
const { search: _search, ...paymentColumns } = getTableColumns(payments)
export { paymentColumns }

export type PaymentRow = Omit<typeof payments.$inferSelect, 'search'>
export type PaymentEventRow = typeof paymentEvents.$inferSelect

export interface GatewayRef {
  id: number
  name: string
  type: GatewayType
  provider: string
  environment: GatewayEnvironment
}

/** Statuses in which the charge still stands to be paid: its fee is the one expected. */
const OPEN: readonly PaymentStatus[] = ['empty', 'pending', 'pre_authorized']

/** The printable boleto's address (no login): payments/billet-page.ts. */
export function billetUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/payments/public/billets/${token}`
}

export function toSummary(row: PaymentRow, gatewayName: string | null): TransactionSummary {
  return {
    id: row.id,
    type: row.type as PaymentType,
    status: row.status as PaymentStatus,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    installments: row.installments,
    customer:
      row.customerId === null && row.customerName === null
        ? null
        : {
            id: row.customerId,
            name: row.customerName ?? '',
            email: row.customerEmail,
            document: row.customerDocument,
          },
    gateway_name: gatewayName,
    card: row.card ? { brand: row.card.brand as CardBrand, last_four: row.card.last_four } : null,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Fees and net as the merchant reads them: while the charge is open, the fee expected and what
 * would be left; once money came in, the fee kept and what is left after refunds (negative when
 * everything went back: the provider keeps its fee); a charge that failed cost nothing.
 */
export function feesOf(row: PaymentRow): { fee: number; net: number } {
  if (row.capturedCents > 0) {
    return { fee: row.feeCents, net: row.capturedCents - row.feeCents - row.refundedCents }
  }
  if (OPEN.includes(row.status as PaymentStatus)) {
    return { fee: row.feeCents, net: row.amountCents - row.feeCents }
  }
  return { fee: 0, net: 0 }
}

export function toTransaction(
  row: PaymentRow,
  events: PaymentEventRow[],
  gateway: GatewayRef | null,
  publicUrl: string,
): Transaction {
  const { fee, net } = feesOf(row)
  return {
    ...toSummary(row, gateway?.name ?? null),
    description: row.description,
    captured_cents: row.capturedCents,
    fee_cents: fee,
    net_cents: net,
    items: row.items,
    gateway,
    external_id: row.externalId,
    pix: row.pix,
    billet:
      row.billet && row.publicToken
        ? { ...row.billet, url: billetUrl(publicUrl, row.publicToken) }
        : null,
    instructions: row.instructions,
    timeline: events.map((event) => ({
      id: event.id,
      event: event.event as PaymentEvent,
      from_status: event.fromStatus as PaymentStatus,
      status: event.status as PaymentStatus,
      amount_cents: event.amountCents,
      note: event.note,
      actor_name: event.actorName,
      at: event.createdAt.toISOString(),
    })),
    paid_at: row.paidAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** What every payment webhook carries: the payment as it stands. */
export function webhookPayment(row: PaymentRow): WebhookEventData<'payment.created'>['payment'] {
  return {
    id: row.id,
    type: row.type as PaymentType,
    status: row.status as PaymentStatus,
    amount_cents: row.amountCents,
    captured_cents: row.capturedCents,
    refunded_cents: row.refundedCents,
    customer_id: row.customerId,
    gateway_id: row.gatewayId,
    external_id: row.externalId,
  }
}

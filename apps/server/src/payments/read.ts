import type {
  GatewayEnvironment,
  GatewayType,
  MoneyTrail,
  PaymentSplit,
  Transaction,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq } from 'drizzle-orm'
import { checkoutPayers } from '../checkout/schema.ts'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import { moneyTrail } from '../ledger/balances.ts'
import { paymentLinks } from '../links/schema.ts'
import { paymentSplitOf } from '../split/postings/payment-split.ts'
import { paymentReference } from './apply.ts'
import { paymentError } from './messages.ts'
import { paymentColumns, toTransaction, type GatewayRef, type PaymentRow } from './rows.ts'
import { paymentEvents, payments } from './schema.ts'

const PAYMENT_ID = /^[1-9]\d{0,15}$/

/**
 * A payment id from the path (a bigint). Anything that is no payment's (malformed, beyond what
 * a JavaScript number holds exactly) reads "not found", like another store's id.
 */
export function paymentIdOf(raw: string | undefined, lang: Lang): number {
  const id = raw && PAYMENT_ID.test(raw) ? Number(raw) : undefined
  if (id === undefined || !Number.isSafeInteger(id))
    throw paymentError(404, lang, 'paymentNotFound')
  return id
}

export async function findPayment(
  db: Database,
  appId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.id, paymentId)))
  return row
}

export async function gatewayRefOf(
  db: Database,
  appId: number,
  gatewayId: number | null,
): Promise<GatewayRef | null> {
  if (gatewayId === null) return null
  const [row] = await db
    .select({
      id: gateways.id,
      name: gateways.name,
      type: gateways.type,
      provider: gateways.provider,
      environment: gateways.environment,
    })
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
  return row
    ? {
        ...row,
        type: row.type as GatewayType,
        environment: row.environment as GatewayEnvironment,
      }
    : null
}

/** The payment in full: timeline (oldest first) and gateway included. */
export async function transactionOf(
  db: Database,
  publicUrl: string,
  row: PaymentRow,
): Promise<Transaction> {
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, row.id))
    .orderBy(asc(paymentEvents.id))
  const gateway = await gatewayRefOf(db, row.appId, row.gatewayId)
  return {
    ...toTransaction(row, events, gateway, publicUrl),
    link: await linkRefOf(db, row),
    payer_address: await payerAddressOf(db, row),
    custom_fields: await payerAnswersOf(db, row),
  }
}

/** The payer's answers to the store's checkout custom fields, with their labels then. */
async function payerAnswersOf(
  db: Database,
  row: PaymentRow,
): Promise<NonNullable<Transaction['custom_fields']>> {
  const [payer] = await db
    .select({ answers: checkoutPayers.customFields })
    .from(checkoutPayers)
    .where(and(eq(checkoutPayers.appId, row.appId), eq(checkoutPayers.paymentId, row.id)))
  return payer?.answers ?? []
}

/**
 * The address the payer typed on a link that asks for it (kept by the checkout), or null. Looked
 * up whatever `link_id` says: a deleted link leaves its payments, and their addresses, behind.
 */
async function payerAddressOf(
  db: Database,
  row: PaymentRow,
): Promise<Transaction['payer_address']> {
  const [payer] = await db
    .select({ address: checkoutPayers.address })
    .from(checkoutPayers)
    .where(and(eq(checkoutPayers.appId, row.appId), eq(checkoutPayers.paymentId, row.id)))
  return payer?.address ?? null
}

/** The payment link the payment went through (issue 11), or null. */
async function linkRefOf(db: Database, row: PaymentRow): Promise<Transaction['link']> {
  if (row.linkId === null) return null
  const [link] = await db
    .select({ id: paymentLinks.id, slug: paymentLinks.slug, title: paymentLinks.title })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.appId, row.appId), eq(paymentLinks.id, row.linkId)))
  return link ?? null
}

export async function getTransaction(
  db: Database,
  publicUrl: string,
  appId: number,
  paymentId: number,
  lang: Lang,
): Promise<Transaction> {
  const row = await findPayment(db, appId, paymentId)
  if (!row) throw paymentError(404, lang, 'paymentNotFound')
  return transactionOf(db, publicUrl, row)
}

/** The payment's split (split/postings/payment-split.ts): null when it was not split. */
export async function transactionSplit(
  db: Database,
  appId: number,
  storeName: string,
  paymentId: number,
  lang: Lang,
): Promise<PaymentSplit | null> {
  if (!(await findPayment(db, appId, paymentId))) throw paymentError(404, lang, 'paymentNotFound')
  return paymentSplitOf(db, appId, paymentId, storeName, lang)
}

/** The ledger's journals about the payment, oldest first, each with its postings. */
export async function transactionTrail(
  db: Database,
  appId: number,
  paymentId: number,
  lang: Lang,
): Promise<MoneyTrail> {
  if (!(await findPayment(db, appId, paymentId))) throw paymentError(404, lang, 'paymentNotFound')
  const postings = await moneyTrail(db, appId, paymentReference(paymentId))
  const trail: MoneyTrail = []
  for (const posting of postings) {
    let journal = trail.at(-1)
    if (journal?.journal_id !== posting.journalId) {
      journal = {
        journal_id: posting.journalId,
        kind: posting.kind,
        memo: posting.memo,
        at: posting.createdAt.toISOString(),
        postings: [],
      }
      trail.push(journal)
    }
    journal.postings.push({ account: posting.account, amount_cents: posting.amountCents })
  }
  return trail
}

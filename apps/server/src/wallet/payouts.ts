import {
  formatMoney,
  walletError,
  walletFieldError,
  WALLET_PAGE_SIZE,
  type Payout,
  type PayoutDestination,
  type PayoutFilters,
  type PayoutKind,
  type PayoutPage,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import type { AppDeps } from '../http/context.ts'
import { postJournals } from '../ledger/post.ts'
import { balanceOf } from '../ledger/balances.ts'
import { WALLET_IN_TRANSIT } from './balance.ts'
import { destinationLabel } from './destination.ts'
import { walletPayouts, walletSuppliers } from './schema.ts'
import { readWallet, withdrawnToday } from './settings.ts'
import { settleLater, transferPayout } from './settle.ts'
import { findSupplier } from './suppliers.ts'

/*
 * Payouts: withdrawals to the store's own account and payments to its suppliers. Asking for one
 * is one transaction under the wallet's row lock (settings.ts): the checks, the payout row, the
 * journal that moves the money from available to in transit, the audit entry and the settle
 * job. The lock is what keeps 50 parallel requests from spending the same money: each reads
 * the available balance only once the one before has committed. The provider is asked after
 * the commit (settle.ts), so a transfer is never made for a payout that rolled back.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>
export type PayoutRow = typeof walletPayouts.$inferSelect

/** The payout provider every store's payouts go through today; a real one would be a setting. */
export const PAYOUT_PROVIDER = 'sandbox'

/** The audit log's entity of a payout (the panel words it "o saque" or "o pagamento"). */
export const PAYOUT_ENTITY = 'wallet_payout'

export const payoutReference = (id: number) => `payout:${id}`

export function toPayout(row: PayoutRow, supplierName: string | null): Payout {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount_cents: row.amountCents,
    description: row.description,
    supplier_id: row.supplierId,
    supplier_name: supplierName,
    destination_label: destinationLabel(row.destination),
    provider_reference: row.providerReference,
    failure_reason: row.failureReason,
    requested_at: row.requestedAt.toISOString(),
    paid_out_at: row.paidOutAt?.toISOString() ?? null,
    failed_at: row.failedAt?.toISOString() ?? null,
  }
}

interface PayoutRequest {
  kind: PayoutKind
  amountCents: number
  description: string | null
  supplier: { id: number; name: string } | null
  destination: PayoutDestination
}

/** Writes the payout and moves its money, the checks already made under the wallet's lock. */
async function writePayout(
  tx: Database,
  { jobs }: Pick<Deps, 'jobs'>,
  access: AppAccess,
  request: PayoutRequest,
  idempotencyKey: string,
  now: Date,
): Promise<PayoutRow> {
  const appId = access.app.id
  const [row] = await tx
    .insert(walletPayouts)
    .values({
      appId,
      kind: request.kind,
      status: 'in_transit',
      amountCents: request.amountCents,
      description: request.description,
      supplierId: request.supplier?.id ?? null,
      destination: request.destination,
      provider: PAYOUT_PROVIDER,
      idempotencyKey,
      requestedAt: now,
    })
    .returning()
  await postJournals(tx, [
    {
      appId,
      kind: 'payout',
      reference: payoutReference(row!.id),
      postings: [
        { account: WALLET_IN_TRANSIT, amountCents: request.amountCents },
        { account: 'merchant_available', amountCents: -request.amountCents },
      ],
      now,
      idempotencyKey: `payout:${idempotencyKey}`,
      memo: request.description ?? undefined,
    },
  ])
  await writeAudit(tx, appId, actorOf(access.caller), now, {
    area: 'payments',
    action: 'create',
    entity: PAYOUT_ENTITY,
    entityId: row!.id,
    label: `${formatMoney(request.amountCents)} · ${request.supplier?.name ?? destinationLabel(request.destination)}`,
    changes: createdFields({
      kind: row!.kind,
      amount_cents: row!.amountCents,
      supplier_id: row!.supplierId,
      destination: row!.destination,
      description: row!.description,
    }),
  })
  await settleLater({ jobs }, tx, appId, row!.id)
  return row!
}

/** The minimum and the available balance: what every payout must pass (field `amount_cents`). */
async function checkAmount(
  tx: Database,
  appId: number,
  amountCents: number,
  minCents: number,
  lang: Lang,
): Promise<void> {
  if (amountCents < minCents) {
    throw walletFieldError(422, lang, 'belowMinimum', 'amount_cents', { min: { cents: minCents } })
  }
  const available = await balanceOf(tx, appId, 'merchant_available')
  if (amountCents > available) {
    throw walletFieldError(422, lang, 'overAvailable', 'amount_cents', {
      available: { cents: Math.max(0, available) },
    })
  }
}

/** Runs a payout's transaction, then hands the transfer to the provider once it committed. */
async function payOut(
  deps: Deps,
  access: AppAccess,
  write: (tx: Database, now: Date) => Promise<PayoutRow>,
): Promise<Payout> {
  const now = deps.clock.now()
  const row = await deps.db.transaction((tx) => write(tx, now))
  const sent = await transferPayout(deps, row)
  const supplierName = row.supplierId
    ? ((await findSupplier(deps.db, access.app.id, row.supplierId))?.name ?? null)
    : null
  return toPayout(sent, supplierName)
}

/**
 * A withdrawal to the store's registered destination: the wallet on (409 walletDisabled), a
 * destination (409 noDestination), at least the minimum, within what is left of today's cap
 * and of the available balance (422 on amount_cents) — all checked under the wallet's lock.
 */
export function requestWithdrawal(
  deps: Deps,
  access: AppAccess,
  amountCents: number,
  idempotencyKey: string,
  lang: Lang,
): Promise<Payout> {
  const appId = access.app.id
  return payOut(deps, access, async (tx, now) => {
    const wallet = await readWallet(tx, appId, now, { lock: true })
    if (!wallet.enabled) throw walletError(409, lang, 'walletDisabled')
    if (!wallet.destination) throw walletError(409, lang, 'noDestination')
    if (amountCents >= wallet.minWithdrawalCents) {
      const left = Math.max(
        0,
        wallet.dailyWithdrawalCapCents - (await withdrawnToday(tx, appId, now)),
      )
      if (amountCents > left) {
        throw walletFieldError(422, lang, 'overDailyCap', 'amount_cents', { left: { cents: left } })
      }
    }
    await checkAmount(tx, appId, amountCents, wallet.minWithdrawalCents, lang)
    const request: PayoutRequest = {
      kind: 'withdrawal',
      amountCents,
      description: null,
      supplier: null,
      destination: wallet.destination,
    }
    return writePayout(tx, deps, access, request, idempotencyKey, now)
  })
}

/**
 * A payment to a supplier, to its own destination: the wallet on, the supplier the store's
 * (404) and not archived (409), at least the minimum and within the available balance. The
 * supplier's row is held (`FOR SHARE`) so it cannot be archived while it is being paid.
 */
export function requestSupplierPayment(
  deps: Deps,
  access: AppAccess,
  supplierId: number,
  values: { amount_cents: number; description: string },
  idempotencyKey: string,
  lang: Lang,
): Promise<Payout> {
  const appId = access.app.id
  return payOut(deps, access, async (tx, now) => {
    const wallet = await readWallet(tx, appId, now, { lock: true })
    if (!wallet.enabled) throw walletError(409, lang, 'walletDisabled')
    const supplier = await findSupplier(tx, appId, supplierId, { share: true })
    if (!supplier) throw walletError(404, lang, 'supplierNotFound')
    if (supplier.archivedAt) throw walletError(409, lang, 'supplierArchived')
    await checkAmount(tx, appId, values.amount_cents, wallet.minWithdrawalCents, lang)
    const request: PayoutRequest = {
      kind: 'supplier_payment',
      amountCents: values.amount_cents,
      description: values.description,
      supplier: { id: supplier.id, name: supplier.name },
      destination: supplier.destination,
    }
    return writePayout(tx, deps, access, request, idempotencyKey, now)
  })
}

/** Newest first, in keyset pages; filters by kind, status and supplier. */
export async function listPayouts(
  db: Database,
  appId: number,
  query: PayoutFilters & { cursor?: string; limit?: number },
  lang: Lang,
): Promise<PayoutPage> {
  const { cursor, limit = WALLET_PAGE_SIZE, kind, status, supplier_id } = query
  const conditions: (SQL | undefined)[] = [eq(walletPayouts.appId, appId)]
  if (cursor !== undefined) conditions.push(lt(walletPayouts.id, decodeCursor(cursor, lang)))
  if (kind) conditions.push(eq(walletPayouts.kind, kind))
  if (status) conditions.push(eq(walletPayouts.status, status))
  if (supplier_id !== undefined) conditions.push(eq(walletPayouts.supplierId, supplier_id))
  const rows = await db
    .select({ payout: walletPayouts, supplierName: walletSuppliers.name })
    .from(walletPayouts)
    .leftJoin(walletSuppliers, eq(walletSuppliers.id, walletPayouts.supplierId))
    .where(and(...conditions))
    .orderBy(desc(walletPayouts.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toPayout(row.payout, row.supplierName)),
    next_cursor: rows.length > limit && last ? encodeCursor(last.payout.id) : null,
  }
}

import { randomUUID } from 'node:crypto'
import {
  SANDBOX_FAILING_ACCOUNT_SUFFIX,
  SANDBOX_FAILING_PIX_KEY,
  walletText,
  type PayoutDestination,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { systemClock, type Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import type { PayoutProvider, TransferState } from './payout-provider.ts'
import { sandboxTransfers } from './schema.ts'

/*
 * The built-in payout sandbox: a provider that lives in our own database and moves no money,
 * keeping its books in `sandbox_transfers` as a real provider keeps them on its side. A
 * transfer is taken at once and settles when it is next looked up (the settle job asks a few
 * seconds after the payout, settle.ts): paid out, except to the documented failing
 * destinations — the pix key `falha@sandbox.dev`, or a bank account whose number ends in 9999
 * (contract: SANDBOX_FAILING_PIX_KEY, SANDBOX_FAILING_ACCOUNT_SUFFIX) — so that the path where
 * the money comes back can be rehearsed.
 */

export function failsInSandbox(destination: PayoutDestination): boolean {
  return destination.kind === 'pix'
    ? destination.pix_key.trim().toLowerCase() === SANDBOX_FAILING_PIX_KEY
    : destination.account.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX)
}

type TransferRow = typeof sandboxTransfers.$inferSelect

function stateOf(row: TransferRow): TransferState {
  if (row.status === 'failed') {
    return { status: 'failed', reference: row.id, reason: row.failureReason ?? '' }
  }
  return { status: row.status, reference: row.id }
}

export function createSandboxPayouts(db: Database, clock: Clock = systemClock): PayoutProvider {
  const find = async (appId: number, reference: string) => {
    const [row] = await db
      .select()
      .from(sandboxTransfers)
      .where(and(eq(sandboxTransfers.appId, appId), eq(sandboxTransfers.reference, reference)))
    return row
  }
  return {
    name: 'sandbox',
    async transfer({ appId, reference, destination, amountCents }) {
      const now = clock.now()
      // The same reference again answers the first transfer (idempotent, as a real provider).
      await db
        .insert(sandboxTransfers)
        .values({
          id: `e2e-${randomUUID()}`,
          appId,
          reference,
          amountCents,
          destination,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
      const row = await find(appId, reference)
      return { ok: true, reference: row!.id }
    },
    async lookup(appId, reference) {
      const row = await find(appId, reference)
      if (!row) return null
      if (row.status !== 'pending') return stateOf(row)
      const failed = failsInSandbox(row.destination)
      const [settled] = await db
        .update(sandboxTransfers)
        .set({
          status: failed ? 'failed' : 'paid',
          failureReason: failed ? walletText('pt-BR', 'sandboxTransferFailed') : null,
          updatedAt: clock.now(),
        })
        .where(and(eq(sandboxTransfers.id, row.id), eq(sandboxTransfers.status, 'pending')))
        .returning()
      return stateOf(settled ?? (await find(appId, reference))!)
    },
  }
}

/** The payout provider by name; a real one is one more case here. */
export function payoutProviderFor(name: string, db: Database, clock?: Clock): PayoutProvider {
  if (name === 'sandbox') return createSandboxPayouts(db, clock)
  throw new Error(`unknown payout provider: ${name}`)
}

import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { MINUTE, HOUR, SECOND } from '../clock.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { defineJob, exponentialBackoff, type JobDefinition } from '../jobs/define.ts'
import { postJournals } from '../ledger/post.ts'
import { errorFields } from '../logger.ts'
import { WALLET_IN_TRANSIT, WALLET_PAID_OUT } from './balance.ts'
import type { TransferState } from './payout-provider.ts'
import { walletPayouts } from './schema.ts'
import { payoutProviderFor } from './sandbox-payouts.ts'

/*
 * A payout's second half. After the payout's transaction commits, the provider is asked for the
 * transfer (`transferPayout`); the job `wallet.settle-payout`, queued in that transaction a few
 * seconds later, asks the provider where the transfer is and applies the answer under the
 * payout's row lock: paid out (in transit → wallet_paid_out, journal `payout_paid`) or failed
 * (in transit → back to merchant_available, `payout_returned`). Both are safe to repeat: a
 * payout no longer in transit is left alone, and a transfer the provider never got (a crash
 * right after the commit) is asked for again under the same reference, which the provider
 * answers once. A transfer still on its way fails the attempt, and the job's retries ask again.
 */

type PayoutRow = typeof walletPayouts.$inferSelect

/** How long after the payout the sandbox is asked: a real provider confirms in seconds too. */
export const SETTLE_DELAY_MS = 3 * SECOND

const reference = (id: number) => `payout:${id}`

/** The provider has not finished the transfer yet: the job's next attempt asks again. */
export class TransferPendingError extends Error {}

/** Asks the provider for the payout's transfer; its refusal fails the payout at once. */
export async function transferPayout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  row: PayoutRow,
): Promise<PayoutRow> {
  const provider = payoutProviderFor(row.provider, deps.db, deps.clock)
  try {
    const answer = await provider.transfer({
      appId: row.appId,
      reference: reference(row.id),
      destination: row.destination,
      amountCents: row.amountCents,
    })
    const state: TransferState = answer.ok
      ? { status: 'pending', reference: answer.reference }
      : { status: 'failed', reference: '', reason: answer.reason }
    return (await applyTransferState(deps, row.appId, row.id, state)) ?? row
  } catch {
    // Not reached: the payout stays in transit and the settle job asks again.
    return row
  }
}

/**
 * Writes what the provider said of the payout, under its row lock. Answers the row after, or
 * null when there was no payout in transit to change.
 */
async function applyTransferState(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  appId: number,
  payoutId: number,
  state: TransferState,
  tx?: Database,
): Promise<PayoutRow | null> {
  const run = async (db: Database) => {
    const mine = and(eq(walletPayouts.appId, appId), eq(walletPayouts.id, payoutId))
    const [row] = await db.select().from(walletPayouts).where(mine).for('update')
    if (row?.status !== 'in_transit') return null
    const now = clock.now()
    const providerReference = state.reference || row.providerReference
    if (state.status === 'pending') {
      if (providerReference === row.providerReference) return row
      const [updated] = await db
        .update(walletPayouts)
        .set({ providerReference })
        .where(mine)
        .returning()
      return updated!
    }
    const paid = state.status === 'paid'
    const [updated] = await db
      .update(walletPayouts)
      .set(
        paid
          ? { status: 'paid_out', paidOutAt: now, providerReference }
          : { status: 'failed', failedAt: now, failureReason: state.reason, providerReference },
      )
      .where(mine)
      .returning()
    await postJournals(db, [
      {
        appId,
        kind: paid ? 'payout_paid' : 'payout_returned',
        reference: reference(payoutId),
        postings: [
          { account: paid ? WALLET_PAID_OUT : 'merchant_available', amountCents: row.amountCents },
          { account: WALLET_IN_TRANSIT, amountCents: -row.amountCents },
        ],
        now,
        memo: paid ? undefined : state.reason,
      },
    ])
    return updated!
  }
  return tx ? run(tx) : db.transaction(run)
}

/** Asks the provider where the payout's transfer is and applies the answer. */
export async function settlePayout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  appId: number,
  payoutId: number,
): Promise<PayoutRow | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(walletPayouts)
      .where(and(eq(walletPayouts.appId, appId), eq(walletPayouts.id, payoutId)))
      .for('update')
    if (row?.status !== 'in_transit') return row ?? null
    const provider = payoutProviderFor(row.provider, tx, deps.clock)
    let state = await provider.lookup(appId, reference(payoutId))
    if (!state) {
      // The transfer was never asked for (a crash after the payout's commit): ask now.
      const answer = await provider.transfer({
        appId,
        reference: reference(payoutId),
        destination: row.destination,
        amountCents: row.amountCents,
      })
      state = answer.ok
        ? await provider.lookup(appId, reference(payoutId))
        : { status: 'failed', reference: '', reason: answer.reason }
    }
    if (!state || state.status === 'pending') {
      throw new TransferPendingError(`payout ${payoutId} is still on its way`)
    }
    return applyTransferState(deps, appId, payoutId, state, tx)
  })
}

const SettlePayload = v.object({ app_id: v.number(), payout_id: v.number() })

export const settlePayoutJob: JobDefinition<typeof SettlePayload> = defineJob({
  name: 'wallet.settle-payout',
  payload: SettlePayload,
  // A transfer on its way, or a provider out of reach, is asked about again over a few days.
  retry: exponentialBackoff({ attempts: 12, firstMs: MINUTE, maxMs: 6 * HOUR }),
  async handler({ app_id, payout_id }, { deps }) {
    try {
      await settlePayout(deps, app_id, payout_id)
    } catch (error) {
      deps.logger.warn('wallet.settle_pending', { app_id, payout_id, ...errorFields(error) })
      throw error
    }
  },
})

/** Queued with the payout, in its transaction: the provider is asked a few seconds later. */
export async function settleLater(
  { jobs }: Pick<AppDeps, 'jobs'>,
  tx: Database,
  appId: number,
  payoutId: number,
): Promise<void> {
  await jobs.enqueue(
    settlePayoutJob,
    { app_id: appId, payout_id: payoutId },
    {
      tx,
      delayMs: SETTLE_DELAY_MS,
    },
  )
}

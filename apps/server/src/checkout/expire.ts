import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { addMs, DAY, HOUR, MINUTE, SECOND } from '../clock.ts'
import { loadGatewayAccount } from '../gateways/account.ts'
import type { AppDeps } from '../http/context.ts'
import { defineJob, exponentialBackoff, type JobDefinition } from '../jobs/define.ts'
import { errorFields } from '../logger.ts'
import { inPaymentTransaction, lockPayment, PROVIDER_ACTOR } from '../payments/apply.ts'
import type { ProviderResolver } from '../payments/charge.ts'
import { providerFor, ProviderError, type PaymentProvider } from '../payments/providers/index.ts'
import type { PaymentRow } from '../payments/rows.ts'
import { STORE_TIME_ZONE, storeDayEnd } from '../time/store-time.ts'

/*
 * A pix or boleto a payer left unpaid on a checkout page (a link's or a capture request's) ends:
 * at the pix code's expiry, or some days after the boleto's due date, the payment moves to
 * `failed` by the timeline's `decline` ("an expired pix or boleto") — the same move, ledger and
 * webhook events as any provider's verdict (payments/apply.ts), with no person as its actor.
 * Until then it holds its unit of the link's quantity limit (read.ts HOLDING_STATUSES); after,
 * the unit is free and a capture request is open again.
 *
 * The checkout enqueues `checkout.expire-payment` for the moment the charge stops being payable;
 * the hourly housekeeping sweeps what a lost job (or a charge answered by crash recovery, which
 * enqueues nothing) left behind. Both are safe to repeat: the payment is re-read locked, and a
 * payment paid or ended meanwhile is left alone. The provider is told first (the charge is
 * cancelled there), so that money can never arrive for a payment we call failed; a provider
 * that refuses because the charge is no longer pending (paid on its side) leaves ours pending
 * for its report to settle, and one that cannot be reached fails the attempt (retried).
 */

/**
 * How long after its due date a boleto still holds its unit: a due date on a weekend or a holiday
 * may be paid on the next business day, and the bank reports a payment up to three business days
 * later (compensação). Five calendar days cover a weekend in between; sooner, a paid boleto
 * could meet a payment we had already failed.
 */
export const BILLET_GRACE_DAYS = 5

/** Types whose pending payment waits for the payer: a code or a slip to pay. */
const EXPIRING_TYPES = ['pix', 'pix-installment', 'billet']

/** When a pending payment stops being payable, or null when it never does. */
export function payableUntil(row: Pick<PaymentRow, 'type' | 'pix' | 'billet'>): Date | null {
  if (row.type === 'billet') {
    return row.billet ? addMs(storeDayEnd(row.billet.due_date), BILLET_GRACE_DAYS * DAY) : null
  }
  if (EXPIRING_TYPES.includes(row.type) && row.pix?.expires_at) return new Date(row.pix.expires_at)
  return null
}

/** What the timeline (and the payer's receipt) says of the ending. */
const EXPIRED_NOTE = (row: PaymentRow) =>
  row.type === 'billet' ? 'O boleto venceu sem pagamento.' : 'O código pix expirou sem pagamento.'

export type ExpiryOutcome =
  /** Moved to failed. */
  | { outcome: 'expired' }
  /** Still payable: `until` is when it stops. */
  | { outcome: 'not_due'; until: Date }
  /** Paid, ended or gone meanwhile, or a payment that never expires: nothing to do. */
  | { outcome: 'skipped' }
  /** The provider refused to cancel it (no longer pending there): its report settles it. */
  | { outcome: 'refused' }

export interface ExpiryOptions {
  providers?: ProviderResolver
}

/** Ends one payment if it is still pending and past its `payableUntil`. */
export async function expirePayment(
  deps: AppDeps,
  appId: number,
  paymentId: number,
  { providers = providerFor }: ExpiryOptions = {},
): Promise<ExpiryOutcome> {
  const { config, clock, logger } = deps
  return inPaymentTransaction(deps, appId, 'pt-BR', async (change): Promise<ExpiryOutcome> => {
    const row = await lockPayment(change.tx, appId, paymentId)
    if (row?.status !== 'pending') return { outcome: 'skipped' }
    const until = payableUntil(row)
    if (!until) return { outcome: 'skipped' }
    if (until.getTime() > change.now.getTime()) return { outcome: 'not_due', until }
    const account =
      row.gatewayId === null
        ? null
        : await loadGatewayAccount(change.tx, config, appId, row.gatewayId)
    let provider: PaymentProvider | null = null
    try {
      provider = account ? providers(account.provider, change.tx, clock) : null
    } catch {
      // A provider this server no longer knows cannot be told; the payment ends all the same.
    }
    if (account && provider && row.externalId) {
      try {
        await provider.cancel(account, row.externalId)
      } catch (error) {
        // Not reached (a network failure) is thrown: the job's retry asks again.
        if (!(error instanceof ProviderError)) throw error
        if (error.code !== 'charge_not_found') {
          logger.warn('checkout.expire_refused', {
            app_id: appId,
            payment_id: paymentId,
            ...errorFields(error),
          })
          return { outcome: 'refused' }
        }
      }
    }
    await change.move(row, { kind: 'decline' }, { actor: PROVIDER_ACTOR, note: EXPIRED_NOTE(row) })
    return { outcome: 'expired' }
  })
}

const ExpiryPayload = v.object({ app_id: v.number(), payment_id: v.number() })

export const expirePaymentJob: JobDefinition<typeof ExpiryPayload> = defineJob({
  name: 'checkout.expire-payment',
  payload: ExpiryPayload,
  // A provider that cannot be reached is asked again over a few hours; the sweep goes on after.
  retry: exponentialBackoff({ attempts: 6, firstMs: MINUTE, maxMs: HOUR }),
  async handler({ app_id, payment_id }, { deps }) {
    const result = await expirePayment(deps, app_id, payment_id)
    // Run early (the database's clock ahead of ours, or a due date moved): wait for the rest.
    if (result.outcome === 'not_due') await scheduleExpiry(deps, app_id, payment_id, result.until)
  },
})

async function scheduleExpiry(deps: AppDeps, appId: number, paymentId: number, until: Date) {
  const delayMs = Math.max(SECOND, until.getTime() - deps.clock.now().getTime())
  await deps.jobs.enqueue(expirePaymentJob, { app_id: appId, payment_id: paymentId }, { delayMs })
}

/** After a checkout's charge: a pending pix or boleto ends when it stops being payable. */
export async function expireWhenUnpaid(deps: AppDeps, row: PaymentRow): Promise<void> {
  const until = row.status === 'pending' ? payableUntil(row) : null
  if (until) await scheduleExpiry(deps, row.appId, row.id, until)
}

/** Payments ended per sweep; the next hour takes the rest. */
const SWEEP_BATCH = 500

/**
 * The housekeeping's safety net: checkout payments (a link's or a capture request's) still
 * pending past `payableUntil`, found store by store through `payments_status_idx`, each ended as
 * the job would. Answers how many ended.
 */
export async function expireOverduePayments(deps: AppDeps): Promise<number> {
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`
  const result = await deps.db.execute(sql`
    select p.app_id, p.id
    from apps a
    cross join lateral (
      select p.app_id, p.id from payments p
      where p.app_id = a.id and p.status = 'pending'
        and (
          (p.type in ('pix', 'pix-installment') and (p.pix ->> 'expires_at')::timestamptz <= ${now})
          or (p.type = 'billet' and (((p.billet ->> 'due_date')::date + ${BILLET_GRACE_DAYS + 1}::int)::timestamp
                at time zone ${STORE_TIME_ZONE}) <= ${now})
        )
        and (p.link_id is not null or exists (
          select 1 from capture_requests c where c.app_id = p.app_id and c.payment_id = p.id))
      limit ${SWEEP_BATCH}
    ) p
    limit ${SWEEP_BATCH}`)
  const overdue = (result as unknown as { rows: { app_id: number; id: number | string }[] }).rows
  let expired = 0
  for (const { app_id: appId, id } of overdue) {
    try {
      const outcome = await expirePayment(deps, Number(appId), Number(id))
      if (outcome.outcome === 'expired') expired += 1
    } catch (error) {
      // One provider down must not keep the others' payments from ending.
      deps.logger.warn('checkout.expire_failed', {
        app_id: appId,
        payment_id: id,
        ...errorFields(error),
      })
    }
  }
  return expired
}

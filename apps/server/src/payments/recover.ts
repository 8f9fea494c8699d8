import { and, asc, eq, lt } from 'drizzle-orm'
import * as v from 'valibot'
import { MINUTE } from '../clock.ts'
import { loadGatewayAccount } from '../gateways/account.ts'
import type { AppDeps } from '../http/context.ts'
import { defineJob, exponentialBackoff } from '../jobs/define.ts'
import { errorFields } from '../logger.ts'
import { inPaymentTransaction, lockPayment, PROVIDER_ACTOR } from './apply.ts'
import { applyChargeAnswer, declineUnanswered } from './answer.ts'
import type { ProviderResolver } from './charge.ts'
import { providerFor } from './providers/index.ts'
import type { ChargeAnswer } from './providers/provider.ts'
import { paymentColumns, type PaymentRow } from './rows.ts'
import { payments } from './schema.ts'

/*
 * Crash recovery for charges (charge.ts): a payment still `empty` a minute after it was written
 * is one whose provider answer we never wrote — the process died, the database failed, or the
 * provider did not answer. The provider is asked for the charge by our reference: its answer is
 * written as if it had just arrived (timeline, ledger, events), or, when the provider still has
 * no such charge ten minutes on, the payment is declined (nothing was charged). Runs at server start and every
 * minute (SERVER_SCHEDULES), safe to run twice at once: each payment is re-read locked and
 * skipped when someone else wrote it first.
 */

/** Younger payments may still be waiting for their provider in a live request. */
export const UNANSWERED_AFTER_MS = MINUTE

/**
 * A charge the provider does not know is declined only once no request can still be sending
 * it: a provider that answers slowly could otherwise charge a card after we declined it.
 * Providers' own request timeouts are well below this.
 */
export const NEVER_CHARGED_AFTER_MS = 10 * MINUTE

/** Payments looked at per run; the next run takes the rest. */
const BATCH = 200

export interface RecoveryResult {
  answered: number
  declined: number
  /** The provider could not be asked (down, or the gateway is gone): tried again next run. */
  failed: number
}

export interface RecoveryOptions {
  providers?: ProviderResolver
}

export async function recoverPayments(
  deps: AppDeps,
  { providers = providerFor }: RecoveryOptions = {},
): Promise<RecoveryResult> {
  const { db, config, clock, logger } = deps
  const result: RecoveryResult = { answered: 0, declined: 0, failed: 0 }
  const cutoff = new Date(clock.now().getTime() - UNANSWERED_AFTER_MS)
  const unanswered = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.status, 'empty'), lt(payments.createdAt, cutoff)))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH)

  for (const row of unanswered) {
    let answer: ChargeAnswer | null
    const account =
      row.gatewayId === null ? null : await loadGatewayAccount(db, config, row.appId, row.gatewayId)
    try {
      answer = account
        ? await providers(account.provider, db, clock).lookup(account, row.reference)
        : null
    } catch (error) {
      result.failed += 1
      logger.warn('payments.recover_lookup_failed', {
        app_id: row.appId,
        payment_id: row.id,
        ...errorFields(error),
      })
      continue
    }
    const age = clock.now().getTime() - row.createdAt.getTime()
    if (!answer && account && age < NEVER_CHARGED_AFTER_MS) continue
    const outcome = await inPaymentTransaction(deps, row.appId, 'pt-BR', async (change) => {
      const locked: PaymentRow | undefined = await lockPayment(change.tx, row.appId, row.id)
      if (locked?.status !== 'empty') return 'skipped'
      if (answer) {
        await applyChargeAnswer(change, locked, answer, {
          account,
          issuer: PROVIDER_ACTOR,
          logger,
        })
        return 'answered'
      }
      await declineUnanswered(
        change,
        locked,
        account
          ? 'O provedor não registrou esta cobrança; nada foi cobrado.'
          : 'O meio de pagamento foi excluído antes de a cobrança ser confirmada; nada foi cobrado.',
      )
      return 'declined'
    })
    if (outcome !== 'skipped') result[outcome] += 1
  }
  if (unanswered.length > 0) logger.info('payments.recovered', { ...result })
  return result
}

/** Every minute; the next run does the same work, so a retry or two is enough. */
export const PAYMENTS_RECOVERY_CRON = '* * * * *'

export const paymentsRecoveryJob = defineJob({
  name: 'payments.recover',
  payload: v.object({}),
  retry: exponentialBackoff({ attempts: 2, firstMs: MINUTE }),
  async handler(_payload, { deps }) {
    await recoverPayments(deps)
  },
})

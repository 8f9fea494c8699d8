import { createHash } from 'node:crypto'
import {
  formatMoney,
  type CaptureInput,
  type GatewayFees,
  type RefundInput,
  type SimulatedOutcome,
  type Transaction,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { AppAccess } from '../access/require-access.ts'
import { loadGatewayAccount } from '../gateways/account.ts'
import type { AppDeps } from '../http/context.ts'
import { errorFields } from '../logger.ts'
import { notifyStore } from '../notifications/notify.ts'
import { actorOf, inPaymentTransaction, lockPayment, type PaymentChange } from './apply.ts'
import type { ProviderResolver } from './charge.ts'
import { paymentError } from './messages.ts'
import type { MoveIntent } from './moves.ts'
import { providerFor, ProviderError } from './providers/index.ts'
import type { GatewayAccount, PaymentProvider } from './providers/provider.ts'
import type { SandboxProvider } from './providers/sandbox.ts'
import { transactionOf } from './read.ts'
import type { PaymentRow } from './rows.ts'

/*
 * The merchant's actions on a payment: capture, refund, cancel, confirm, and the sandbox's
 * simulations. Each runs in one transaction with the payment row locked (SELECT … FOR UPDATE),
 * so moves of one payment happen one after another: the move is checked first (an illegal one
 * is a 409 and reaches nobody), then the provider is asked, then the move is written with its
 * journals. The provider works inside the same transaction (the sandbox's books are in our
 * database, and a real PSP is idempotent per operation: a refund retried under the same
 * Idempotency-Key carries the same operation key), so a failure anywhere leaves nothing
 * half-done on our side.
 */

export interface ActionOptions {
  providers?: ProviderResolver
}

/** The panel's page of a payment, for notifications. */
export const paymentLink = (appId: number, paymentId: number) =>
  `/${appId}/payments/transactions/${paymentId}`

interface Reached {
  account: GatewayAccount
  provider: PaymentProvider
}

/** The payment's gateway and provider, working in the change's transaction. */
async function reach(
  deps: AppDeps,
  change: PaymentChange,
  row: PaymentRow,
  providers: ProviderResolver,
): Promise<Reached> {
  const account =
    row.gatewayId === null
      ? null
      : await loadGatewayAccount(change.tx, deps.config, row.appId, row.gatewayId)
  if (!account) throw paymentError(409, change.lang, 'gatewayGone')
  if (!row.externalId) throw paymentError(409, change.lang, 'notIssuedYet')
  try {
    return { account, provider: providers(account.provider, change.tx, deps.clock) }
  } catch {
    throw paymentError(409, change.lang, 'providerUnknown', { name: account.provider })
  }
}

const feesOf = (account: GatewayAccount): GatewayFees => ({
  percent_bps: account.fees.percentBps,
  fixed_cents: account.fees.fixedCents,
})

/** What the provider said, as our answer; anything else it threw is a 502. */
function providerFailure(deps: AppDeps, row: PaymentRow, lang: Lang, error: unknown) {
  if (error instanceof ProviderError) {
    return paymentError(error.status, lang, 'providerRefused', { message: error.message })
  }
  deps.logger.error('payments.provider_failed', {
    app_id: row.appId,
    payment_id: row.id,
    ...errorFields(error),
  })
  return paymentError(502, lang, 'providerFailed')
}

async function callProvider(
  deps: AppDeps,
  row: PaymentRow,
  lang: Lang,
  call: () => Promise<void>,
): Promise<void> {
  try {
    await call()
  } catch (error) {
    throw providerFailure(deps, row, lang, error)
  }
}

/** Runs an action on the locked payment and answers the payment as it ends up. */
async function act(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  lang: Lang,
  action: (change: PaymentChange, row: PaymentRow) => Promise<PaymentRow>,
): Promise<Transaction> {
  const appId = access.app.id
  const row = await inPaymentTransaction(deps, appId, lang, async (change) => {
    const locked = await lockPayment(change.tx, appId, paymentId)
    if (!locked) throw paymentError(404, lang, 'paymentNotFound')
    change.auditAs(access.caller)
    return action(change, locked)
  })
  return transactionOf(deps.db, deps.config.publicUrl, row)
}

/** The provider's operation key of a refund: one per Idempotency-Key, so a retry is a no-op. */
export function refundOperationKey(paymentId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)
  return `refund_${paymentId}_${digest}`
}

export async function capturePayment(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  input: CaptureInput,
  lang: Lang,
  { providers = providerFor }: ActionOptions = {},
): Promise<Transaction> {
  let failed: { row: PaymentRow; message: string } | undefined
  try {
    return await act(deps, access, paymentId, lang, async (change, row) => {
      const intent: MoveIntent = { kind: 'capture', amountCents: input.amount_cents }
      await change.check(row, intent)
      const { account, provider } = await reach(deps, change, row, providers)
      const plan = await change.check(row, intent, feesOf(account))
      const captured = plan.next.capturedCents
      try {
        await provider.capture(account, row.externalId!, captured)
      } catch (error) {
        failed = { row, message: error instanceof Error ? error.message : String(error) }
        throw providerFailure(deps, row, lang, error)
      }
      const released = row.amountCents - captured
      const note =
        released > 0
          ? `Capturado ${formatMoney(captured)}; o restante da pré-autorização (${formatMoney(released)}) foi liberado.`
          : ''
      return (
        await change.move(row, intent, {
          actor: actorOf(access.caller),
          note,
          fees: feesOf(account),
        })
      ).row
    })
  } finally {
    // A capture the provider refused matters to the store: the money is not taken. Written
    // on its own, since the action's transaction rolled back.
    if (failed) {
      const { row, message } = failed
      await notifyStore(deps.db, row.appId, deps.clock.now(), {
        title: `A captura do pagamento #${row.id} falhou`,
        message: `A captura de ${formatMoney(input.amount_cents ?? row.amountCents)} não foi feita: ${message}`,
        type: 'error',
        area: 'payments',
        link: paymentLink(row.appId, row.id),
      })
    }
  }
}

export async function refundPayment(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  input: RefundInput,
  idempotencyKey: string,
  lang: Lang,
  { providers = providerFor }: ActionOptions = {},
): Promise<Transaction> {
  return act(deps, access, paymentId, lang, async (change, row) => {
    const intent: MoveIntent = { kind: 'refund', amountCents: input.amount_cents }
    const plan = await change.check(row, intent)
    const { account, provider } = await reach(deps, change, row, providers)
    await callProvider(deps, row, lang, () =>
      provider.refund(
        account,
        row.externalId!,
        plan.movedCents!,
        refundOperationKey(row.id, idempotencyKey),
      ),
    )
    return (
      await change.move(row, intent, { actor: actorOf(access.caller), note: input.reason ?? '' })
    ).row
  })
}

/** A pending pix, boleto or custom charge is cancelled; a pre-authorisation is released. */
export async function cancelPayment(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  lang: Lang,
  { providers = providerFor }: ActionOptions = {},
): Promise<Transaction> {
  return act(deps, access, paymentId, lang, async (change, row) => {
    const intent: MoveIntent = { kind: row.status === 'pre_authorized' ? 'void' : 'cancel' }
    await change.check(row, intent)
    const { account, provider } = await reach(deps, change, row, providers)
    await callProvider(deps, row, lang, () => provider.cancel(account, row.externalId!))
    const note =
      intent.kind === 'void' ? 'Pré-autorização liberada sem captura.' : 'Cobrança cancelada.'
    return (await change.move(row, intent, { actor: actorOf(access.caller), note })).row
  })
}

function sandboxOf(provider: PaymentProvider): SandboxProvider | null {
  return 'simulatePayment' in provider ? (provider as SandboxProvider) : null
}

/** A custom method's payment (a transfer, paid on delivery) confirmed by hand. */
export async function confirmPayment(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  lang: Lang,
  { providers = providerFor }: ActionOptions = {},
): Promise<Transaction> {
  return act(deps, access, paymentId, lang, async (change, row) => {
    if (row.type !== 'custom') throw paymentError(409, lang, 'confirmCustomOnly')
    const intent: MoveIntent = { kind: 'pay' }
    await change.check(row, intent)
    const { account, provider } = await reach(deps, change, row, providers)
    // The sandbox keeps books of custom charges too: they learn of the payment here.
    const sandbox = sandboxOf(provider)
    if (sandbox) {
      await callProvider(deps, row, lang, () => sandbox.simulatePayment(account, row.externalId!))
    }
    const note = 'Pagamento confirmado à mão.'
    return (await change.move(row, intent, { actor: actorOf(access.caller), note })).row
  })
}

/** Types whose payment the sandbox can pretend the payer made. */
const PAYABLE_BY_SIMULATION = ['pix', 'pix-installment', 'static-pix', 'billet']

const SIMULATIONS: Record<SimulatedOutcome, { intent: MoveIntent; note: string }> = {
  paid: { intent: { kind: 'pay' }, note: 'Pagamento simulado no sandbox.' },
  expired: { intent: { kind: 'decline' }, note: 'Venceu sem pagamento (simulação do sandbox).' },
  settled: { intent: { kind: 'settle' }, note: 'Liquidação simulada no sandbox.' },
  chargeback: {
    intent: { kind: 'chargeback' },
    note: 'Contestação do pagador (chargeback) simulada no sandbox.',
  },
}

/**
 * Sandbox gateways only: what the provider would report. The sandbox's books follow (a paid or
 * expired charge, the chargeback's money back), so they keep agreeing with ours.
 */
export async function simulateOutcome(
  deps: AppDeps,
  access: AppAccess,
  paymentId: number,
  outcome: SimulatedOutcome,
  lang: Lang,
  { providers = providerFor }: ActionOptions = {},
): Promise<Transaction> {
  return act(deps, access, paymentId, lang, async (change, row) => {
    const { intent, note } = SIMULATIONS[outcome]
    const plan = await change.check(row, intent)
    const { account, provider } = await reach(deps, change, row, providers)
    const sandbox = sandboxOf(provider)
    if (account.environment !== 'sandbox' || !sandbox) {
      throw paymentError(409, lang, 'simulateSandboxOnly')
    }
    if (outcome === 'paid' && !PAYABLE_BY_SIMULATION.includes(row.type)) {
      throw paymentError(409, lang, 'simulatePaidPixBilletOnly')
    }
    const externalId = row.externalId!
    await callProvider(deps, row, lang, async () => {
      if (outcome === 'paid') await sandbox.simulatePayment(account, externalId)
      if (outcome === 'expired') await sandbox.cancel(account, externalId)
      if (outcome === 'chargeback') {
        await sandbox.refund(account, externalId, plan.movedCents!, `chargeback_${row.id}`)
      }
    })
    const moved = await change.move(row, intent, { actor: actorOf(access.caller), note })
    if (outcome === 'chargeback') {
      change.notify({
        title: `Chargeback no pagamento #${row.id}`,
        message: `O pagador contestou o pagamento #${row.id} no banco, e ${formatMoney(plan.movedCents!)} voltaram para ele.`,
        type: 'error',
        area: 'payments',
        link: paymentLink(row.appId, row.id),
      })
    }
    return moved.row
  })
}

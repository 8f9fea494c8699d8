import type { PublicPayment } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { loadGatewayAccount } from '../gateways/account.ts'
import type { AppDeps } from '../http/context.ts'
import { inPaymentTransaction, lockPayment, PROVIDER_ACTOR } from '../payments/apply.ts'
import type { ChargeOptions } from '../payments/charge.ts'
import { paymentError } from '../payments/messages.ts'
import { providerFor, ProviderError, type SandboxProvider } from '../payments/providers/index.ts'
import type { PaymentRow } from '../payments/rows.ts'
import { checkoutError } from './charge.ts'
import { toPublicPayment, type PageSite } from './read.ts'

/*
 * The payer's "simular pagamento" (POST /public/payments/{token}/simulate-paid): what the sandbox
 * would report when the payer pays a pending pix or boleto. Only payments of sandbox gateways
 * answer; any other is a 404, as if the address did not exist. Paying a paid payment again
 * answers it as it is. The move is the provider's (no person): the panel's timeline shows it as
 * the provider's report, like a real payment arriving.
 */

const PAYABLE = ['pix', 'pix-installment', 'billet']

export async function simulatePaid(
  deps: AppDeps,
  current: PaymentRow,
  lang: Lang,
  site: PageSite,
  { providers = providerFor }: ChargeOptions = {},
): Promise<PublicPayment> {
  const appId = current.appId
  const row = await inPaymentTransaction(deps, appId, lang, async (change) => {
    const locked = await lockPayment(change.tx, appId, current.id)
    if (!locked) throw checkoutError(404, lang, 'paymentNotFound')
    const account =
      locked.gatewayId === null
        ? null
        : await loadGatewayAccount(change.tx, deps.config, appId, locked.gatewayId)
    let provider = null
    try {
      provider = account ? providers(account.provider, change.tx, deps.clock) : null
    } catch {
      // A provider this server does not know is no sandbox.
    }
    if (
      !account ||
      account.environment !== 'sandbox' ||
      !provider ||
      !('simulatePayment' in provider)
    ) {
      throw checkoutError(404, lang, 'paymentNotFound')
    }
    if (locked.status === 'complete') return locked
    if (!PAYABLE.includes(locked.type)) throw paymentError(409, lang, 'simulatePaidPixBilletOnly')
    await change.check(locked, { kind: 'pay' })
    try {
      await (provider as SandboxProvider).simulatePayment(account, locked.externalId!)
    } catch (error) {
      if (error instanceof ProviderError) {
        throw paymentError(error.status, lang, 'providerRefused', { message: error.message })
      }
      throw error
    }
    const moved = await change.move(
      locked,
      { kind: 'pay' },
      {
        actor: PROVIDER_ACTOR,
        note: 'Pagamento simulado no sandbox pela página de pagamento.',
      },
    )
    return moved.row
  })
  return toPublicPayment(deps.db, site, row)
}

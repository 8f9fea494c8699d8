import { methodTakesCard, type SignupChargeValues, type SignupPage } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { PageSite } from '../../checkout/read.ts'
import type { AppDeps } from '../../http/context.ts'
import { loadGatewayAccount } from '../../gateways/account.ts'
import { checkCard } from '../../payments/charge.ts'
import { paymentFieldError } from '../../payments/messages.ts'
import { chargeInvoice } from '../billing/charge.ts'
import { recurrenceError } from '../shared/errors.ts'
import { findSubscriptionByPublicId, planOf, type SubscriptionRow } from '../shared/rows.ts'
import { cycleInvoices, signupMethods, toSignupPage, type CycleInvoices } from './page.ts'

/*
 * The subscriber pays a cycle from its sign-up page (POST …/cycles/{cycle}/charges): the page's
 * refusals first (a paid cycle, a closed one, one already being paid, a method the page does not
 * offer), then the billing engine's `chargeInvoice` does the charging — exactly once per
 * invoice, the card stored at the provider for the next cycles, the payer's data as the
 * payment's customer snapshot. A card declined leaves the cycle payable with the reason.
 */

/** The cycle's invoices, or the page's 404. */
export async function cycleOrNotFound(
  deps: Pick<AppDeps, 'db'>,
  subscription: SubscriptionRow,
  cycle: number,
  lang: Lang,
): Promise<CycleInvoices> {
  const found = await cycleInvoices(deps.db, subscription, cycle)
  if (!found) throw recurrenceError(404, lang, 'cycleNotFound')
  return found
}

export async function chargeCycle(
  deps: AppDeps,
  subscription: SubscriptionRow,
  cycle: number,
  values: SignupChargeValues,
  lang: Lang,
  site: PageSite,
): Promise<SignupPage> {
  const { db } = deps
  const found = await cycleOrNotFound(deps, subscription, cycle, lang)
  if (found.state === 'paid') throw recurrenceError(409, lang, 'cycleAlreadyPaid')
  if (found.state === 'closed') throw recurrenceError(409, lang, 'cycleClosed')
  if (found.state === 'pending') {
    // A pix or boleto to pay, or a card attempt not answered yet (another tab, the engine).
    const issued = found.payment?.pix != null || found.payment?.billet != null
    throw recurrenceError(409, lang, issued ? 'cyclePending' : 'cycleCharging')
  }

  const plan = await planOf(db, subscription)
  const methods = await signupMethods(
    db,
    subscription,
    plan?.methods ?? [],
    found.invoice.amountCents,
  )
  const method = methods.find((item) => item.gateway_id === values.gateway_id)
  if (!method) throw recurrenceError(422, lang, 'methodNotAccepted', {}, 'gateway_id')
  const takesCard = methodTakesCard(method.type)
  if (takesCard && !values.card) throw paymentFieldError(400, lang, 'card', 'cardRequired')
  if (!takesCard && values.card) throw paymentFieldError(400, lang, 'card', 'cardNotUsed')
  if (values.card) {
    // The engine checks the card too, but only after it moved the subscription to the chosen
    // method: a number that is no card, an expired one or a brand the gateway refuses is refused
    // here first, so a pix subscriber's typo never leaves them on card with no card on file.
    const account = await loadGatewayAccount(db, deps.config, subscription.appId, method.gateway_id)
    if (account) checkCard(account, { card: values.card }, deps.clock.now(), lang)
  }

  // The engine moves the invoice (and the subscription, for the next cycles) to the chosen
  // method first when it is not the subscription's: billing/charge.ts `switchMethod`.
  await chargeInvoice(deps, found.invoice.id, {
    ...(values.card ? { card: values.card } : {}),
    payer: { name: values.name, email: values.email, document: values.document },
    gatewayId: method.gateway_id,
    lang,
  })
  // The page as the charge left it. An attempt that lost the claim to another one made at the
  // same moment (two tabs, the engine's run) charged nothing: its page is the other's,
  // `pending` until that one is answered — never a decline it did not have.
  const current = (await findSubscriptionByPublicId(db, subscription.publicId)) ?? subscription
  const after = await cycleOrNotFound(deps, current, cycle, lang)
  return toSignupPage(db, current, after, site)
}

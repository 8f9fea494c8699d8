import { randomBytes } from 'node:crypto'
import type { GatewaySettings, PaymentType } from '@vitrine/api'
import type { Logger } from '../logger.ts'
import { PROVIDER_ACTOR, type Actor, type PaymentChange } from './apply.ts'
import type { MoveIntent } from './moves.ts'
import type { ChargeAnswer, GatewayAccount } from './providers/provider.ts'
import type { PaymentRow } from './rows.ts'
import type { payments } from './schema.ts'

/** What the timeline says when a charge is issued, by type (the batch charge's too). */
export const ISSUE_NOTES: Partial<Record<PaymentType, string>> = {
  pix: 'Código pix gerado.',
  'pix-installment': 'Código pix gerado.',
  'static-pix': 'Código pix estático gerado.',
  billet: 'Boleto emitido.',
  creditcard: 'Cartão enviado à operadora.',
  voucher: 'Cartão enviado à operadora.',
  custom: 'Instruções de pagamento geradas.',
}

/** The address token of a printable boleto: unguessable, in the URL (billet-page.ts). */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url')
}

/** The provider's answer, as the columns of the payment that keep its artefacts. */
function artefactsOf(
  row: PaymentRow,
  answer: ChargeAnswer,
  account: GatewayAccount | null,
): Partial<typeof payments.$inferInsert> {
  const set: Partial<typeof payments.$inferInsert> = { externalId: answer.externalId }
  if (answer.pix) {
    set.pix = { code: answer.pix.code, txid: answer.pix.txid, expires_at: answer.pix.expiresAt }
  }
  if (answer.billet) {
    set.billet = {
      barcode: answer.billet.barcode,
      linha_digitavel: answer.billet.linhaDigitavel,
      due_date: answer.billet.dueDate,
    }
    set.publicToken = row.publicToken ?? newPublicToken()
  }
  if (answer.card) set.card = { brand: answer.card.brand, last_four: answer.card.lastFour }
  if (row.type === 'custom' && account) {
    const settings = account.settings as GatewaySettings<'custom'>
    set.instructions = { method_name: settings.method_name, text: settings.instructions }
  }
  return set
}

/** The moves after `issue` that bring the payment where the provider says the charge is. */
function movesAfterIssue(answer: ChargeAnswer, logger: Logger, row: PaymentRow): MoveIntent[] {
  switch (answer.status) {
    case 'pending':
      return []
    case 'pre_authorized':
      return [{ kind: 'pre_authorize' }]
    case 'authorized':
      return [{ kind: 'authorize' }]
    case 'complete':
      return [{ kind: 'pay' }]
    case 'failed':
      return [{ kind: 'decline' }]
    case 'partial_refund':
    case 'refunded':
      // Only we refund, and we could not have refunded a charge we never wrote down: the
      // provider's books moved on their own. The money came in; the refund needs a person.
      logger.warn('payments.answer_refunded_unknown', {
        app_id: row.appId,
        payment_id: row.id,
        provider_status: answer.status,
      })
      return [{ kind: row.type === 'creditcard' || row.type === 'voucher' ? 'authorize' : 'pay' }]
  }
}

/**
 * Writes the provider's answer to a charge onto the payment still `empty` (locked by the
 * caller): `issue` with the artefacts (by whoever created the charge), then the provider's
 * verdict (no actor). Announces `payment.created` with the payment as it ends up.
 */
export async function applyChargeAnswer(
  change: PaymentChange,
  row: PaymentRow,
  answer: ChargeAnswer,
  options: { account: GatewayAccount | null; issuer: Actor; logger: Logger },
): Promise<PaymentRow> {
  let current = (
    await change.move(
      row,
      { kind: 'issue' },
      {
        actor: options.issuer,
        note: ISSUE_NOTES[row.type as PaymentType] ?? '',
        set: artefactsOf(row, answer, options.account),
      },
    )
  ).row
  for (const intent of movesAfterIssue(answer, options.logger, row)) {
    const note = intent.kind === 'decline' ? (answer.declineReason ?? 'Cobrança recusada.') : ''
    current = (await change.move(current, intent, { actor: PROVIDER_ACTOR, note })).row
  }
  change.announce({ type: 'payment.created', row: current }, { first: true })
  return current
}

/** A charge the provider refused or never made: straight from `empty` to `failed`. */
export async function declineUnanswered(
  change: PaymentChange,
  row: PaymentRow,
  note: string,
): Promise<PaymentRow> {
  const { row: failed } = await change.move(
    row,
    { kind: 'decline' },
    { actor: PROVIDER_ACTOR, note },
  )
  change.announce({ type: 'payment.created', row: failed }, { first: true })
  return failed
}

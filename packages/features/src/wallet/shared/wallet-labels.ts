import type { PayoutKind, PayoutStatus, StatementKind } from '@vitrine/api'

/** A statement line's kind as people read it (the server's CSV words them the same way). */
export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  release: 'Venda liberada',
  refund: 'Estorno',
  chargeback: 'Chargeback',
  withdrawal: 'Saque',
  supplier_payment: 'Pagamento a fornecedor',
  payout_returned: 'Devolução',
  split: 'Divisão',
  split_reversal: 'Devolução de divisão',
  other: 'Outro',
}

export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = {
  withdrawal: 'Saque',
  supplier_payment: 'Pagamento a fornecedor',
}

/** in transit → paid out, or failed (the money came back to available). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  in_transit: 'Em trânsito',
  paid_out: 'Pago',
  failed: 'Falhou',
}

export const PAYOUT_STATUS_TONES = {
  in_transit: 'warning',
  paid_out: 'success',
  failed: 'danger',
} as const satisfies Record<PayoutStatus, string>

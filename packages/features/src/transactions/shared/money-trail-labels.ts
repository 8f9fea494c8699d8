/** The ledger's accounts as a merchant reads them (apps/server/src/ledger/accounts.ts). */
export const ACCOUNT_LABELS: Record<string, string> = {
  customer_receivable: 'A receber do cliente',
  gateway_clearing: 'Em trânsito no provedor',
  merchant_pending: 'A liberar',
  merchant_available: 'Disponível',
  fees: 'Taxas',
  refunds: 'Reembolsos',
}

/** An account's name; a later area's prefixed account ("seller:42") shows as it is. */
export const accountLabel = (account: string) => ACCOUNT_LABELS[account] ?? account

/** Each kind of journal, as a step of the money's way. */
export const JOURNAL_LABELS: Record<string, string> = {
  charge: 'Cobrança recebida',
  fee: 'Taxa do provedor',
  net: 'Líquido a liberar',
  release: 'Liberado para a loja',
  refund: 'Reembolso',
  chargeback: 'Chargeback',
  reversal: 'Lançamento estornado',
}

export const journalLabel = (kind: string) => JOURNAL_LABELS[kind] ?? kind

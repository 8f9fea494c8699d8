import { SELLER_ACCOUNT } from '@vitrine/api'

/** The ledger's accounts as a merchant reads them (apps/server/src/ledger/accounts.ts). */
export const ACCOUNT_LABELS: Record<string, string> = {
  customer_receivable: 'A receber do cliente',
  gateway_clearing: 'Em trânsito no provedor',
  merchant_pending: 'A liberar',
  merchant_available: 'Disponível',
  fees: 'Taxas',
  refunds: 'Reembolsos',
}

/** A split seller's two balances (`seller_pending:42`, `seller_available:42`). */
const SELLER_BALANCES: Record<string, string> = {
  pending: 'a liberar',
  available: 'disponível',
}

/** A seller's name by its id, when the page knows it (the payment's split names its sellers). */
export type SellerNameOf = (sellerId: number) => string | undefined

/**
 * An account's name: a split seller's balance reads "Vendedor Ana · a liberar" (its number when
 * its name is not known); another prefixed account shows as it is.
 */
export function accountLabel(account: string, sellerName?: SellerNameOf): string {
  const seller = SELLER_ACCOUNT.exec(account)
  if (seller) {
    const id = Number(seller[2])
    return `Vendedor ${sellerName?.(id) ?? `#${id}`} · ${SELLER_BALANCES[seller[1]!]}`
  }
  return ACCOUNT_LABELS[account] ?? account
}

/** Each kind of journal, as a step of the money's way. */
export const JOURNAL_LABELS: Record<string, string> = {
  charge: 'Cobrança recebida',
  fee: 'Taxa do provedor',
  net: 'Líquido a liberar',
  release: 'Liberado para a loja',
  refund: 'Reembolso',
  chargeback: 'Chargeback',
  reversal: 'Lançamento estornado',
  split: 'Divisão com os vendedores',
  split_reversal: 'Devolução dos vendedores',
  split_release: 'Liberado para o vendedor',
}

export const journalLabel = (kind: string) => JOURNAL_LABELS[kind] ?? kind

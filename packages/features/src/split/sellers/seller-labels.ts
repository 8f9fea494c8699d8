import type { BadgeProps } from '@vitrine/ui'
import { formatDocument, type Seller, type SellerStatus, type SplitPartStatus } from '@vitrine/api'
import { bankName } from '../../shared/payout-destination/banks.ts'

/*
 * The sellers screen's words: statuses as badges and where a seller receives in one line (the
 * bank by name when it is one of the shared list's, else by its number).
 */

export const sellerStatusLabels: Record<SellerStatus, string> = {
  active: 'Ativo',
  pending_verification: 'Aguardando verificação',
  suspended: 'Suspenso',
}

export const sellerStatusTones: Record<SellerStatus, BadgeProps['tone']> = {
  active: 'success',
  pending_verification: 'warning',
  suspended: 'neutral',
}

export const partStatusLabels: Record<SplitPartStatus, string> = {
  pending: 'A liberar',
  released: 'Liberada',
  reversed: 'Estornada',
}

export const partStatusTones: Record<SplitPartStatus, BadgeProps['tone']> = {
  pending: 'warning',
  released: 'success',
  reversed: 'danger',
}

/** "341 — Itaú Unibanco", or the bare code. */
export function bankLabel(code: string): string {
  const name = bankName(code)
  return name ? `${code} — ${name}` : code
}

/** Where the seller receives, in one line: "Pix: joana@…" or "341 — Itaú Unibanco · ag. 1234 · c/c 56789-3". */
export function payoutLine(payout: Seller['payout']): string {
  if (payout.kind === 'pix') return `Pix: ${payout.pix_key}`
  const agency = payout.agency_digit ? `${payout.agency}-${payout.agency_digit}` : payout.agency
  const type = payout.account_type === 'savings' ? 'poupança' : 'c/c'
  return `${bankLabel(payout.bank_code)} · ag. ${agency} · ${type} ${payout.account}-${payout.account_digit}`
}

/** "CNPJ 11.222.333/0001-81" */
export const documentLine = (seller: Pick<Seller, 'document' | 'document_kind'>) =>
  `${seller.document_kind.toUpperCase()} ${formatDocument(seller.document)}`

import type { BadgeProps } from '@vitrine/ui'
import {
  formatDocument,
  type BankAccountType,
  type Seller,
  type SellerStatus,
  type SplitPartStatus,
} from '@vitrine/api'

/*
 * The sellers screen's words: statuses as badges, where a seller receives in one line, and the
 * banks sellers most often receive at (a code outside the list still shows, as its number).
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

export const accountTypeLabels: Record<BankAccountType, string> = {
  checking: 'Conta corrente',
  savings: 'Conta poupança',
}

/**
 * Banks where sellers receive, by FEBRABAN (COMPE) code: the traditional banks and the digital
 * banks and payment institutions small sellers use most.
 */
export const PAYOUT_BANKS: readonly { code: string; name: string }[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '077', name: 'Banco Inter' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank' },
  { code: '290', name: 'PagBank' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '380', name: 'PicPay' },
  { code: '403', name: 'Cora' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
]

/** "Itaú Unibanco", or undefined for a code outside the list. */
export const bankName = (code: string) => PAYOUT_BANKS.find((bank) => bank.code === code)?.name

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

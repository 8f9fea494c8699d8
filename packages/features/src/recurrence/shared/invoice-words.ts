import { INVOICE_STATUS_LABELS, type InvoiceLine, type InvoiceStatus } from '@vitrine/api'
import type { BadgeProps } from '@vitrine/ui'

/*
 * An invoice's status is the specification's (section 3): active while payable or paid,
 * expired when its window closed unpaid. Whether it was paid is said beside it.
 */

export const invoiceStatusText = (status: InvoiceStatus) => INVOICE_STATUS_LABELS[status]['pt-BR']

/** Paid reads as done; active and unpaid needs paying; expired is over. */
export function invoiceTone(invoice: {
  status: InvoiceStatus
  paid_at: string | null
}): NonNullable<BadgeProps['tone']> {
  if (invoice.status === 'expired') return 'neutral'
  return invoice.paid_at ? 'success' : 'warning'
}

/** "Ativa · paga", "Ativa · a pagar", "Expirada". */
export function invoiceStateText(invoice: { status: InvoiceStatus; paid_at: string | null }) {
  if (invoice.status === 'expired') return invoiceStatusText('expired')
  return `${invoiceStatusText('active')} · ${invoice.paid_at ? 'paga' : 'a pagar'}`
}

export const INVOICE_LINE_LABELS: Record<InvoiceLine['kind'], string> = {
  plan: 'Plano',
  setup_fee: 'Taxa de adesão',
  proration: 'Ajuste da troca de plano',
  credit: 'Crédito',
}

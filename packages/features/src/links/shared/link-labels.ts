import { formatMoney, type LinkStatus, type PaymentLink } from '@vitrine/api'
import { formatDate } from '../../shared/format.ts'

/** A link's status in words. */
export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  active: 'Ativo',
  expired: 'Expirado',
  sold_out: 'Esgotado',
  inactive: 'Inativo',
}

/** The status filter's chips (plural, as a list is filtered). */
export const LINK_STATUS_FILTER_LABELS: Record<LinkStatus, string> = {
  active: 'Ativos',
  expired: 'Expirados',
  sold_out: 'Esgotados',
  inactive: 'Inativos',
}

/** "R$ 12,90", or "A partir de R$ 5,00" when the payer chooses the amount. */
export function priceLabel(link: Pick<PaymentLink, 'amount_mode' | 'amount_cents' | 'min_cents'>) {
  if (link.amount_mode === 'open') return `A partir de ${formatMoney(link.min_cents ?? 0)}`
  return formatMoney(link.amount_cents ?? 0)
}

/** "3 vendidos de 50", "1 vendido", "Nenhuma venda". */
export function soldLabel(link: Pick<PaymentLink, 'sold_count' | 'quantity_limit'>) {
  const { sold_count: sold, quantity_limit: limit } = link
  const count =
    sold === 0 && limit === null
      ? 'Nenhuma venda'
      : `${sold.toLocaleString('pt-BR')} ${sold === 1 ? 'vendido' : 'vendidos'}`
  return limit === null ? count : `${count} de ${limit.toLocaleString('pt-BR')}`
}

/**
 * "Expira em 25/12/2026", "Expirou em 20/11/2026", "Sem data de expiração". The server's status
 * tells whether an active or sold-out link's date has passed (it has not); only a switched-off
 * link's date is compared with `now`.
 */
export function expiryLabel(
  link: Pick<PaymentLink, 'expires_at' | 'status'>,
  now: Date = new Date(),
) {
  if (link.expires_at === null) return 'Sem data de expiração'
  const past =
    link.status === 'expired' ||
    (link.status === 'inactive' && Date.parse(link.expires_at) <= now.getTime())
  return `${past ? 'Expirou' : 'Expira'} em ${formatDate(link.expires_at)}`
}

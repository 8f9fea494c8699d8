import type { Customer } from '@vitrine/api'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { formatMoney } from '@vitrine/api'
import { DetailList } from './ContactDetails.tsx'

/** What the store knows of the customer's purchases (kept by payments: zero until then). */
export function PurchaseSummary({ customer }: { customer: Customer }) {
  return (
    <DetailList
      items={[
        ['Compras', customer.purchases_count.toLocaleString('pt-BR')],
        ['Total gasto', formatMoney(customer.total_spent)],
        [
          'Última compra',
          customer.last_purchase_at ? formatDateTime(customer.last_purchase_at) : 'Nenhuma ainda',
        ],
        ['Cliente desde', formatDate(customer.created_at)],
        ['Atualizado em', formatDateTime(customer.updated_at)],
      ]}
    />
  )
}

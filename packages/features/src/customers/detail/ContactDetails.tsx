import type { ReactNode } from 'react'
import { formatDocument, formatPhone, type Customer } from '@vitrine/api'
import { formatDate } from '../../shared/format.ts'

/** A birth date is a day, not a moment: shown as stored, whatever the time zone. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00.000Z`)

const NOT_INFORMED = <span className="text-muted-foreground">Não informado</span>

/** Terms and values in two columns on wide screens, one under the other on phones. */
export function DetailList({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The contact data as read (and at read level, the only way they show). */
export function ContactDetails({ customer }: { customer: Customer }) {
  return (
    <DetailList
      items={[
        ['E-mail', customer.email ?? NOT_INFORMED],
        [
          customer.document_kind === 'cnpj'
            ? 'CNPJ'
            : customer.document_kind === 'cpf'
              ? 'CPF'
              : 'CPF ou CNPJ',
          customer.document ? formatDocument(customer.document) : NOT_INFORMED,
        ],
        ['Telefone', customer.phone ? formatPhone(customer.phone) : NOT_INFORMED],
        ['Data de nascimento', customer.birth_date ? formatDay(customer.birth_date) : NOT_INFORMED],
        [
          'Ofertas por e-mail',
          customer.marketing_consent ? 'Aceita receber' : 'Não aceita receber',
        ],
      ]}
    />
  )
}

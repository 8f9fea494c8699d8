import type { ReactNode } from 'react'
import type { Customer } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { CustomersBreadcrumb } from '../shared/CustomersBreadcrumb.tsx'
import type { CustomerSection } from '../section.ts'

const documentKinds = {
  cpf: { badge: 'CPF', title: 'Pessoa física (CPF)' },
  cnpj: { badge: 'CNPJ', title: 'Pessoa jurídica (CNPJ)' },
} as const

export interface CustomerHeaderProps {
  appId: number
  section: CustomerSection
  /** Absent until the customer is known (or when it is not there). */
  customer?: Customer
  action?: ReactNode
}

/** The page's heading: the trail, the customer's name and kind of document, the page action. */
export function CustomerHeader({ appId, section, customer, action }: CustomerHeaderProps) {
  const kind = customer?.document_kind ? documentKinds[customer.document_kind] : null
  return (
    <header className="flex flex-col gap-3">
      <CustomersBreadcrumb section={section} appId={appId} current={customer?.name ?? 'Cliente'} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-semibold break-words">
            {customer?.name ?? 'Cliente'}
          </h1>
          {kind ? (
            <Badge tone="neutral" title={kind.title}>
              <span aria-hidden>{kind.badge}</span>
              <span className="sr-only">{kind.title}</span>
            </Badge>
          ) : null}
        </div>
        {action}
      </div>
    </header>
  )
}

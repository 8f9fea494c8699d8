import { useId } from 'react'
import type { Customer } from '@vitrine/api'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'
import { EditButton, useInPlaceEdit } from './in-place-edit.tsx'
import { PurchaseSummary } from './PurchaseSummary.tsx'
import type { SaveCustomer } from './save-customer.ts'

export interface OverviewCardProps {
  customer: Customer
  canWrite: boolean
  onSave: SaveCustomer
}

/** "Visão geral": contact data (editable in place) and the purchase figures (the system's). */
export function OverviewCard({ customer, canWrite, onSave }: OverviewCardProps) {
  const edit = useInPlaceEdit()
  const contactId = useId()
  const purchasesId = useId()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Visão geral</h2>
        </CardTitle>
        {canWrite && !edit.editing ? (
          <CardAction>
            <EditButton ref={edit.trigger} label="Editar contato" onClick={edit.start} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-labelledby={contactId} className="flex flex-col gap-3">
          <h3 id={contactId} className="font-semibold">
            Contato
          </h3>
          {edit.editing ? (
            <ContactForm customer={customer} onSave={onSave} onClose={edit.stop} />
          ) : (
            <ContactDetails customer={customer} />
          )}
        </section>
        <section
          aria-labelledby={purchasesId}
          className="flex flex-col gap-3 border-t border-border pt-5"
        >
          <h3 id={purchasesId} className="font-semibold">
            Compras
          </h3>
          <PurchaseSummary customer={customer} />
        </section>
      </CardContent>
    </Card>
  )
}

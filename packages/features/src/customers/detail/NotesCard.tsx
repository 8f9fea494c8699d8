import type { Customer } from '@vitrine/api'
import { Card, CardAction, CardContent, CardHeader, CardTitle, useNotify } from '@vitrine/ui'
import { TextareaField } from '@vitrine/ui/form'
import { NotesFormSchema } from './customer-forms.ts'
import { EditButton, InPlaceForm, useInPlaceEdit } from './in-place-edit.tsx'
import { saveCard, type SaveCustomer } from './save-customer.ts'

export interface NotesCardProps {
  customer: Customer
  canWrite: boolean
  onSave: SaveCustomer
}

/** "Observações": what the team should know about the customer, in their own words. */
export function NotesCard({ customer, canWrite, onSave }: NotesCardProps) {
  const edit = useInPlaceEdit()
  const notify = useNotify()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Observações</h2>
        </CardTitle>
        {canWrite && !edit.editing ? (
          <CardAction>
            <EditButton ref={edit.trigger} label="Editar observações" onClick={edit.start} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {edit.editing ? (
          <InPlaceForm
            schema={NotesFormSchema}
            label="Editar observações"
            defaultValues={{ notes: customer.notes }}
            onCancel={edit.stop}
            onSubmit={(values, form) =>
              saveCard(
                form,
                () => onSave(values),
                () => {
                  notify({ type: 'success', message: 'Observações salvas.' })
                  edit.stop()
                },
              )
            }
          >
            {({ control }) => (
              <TextareaField
                control={control}
                name="notes"
                label="Observações"
                rows={5}
                maxLength={5000}
                autoFocus
              />
            )}
          </InPlaceForm>
        ) : customer.notes ? (
          <p className="break-words whitespace-pre-line">{customer.notes}</p>
        ) : (
          <p className="text-muted-foreground">Nenhuma observação.</p>
        )}
      </CardContent>
    </Card>
  )
}

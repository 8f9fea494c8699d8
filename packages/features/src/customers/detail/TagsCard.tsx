import useSWR from 'swr'
import { customerKeys, MAX_TAGS, TAG_MAX_LENGTH, type Customer } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  TagField,
  useNotify,
} from '@vitrine/ui'
import { TagsFormSchema } from './customer-forms.ts'
import { EditButton, InPlaceForm, useInPlaceEdit } from './in-place-edit.tsx'
import { saveCard, type SaveCustomer } from './save-customer.ts'

export interface TagsCardProps {
  appId: number
  customer: Customer
  canWrite: boolean
  onSave: SaveCustomer
}

const normalizeTag = (tag: string) => tag.trim().toLowerCase()

/** "Etiquetas": free words that group customers (the list filters by them). */
export function TagsCard({ appId, customer, canWrite, onSave }: TagsCardProps) {
  const edit = useInPlaceEdit()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Etiquetas</h2>
        </CardTitle>
        {canWrite && !edit.editing ? (
          <CardAction>
            <EditButton ref={edit.trigger} label="Editar etiquetas" onClick={edit.start} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {edit.editing ? (
          <TagsForm appId={appId} customer={customer} onSave={onSave} onClose={edit.stop} />
        ) : customer.tags.length > 0 ? (
          <ul aria-label="Etiquetas do cliente" className="flex flex-wrap gap-1.5">
            {customer.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="primary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Nenhuma etiqueta.</p>
        )}
      </CardContent>
    </Card>
  )
}

function TagsForm({
  appId,
  customer,
  onSave,
  onClose,
}: Omit<TagsCardProps, 'canWrite'> & { onClose: () => void }) {
  const api = useApi()
  const notify = useNotify()
  // The store's tags, offered while typing so the same word is spelled the same way.
  const { data: storeTags } = useSWR(customerKeys.tags(appId), () => api.customers.tags(appId))
  return (
    <InPlaceForm
      schema={TagsFormSchema}
      label="Editar etiquetas"
      defaultValues={{ tags: customer.tags }}
      onCancel={onClose}
      onSubmit={(values, form) =>
        saveCard(
          form,
          () => onSave(values),
          () => {
            notify({ type: 'success', message: 'Etiquetas salvas.' })
            onClose()
          },
        )
      }
    >
      {({ control }) => (
        <TagField
          control={control}
          name="tags"
          label="Etiquetas"
          hint={`Tecle Enter ou vírgula após cada uma. Até ${MAX_TAGS}.`}
          max={MAX_TAGS}
          maxLength={TAG_MAX_LENGTH}
          normalize={normalizeTag}
          suggestions={storeTags?.map(({ tag }) => tag)}
          removeLabel={(tag) => `Remover a etiqueta ${tag}`}
          autoFocus
        />
      )}
    </InPlaceForm>
  )
}

import {
  CreateWebhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  isTriggerEvent,
  type ConsoleEventType,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, SwitchField, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { EventTypesField } from './EventTypesField.tsx'
import type { UnreadableAreas } from './use-event-access.ts'

export interface EndpointDialogProps {
  appId: number
  /** The endpoint being edited, `'new'` for a new one, null when closed. */
  editing: WebhookEndpoint | 'new' | null
  onClose: () => void
  /** A new endpoint was made: its secret is to be shown, once. */
  onCreated: (created: WebhookEndpointWithSecret) => void
  /** An endpoint was changed (or made): the list is to be fetched again. */
  onSaved: () => Promise<void>
  unreadable: UnreadableAreas
}

/**
 * "Novo endpoint" and "Editar endpoint": the address, a description, the events and whether it
 * receives them. The form ends in the contract's own schema, so it refuses what the server would.
 */
export function EndpointDialog({
  appId,
  editing,
  onClose,
  onCreated,
  onSaved,
  unreadable,
}: EndpointDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const endpoint = editing === 'new' ? null : editing
  const title = endpoint ? 'Editar endpoint' : 'Novo endpoint'

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            A Vitrine envia um POST com o evento em JSON a este endereço, assinado com o segredo do
            endpoint, e tenta de novo por até três dias enquanto a resposta não for 2xx.
          </DialogDescription>
        </DialogHeader>
        {editing === null ? null : (
          <Form
            // A fresh form for each endpoint opened.
            key={endpoint?.id ?? 'new'}
            schema={CreateWebhookEndpointSchema}
            aria-label={title}
            className="gap-5"
            defaultValues={{
              url: endpoint?.url ?? '',
              description: endpoint?.description ?? '',
              // A console endpoint has none of the triggers' events (the server lists none that does).
              event_types: (endpoint?.event_types ?? []).filter(
                (type): type is ConsoleEventType => !isTriggerEvent(type),
              ),
              active: endpoint?.active ?? true,
            }}
            onSubmit={async (values, form) => {
              try {
                if (endpoint) {
                  await api.webhooks.update(appId, endpoint.id, values)
                  notify({ type: 'success', message: 'Endpoint salvo.' })
                  await onSaved()
                  onClose()
                } else {
                  const created = await api.webhooks.create(appId, values)
                  await onSaved()
                  onCreated(created)
                }
              } catch (error) {
                showServerError(form, error)
              }
            }}
          >
            {({ control }) => (
              <>
                <TextField
                  control={control}
                  name="url"
                  label="URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  hint="Um endereço https do seu sistema que responda 2xx em até 10 segundos."
                  autoComplete="off"
                  required
                />
                <TextField
                  control={control}
                  name="description"
                  label="Descrição"
                  hint="Opcional. Para reconhecer o endpoint depois, por exemplo «ERP»."
                  autoComplete="off"
                />
                <EventTypesField name="event_types" unreadable={unreadable} />
                <SwitchField
                  control={control}
                  name="active"
                  label="Ativo"
                  hint="Desligado, o endpoint não recebe eventos; as entregas pendentes são canceladas."
                />
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="secondary">Cancelar</Button>
                  </DialogClose>
                  <SubmitButton>{endpoint ? 'Salvar' : 'Criar endpoint'}</SubmitButton>
                </DialogFooter>
              </>
            )}
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}

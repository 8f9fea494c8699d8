import { useState } from 'react'
import * as v from 'valibot'
import {
  DATAPLUS_TRIGGER_EVENTS,
  DataplusTriggerInputSchema,
  fieldErrorsOf,
  isApiError,
  issuesToFieldErrors,
  type DataplusTrigger,
  type DataplusTriggerEvent,
  type DataplusTriggerInput,
} from '@vitrine/api'
import { validationConfig } from '@vitrine/api/validation'
import {
  Alert,
  Button,
  CheckboxGroup,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Switch,
} from '@vitrine/ui'
import { SecretReveal } from '../../../shared/SecretReveal.tsx'
import { EVENT_LABELS } from '../shared/words.ts'

export interface TriggerDialogProps {
  trigger?: DataplusTrigger
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Answers the signing secret for a new trigger (shown once here), nothing for an edit. */
  save: (input: DataplusTriggerInput) => Promise<string | null>
}

/**
 * "Novo gatilho" and "Editar gatilho": the URL, which row events, on or off, a description.
 * A new trigger's signing secret is shown once, here, before the dialog closes.
 */
export function TriggerDialog({ trigger, open, onOpenChange, save }: TriggerDialogProps) {
  const [secret, setSecret] = useState<string | null>(null)
  const title = secret ? 'Gatilho criado' : trigger ? 'Editar gatilho' : 'Novo gatilho'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSecret(null)
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {secret
              ? 'Guarde o segredo agora: ele assina cada envio (Vitrine-Signature) e não será mostrado de novo.'
              : 'A cada linha incluída, alterada ou excluída, a Vitrine envia a linha a este endereço, assinada, com novas tentativas se ele falhar.'}
          </DialogDescription>
        </DialogHeader>
        {!open ? null : secret ? (
          <div className="flex flex-col gap-4">
            <SecretReveal
              secret={secret}
              label="Segredo de assinatura"
              noun="segredo"
              warning="Copie e guarde no sistema que recebe os envios, para conferir a assinatura."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Concluir</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <TriggerForm
            key={trigger?.id ?? 'new'}
            title={title}
            trigger={trigger}
            save={save}
            onSaved={(created) => (created ? setSecret(created) : onOpenChange(false))}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function TriggerForm({
  title,
  trigger,
  save,
  onSaved,
}: {
  title: string
  trigger?: DataplusTrigger
  save: TriggerDialogProps['save']
  onSaved: (secret: string | null) => void
}) {
  const [form, setForm] = useState({
    url: trigger?.url ?? '',
    description: trigger?.description ?? '',
    events: (trigger?.events ?? ['inserted', 'updated', 'removed']) as DataplusTriggerEvent[],
    active: trigger?.active ?? true,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const submit = async () => {
    setFormError(null)
    const checked = v.safeParse(DataplusTriggerInputSchema, form, validationConfig('pt-BR'))
    if (!checked.success) {
      setErrors(issuesToFieldErrors(checked.issues))
      return
    }
    setSaving(true)
    try {
      onSaved(await save(form))
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar o gatilho.',
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field
        label="URL"
        required
        hint="O endereço que recebe um POST com a linha, em JSON."
        message={errors.url || undefined}
      >
        <Input
          type="url"
          value={form.url}
          placeholder="https://erp.exemplo.com.br/webhooks/vitrine"
          onChange={(event) => {
            setForm({ ...form, url: event.target.value })
            setErrors({ ...errors, url: '' })
          }}
        />
      </Field>
      <Field label="Eventos" required message={errors.events || undefined}>
        <CheckboxGroup
          options={DATAPLUS_TRIGGER_EVENTS.map((event) => ({
            value: event,
            label: EVENT_LABELS[event],
          }))}
          value={form.events}
          onValueChange={(events) => {
            setForm({ ...form, events: events as DataplusTriggerEvent[] })
            setErrors({ ...errors, events: '' })
          }}
        />
      </Field>
      <Field label="Descrição" message={errors.description || undefined}>
        <Input
          value={form.description}
          maxLength={200}
          placeholder="ERP: sincroniza as lojas"
          onChange={(event) => setForm({ ...form, description: event.target.value })}
        />
      </Field>
      <Switch
        label="Ativo"
        checked={form.active}
        onCheckedChange={(active) => setForm({ ...form, active })}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Salvar gatilho
        </Button>
      </DialogFooter>
    </form>
  )
}

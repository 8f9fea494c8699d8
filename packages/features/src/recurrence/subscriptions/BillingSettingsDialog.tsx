import { useFormState } from 'react-hook-form'
import useSWR from 'swr'
import { DUNNING_MAX_RETRIES, recurrenceKeys, type BillingSettings } from '@vitrine/api'
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
  ErrorState,
  RadioGroupField,
  RadioGroupItem,
  Skeleton,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, SwitchField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { errorMessage, showServerError } from '../../shared/server-errors.ts'
import {
  BillingSettingsFormSchema,
  billingSettingsValues,
  type BillingSettingsFormValues,
} from './billing-settings-form.ts'

export interface BillingSettingsDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Regras de cobrança": what happens after a card is declined (new tries so many days after
 * the failure, then cancel or pause), how early a pix or boleto goes out before its due date,
 * and whether the subscriber is mailed at each step. The store's defaults until it saves.
 */
export function BillingSettingsDialog({ appId, open, onOpenChange }: BillingSettingsDialogProps) {
  const api = useApi()
  const settings = useSWR(open ? recurrenceKeys.settings(appId) : null, () =>
    api.recurrence.billingSettings(appId),
  )
  let body
  if (settings.error && !settings.data) {
    body = (
      <ErrorState
        titleAs="h3"
        title="Não foi possível carregar as regras de cobrança"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.mutate()}
      />
    )
  } else if (!settings.data) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Carregando as regras de cobrança"
        className="grid gap-3"
      >
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-10 w-1/2" />
      </div>
    )
  } else {
    body = (
      <SettingsForm
        appId={appId}
        settings={settings.data}
        onSaved={async (saved) => {
          await settings.mutate(saved, { revalidate: false })
          onOpenChange(false)
        }}
      />
    )
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Regras de cobrança</DialogTitle>
          <DialogDescription>
            Valem para todas as assinaturas da loja, a partir da próxima cobrança.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  )
}

function SettingsForm({
  appId,
  settings,
  onSaved,
}: {
  appId: number
  settings: BillingSettings
  onSaved: (saved: BillingSettings) => Promise<void>
}) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={BillingSettingsFormSchema}
      aria-label="Regras de cobrança"
      defaultValues={billingSettingsValues(settings)}
      onSubmit={async (values, form) => {
        try {
          const saved = await api.recurrence.saveBillingSettings(appId, values)
          notify({ type: 'success', message: 'Regras de cobrança salvas.' })
          await onSaved(saved)
        } catch (error) {
          showServerError(form, error)
        }
      }}
    >
      <RetryDaysFields />
      <RadioGroupField name="on_exhaustion" label="Quando as tentativas acabam" required>
        <RadioGroupItem
          value="cancel"
          label="Cancelar a assinatura"
          description="A assinatura termina; o cliente precisa assinar de novo."
        />
        <RadioGroupItem
          value="pause"
          label="Pausar a assinatura"
          description="Nada mais é cobrado até você retomá-la."
        />
      </RadioGroupField>
      <TextField
        name="advance_days"
        label="Antecedência do pix e do boleto"
        inputMode="numeric"
        required
        autoComplete="off"
        className="max-w-40"
        endAdornment={<span aria-hidden>dias</span>}
        hint="Quantos dias antes do vencimento o pix ou o boleto é enviado ao assinante."
      />
      <SwitchField
        name="send_emails"
        label="Avisar o assinante por e-mail"
        hint="A cada fatura, recusa e nova tentativa."
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <SubmitButton>Salvar regras</SubmitButton>
      </DialogFooter>
    </Form>
  )
}

/** The retry days, ascending, each counted from the first failure; up to six. */
function RetryDaysFields() {
  const days = useListField<string>('retry_days')
  // A rule of the whole list (ascending) is said under it, not under one day.
  const { errors } = useFormState<BillingSettingsFormValues>({ name: 'retry_days' })
  const listMessage = (errors.retry_days as { message?: string } | undefined)?.message
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">Novas tentativas no cartão</legend>
      <p className="text-sm text-muted-foreground">
        Dias depois da primeira recusa, em ordem crescente (de 1 a 30). Sem nenhum, a recusa já
        encerra as tentativas.
      </p>
      {days.keys.map((key, index) => (
        <div key={key} className="flex items-start gap-2">
          <TextField
            name={`retry_days.${index}`}
            label={`${index + 1}ª nova tentativa`}
            inputMode="numeric"
            required
            autoComplete="off"
            className="max-w-40"
            endAdornment={<span aria-hidden>dias</span>}
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={`Remover a ${index + 1}ª nova tentativa`}
            onClick={() => days.remove(index)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      {listMessage ? (
        <p role="alert" className="text-sm text-danger-foreground" data-slot="retry-days-error">
          {listMessage}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={days.keys.length >= DUNNING_MAX_RETRIES}
        onClick={() => days.append('')}
      >
        <Plus aria-hidden />
        Adicionar tentativa
      </Button>
    </fieldset>
  )
}

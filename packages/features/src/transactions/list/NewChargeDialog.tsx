import { useMemo, useState } from 'react'
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetValue,
} from 'react-hook-form'
import useSWR from 'swr'
import {
  ApiError,
  fieldErrorsOf,
  formatMoney,
  gatewayKeys,
  isApiError,
  installmentOptions,
  type Gateway,
  type InstallmentSetup,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
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
import { Form, SelectField, SubmitButton, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { useNavigate } from '../../routes/navigation.tsx'
import { installmentLabel } from '../../shared/card-form.ts'
import { showServerError } from '../../shared/server-errors.ts'
import { useRequestKey } from '../shared/idempotency.ts'
import { transactionDetailHref } from '../shared/links.ts'
import { PAYMENT_TYPE_LABELS } from '../shared/payment-labels.ts'
import { useGateways } from '../shared/use-gateways.ts'
import { CustomerPicker } from './CustomerPicker.tsx'
import {
  chargeFormDefaults,
  chargeFormSchemaFor,
  chargeInputOf,
  emptyItem,
  formFieldOf,
  maxInstallmentsOf,
  takesCard,
  typedTotal,
  type ChargeFormValues,
} from './new-charge-form.ts'
import { TestCardsHelp } from './TestCardsHelp.tsx'

export interface NewChargeDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Nova cobrança": a charge through one of the store's active gateways, for a customer of the
 * store or nobody, of the items listed. Card gateways ask for the card here (the sandbox lists
 * its test numbers); the new payment's page opens once the gateway has answered.
 */
export function NewChargeDialog({ appId, open, onOpenChange }: NewChargeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Nova cobrança</DialogTitle>
          <DialogDescription>
            Escolha o meio de pagamento e descreva o que está sendo cobrado. O cliente recebe as
            instruções de pagamento por e-mail.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted at each opening: a new intent, with its own idempotency key. */}
        <NewChargeForm appId={appId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

/**
 * A refused charge, shown where it belongs: the server's field messages under the form's own
 * fields (its names differ for the card's expiry and the unit price), the rest at the top, and
 * the keyboard on the first field to fix.
 */
function showChargeError<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues' | 'setFocus'>,
  error: unknown,
) {
  const fields: Record<string, string> = {}
  const aside: string[] = []
  for (const [serverField, message] of Object.entries(fieldErrorsOf(error))) {
    const field = formFieldOf(serverField)
    if (field) fields[field] = message
    else aside.push(message)
  }
  const shown = isApiError(error)
    ? new ApiError({
        statusCode: error.statusCode,
        statusMessage: error.statusMessage,
        message: aside.join(' ') || error.message,
        data: { fields },
      })
    : error
  showServerError(form, shown)
  const first = Object.keys(fields)[0]
  // Messages no one field shows (the items as a whole) go to the top beside the others.
  if (first && aside.length > 0) {
    form.setError('root', { type: 'server', message: aside.join(' ') })
  }
  if (first) form.setFocus(first as Path<TValues>)
}

function gatewayLabel(gateway: Gateway) {
  const kind = PAYMENT_TYPE_LABELS[gateway.type]
  const test = gateway.environment === 'sandbox' ? ' — teste' : ''
  return `${gateway.name} (${kind}${test})`
}

function NewChargeForm({ appId, onDone }: { appId: number; onDone: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const keyFor = useRequestKey()
  const { gateways, error: gatewaysError, reload } = useGateways(appId, true)
  // Only labels the installment choices; without it they show the count alone.
  const { data: setup } = useSWR(gatewayKeys.installments(appId), () =>
    api.gateways.installments(appId),
  )
  const active = useMemo(() => gateways?.filter((gateway) => gateway.active) ?? [], [gateways])
  const [gatewayId, setGatewayId] = useState('')
  const gateway = active.find((item) => String(item.id) === gatewayId)

  if (gatewaysError && !gateways) {
    return (
      <Alert tone="danger">
        Não foi possível carregar os meios de pagamento.
        <Button variant="secondary" size="sm" className="mt-2 w-fit" onClick={() => reload()}>
          Tentar novamente
        </Button>
      </Alert>
    )
  }
  if (gateways && active.length === 0) {
    return (
      <Alert tone="info">
        A loja ainda não tem um meio de pagamento ativo. Configure um em Pagamentos › Meios de
        pagamento para criar cobranças.
      </Alert>
    )
  }

  return (
    <Form
      schema={chargeFormSchemaFor(gateway)}
      aria-label="Nova cobrança"
      defaultValues={chargeFormDefaults}
      onSubmit={async (values, form) => {
        const input = chargeInputOf(values)
        try {
          const created = await api.transactions.create(appId, input, keyFor(input))
          notify({ type: 'success', message: `Cobrança #${created.id} criada.` })
          onDone()
          navigate(transactionDetailHref(appId, created.id))
        } catch (error) {
          showChargeError(form, error)
        }
      }}
    >
      {({ control, setValue }) => (
        <ChargeFields
          appId={appId}
          control={control as unknown as Control<ChargeFormValues>}
          setValue={setValue as unknown as UseFormSetValue<ChargeFormValues>}
          gateways={active}
          loading={!gateways}
          gateway={gateway}
          setup={setup}
          onGatewayChange={setGatewayId}
        />
      )}
    </Form>
  )
}

interface ChargeFieldsProps {
  appId: number
  control: Control<ChargeFormValues>
  setValue: UseFormSetValue<ChargeFormValues>
  gateways: Gateway[]
  loading: boolean
  gateway: Gateway | undefined
  setup: InstallmentSetup | undefined
  onGatewayChange: (id: string) => void
}

function installmentChoices(total: number, max: number, setup: InstallmentSetup | undefined) {
  const counts = Array.from({ length: max }, (_, index) => index + 1)
  const priced = setup
    ? installmentOptions(total, {
        maxInstallments: Math.min(max, setup.max_installments),
        interestFreeUpTo: setup.interest_free,
        monthlyRateBasisPoints: setup.monthly_rate_bps,
        minInstallmentCents: setup.min_installment_cents,
      })
    : []
  if (priced.length > 0) {
    return priced.map((option) => ({
      value: String(option.count),
      label: installmentLabel(option),
    }))
  }
  return counts.map((count) => ({
    value: String(count),
    label: count === 1 ? 'À vista' : `${count}x`,
  }))
}

function ChargeFields({
  appId,
  control,
  setValue,
  gateways,
  loading,
  gateway,
  setup,
  onGatewayChange,
}: ChargeFieldsProps) {
  const items = useListField<typeof emptyItem>('items')
  const typed = useWatch({ control, name: 'items' })
  const total = typedTotal(typed ?? [])
  const maxInstallments = maxInstallmentsOf(gateway)
  const options = gateways.map((item) => ({ value: String(item.id), label: gatewayLabel(item) }))

  return (
    <>
      <SelectField
        control={control}
        name="gateway_id"
        label="Meio de pagamento"
        required
        options={options}
        placeholder={loading ? 'Carregando…' : 'Selecione'}
        disabled={loading}
        onChange={(event) => {
          onGatewayChange(event.target.value)
          // A count the new gateway does not offer would be sent as it is: start at once.
          setValue('installments', '1')
        }}
      />
      <CustomerPicker appId={appId} control={control} />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold">Itens</legend>
        {items.keys.map((key, index) => (
          <div
            key={key}
            className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem_auto]"
          >
            <TextField
              control={control}
              name={`items.${index}.description`}
              label={`Item ${index + 1}`}
              required
              autoComplete="off"
            />
            <TextField
              control={control}
              name={`items.${index}.quantity`}
              label="Quantidade"
              inputMode="numeric"
              required
              autoComplete="off"
            />
            <TextField
              control={control}
              name={`items.${index}.unit_price`}
              label="Preço unitário"
              inputMode="decimal"
              placeholder="0,00"
              startAdornment={<span aria-hidden>R$</span>}
              required
              autoComplete="off"
            />
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-7"
              aria-label={`Remover o item ${index + 1}`}
              disabled={items.keys.length === 1}
              onClick={() => items.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={items.keys.length >= 100}
            onClick={() => items.append(emptyItem)}
          >
            <Plus aria-hidden />
            Adicionar item
          </Button>
          <p className="text-md" data-slot="charge-total">
            Total: <strong className="tabular-nums">{formatMoney(total)}</strong>
          </p>
        </div>
      </fieldset>

      <TextField
        control={control}
        name="description"
        label="Descrição (opcional)"
        hint="Aparece para o cliente com as instruções de pagamento."
        autoComplete="off"
      />

      {maxInstallments > 1 ? (
        <SelectField
          control={control}
          name="installments"
          label="Parcelas"
          options={installmentChoices(total, maxInstallments, setup)}
        />
      ) : null}

      {takesCard(gateway) ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold">Cartão</legend>
          {gateway?.environment === 'sandbox' ? (
            <TestCardsHelp onUse={(number) => setValue('card.number', number)} />
          ) : null}
          <TextField
            control={control}
            name="card.number"
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            required
          />
          <TextField
            control={control}
            name="card.holder"
            label="Nome no cartão"
            autoComplete="cc-name"
            required
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              control={control}
              name="card.expiry"
              label="Validade"
              placeholder="MM/AA"
              inputMode="numeric"
              autoComplete="cc-exp"
              required
            />
            <TextField
              control={control}
              name="card.cvv"
              label="Código de segurança"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
            />
          </div>
          <p className="text-sm text-muted-foreground">
            O cartão vai direto ao provedor: guardamos só a bandeira e os quatro últimos dígitos.
          </p>
        </fieldset>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <SubmitButton>Criar cobrança</SubmitButton>
      </DialogFooter>
    </>
  )
}

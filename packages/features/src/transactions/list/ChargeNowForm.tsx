import { useState } from 'react'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { installmentOptions, type Gateway, type InstallmentSetup } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, DialogClose, DialogFooter, useNotify } from '@vitrine/ui'
import { Form, SelectField, SubmitButton, TextField } from '@vitrine/ui/form'
import { useNavigate } from '../../routes/navigation.tsx'
import { installmentLabel } from '../../shared/card-form.ts'
import { CustomerPicker } from '../../shared/CustomerPicker.tsx'
import { maxInstallmentsOf } from '../../shared/payment-methods/payment-methods.ts'
import { useRequestKey } from '../../shared/request-key.ts'
import { transactionDetailHref } from '../shared/links.ts'
import { PAYMENT_TYPE_LABELS } from '../shared/payment-labels.ts'
import { ChargeItemsFields } from './ChargeItemsFields.tsx'
import {
  chargeFormDefaults,
  chargeFormSchemaFor,
  chargeInputOf,
  formFieldOf,
  NO_CUSTOMER,
  takesCard,
  typedTotal,
  type ChargeFormValues,
} from './new-charge-form.ts'
import { showChargeError } from './show-charge-error.ts'
import { TestCardsHelp } from './TestCardsHelp.tsx'

function gatewayLabel(gateway: Gateway) {
  const kind = PAYMENT_TYPE_LABELS[gateway.type]
  const test = gateway.environment === 'sandbox' ? ' — teste' : ''
  return `${gateway.name} (${kind}${test})`
}

export interface ChargeNowFormProps {
  appId: number
  /** The store's active gateways (the dialog's). */
  gateways: Gateway[]
  loading: boolean
  setup: InstallmentSetup | undefined
  onDone: () => void
}

/**
 * "Cobrar agora": a charge through one of the store's active gateways, for a customer of the
 * store or nobody, of the items listed. Card gateways ask for the card here (the sandbox lists
 * its test numbers); the new payment's page opens once the gateway has answered.
 */
export function ChargeNowForm({ appId, gateways, loading, setup, onDone }: ChargeNowFormProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const keyFor = useRequestKey()
  const [gatewayId, setGatewayId] = useState('')
  const gateway = gateways.find((item) => String(item.id) === gatewayId)

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
          showChargeError(form, error, formFieldOf)
        }
      }}
    >
      {({ control, setValue }) => (
        <ChargeFields
          appId={appId}
          control={control as unknown as Control<ChargeFormValues>}
          setValue={setValue as unknown as UseFormSetValue<ChargeFormValues>}
          gateways={gateways}
          loading={loading}
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
      <CustomerPicker
        appId={appId}
        none={NO_CUSTOMER}
        hint="Nome, e-mail ou CPF/CNPJ."
        failedHint="Não foi possível buscar os clientes; a cobrança pode seguir sem cliente."
      />

      <ChargeItemsFields />

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

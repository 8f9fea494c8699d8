import {
  LINK_MAX_INSTALLMENTS,
  type CaptureRequest,
  type Gateway,
  type InstallmentSetup,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, DialogClose, DialogFooter } from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { CustomerPicker } from '../../shared/CustomerPicker.tsx'
import { MethodFields } from '../../shared/payment-methods/MethodFields.tsx'
import { linkableGateways } from '../../shared/payment-methods/payment-methods.ts'
import {
  CAPTURE_MAX_DAYS,
  captureFieldOf,
  captureInputOf,
  CaptureRequestFormSchema,
  captureRequestDefaults,
} from './capture-request-form.ts'
import { ChargeItemsFields } from './ChargeItemsFields.tsx'
import { NO_CUSTOMER } from './new-charge-form.ts'
import { showChargeError } from './show-charge-error.ts'

export interface CaptureRequestFormProps {
  appId: number
  /** The store's active gateways (the dialog's); a page offers them but a static pix. */
  gateways: Gateway[]
  loading: boolean
  setup: InstallmentSetup | undefined
  onCreated: (request: CaptureRequest) => void
}

/**
 * "Enviar link de pagamento": what the payer is asked to pay (the items, a description, the
 * customer if known), the methods their page offers and for how many days it stays payable.
 * The payer completes it on `/c-capture/{hash}`; nothing is charged until then.
 */
export function CaptureRequestForm({
  appId,
  gateways,
  loading,
  setup,
  onCreated,
}: CaptureRequestFormProps) {
  const api = useApi()
  return (
    <Form
      schema={CaptureRequestFormSchema}
      aria-label="Enviar link de pagamento"
      defaultValues={captureRequestDefaults}
      onSubmit={async (values, form) => {
        try {
          onCreated(await api.checkout.createCapture(appId, captureInputOf(values)))
        } catch (error) {
          showChargeError(form, error, captureFieldOf)
        }
      }}
    >
      <CustomerPicker
        appId={appId}
        none={NO_CUSTOMER}
        hint="Nome, e-mail ou CPF/CNPJ."
        failedHint="Não foi possível buscar os clientes; a cobrança pode seguir sem cliente."
      />
      <ChargeItemsFields />
      <TextField
        name="description"
        label="Descrição (opcional)"
        hint="Aparece para o cliente na página de pagamento."
        autoComplete="off"
      />
      {loading ? null : (
        <MethodFields
          appId={appId}
          gateways={linkableGateways(gateways)}
          // Before the setup arrives, the gateways alone bound the choice (the server checks).
          setupMax={setup?.max_installments ?? LINK_MAX_INSTALLMENTS}
        />
      )}
      <TextField
        name="expires_in_days"
        label="Validade (dias)"
        inputMode="numeric"
        hint={`Por quantos dias o link aceita o pagamento: de 1 a ${CAPTURE_MAX_DAYS}.`}
        required
        autoComplete="off"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <SubmitButton>Criar link</SubmitButton>
      </DialogFooter>
    </Form>
  )
}

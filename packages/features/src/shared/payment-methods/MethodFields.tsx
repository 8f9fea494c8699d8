import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Gateway, GatewayType } from '@vitrine/api'
import { CheckboxGroupField } from '@vitrine/ui'
import { SelectField } from '@vitrine/ui/form'
import { Link } from '../../routes/navigation.tsx'
import { hrefOf } from '../../routes/manifest.ts'
import { installmentCapOptions, installmentsCap } from './payment-methods.ts'

/** The fields a form holding the methods has (a payment link's, a capture request's). */
export interface MethodFormValues {
  /** Checked gateway ids, as the checkboxes hold them. */
  gateway_ids: string[]
  max_installments: string
}

const TYPE_NAMES: Record<GatewayType, string> = {
  pix: 'Pix',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix estático',
  billet: 'Boleto',
  creditcard: 'Cartão de crédito',
  voucher: 'Vale-benefício',
  custom: 'Método próprio',
}

export interface MethodFieldsProps {
  appId: number
  /** The store's gateways a public page may offer (active, no static pix): linkableGateways. */
  gateways: readonly Gateway[]
  /** The installments setup's maximum. */
  setupMax: number
}

/**
 * The methods a public page accepts (the store's active gateways) and the most installments,
 * which the card gateways chosen and the installments setup bound: the choice shrinks with them.
 * Shared by the payment link's form and the capture request's.
 */
export function MethodFields({ appId, gateways, setupMax }: MethodFieldsProps) {
  const { getValues, setValue } = useFormContext<MethodFormValues>()
  const chosen = useWatch<MethodFormValues, 'gateway_ids'>({ name: 'gateway_ids' })
  const cap = installmentsCap(gateways, chosen, setupMax)

  // A choice beyond what the methods now allow comes down to the new maximum.
  useEffect(() => {
    if (Number(getValues('max_installments')) > cap) {
      setValue('max_installments', String(cap), { shouldDirty: true })
    }
  }, [cap, getValues, setValue])

  const gatewaysHref = hrefOf('payments-gateways', { appID: appId })
  if (gateways.length === 0) {
    return (
      <div className="flex flex-col gap-1.5 sm:col-span-2" data-slot="no-gateways">
        <span className="font-medium">Formas de pagamento</span>
        <p className="text-sm text-muted-foreground">
          A loja não tem nenhum meio de pagamento ativo para links.{' '}
          {gatewaysHref ? (
            <Link href={gatewaysHref} className="text-primary underline">
              Cadastre um meio de pagamento
            </Link>
          ) : null}
        </p>
      </div>
    )
  }
  return (
    <>
      <CheckboxGroupField
        name="gateway_ids"
        label="Formas de pagamento"
        required
        options={gateways.map((gateway) => ({
          value: String(gateway.id),
          label: `${gateway.name} (${TYPE_NAMES[gateway.type]})`,
        }))}
        hint="Os meios de pagamento ativos da loja. O pix estático não serve a links."
        fieldClassName="sm:col-span-2"
      />
      <SelectField
        name="max_installments"
        label="Máximo de parcelas"
        options={installmentCapOptions(cap)}
        hint={
          cap === 1
            ? 'Para parcelar, escolha um cartão de crédito ou pix parcelado.'
            : `Até ${cap}x com as formas escolhidas e a configuração de parcelamento da loja.`
        }
      />
    </>
  )
}

import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import {
  isApiError,
  type GatewayFees,
  type PaymentType,
  type Seller,
  type SplitRuleSaved,
  type SplitRuleVariant,
  type SplitRuleVersion,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { OverridesFields } from './OverridesFields.tsx'
import { PartyFields } from './PartyFields.tsx'
import { sellerNameOf } from './rule-labels.ts'
import { draftRule, ruleFormSchemaOf, ruleToValues, type RuleFormValues } from './rule-form.ts'
import { SharesFields } from './SharesFields.tsx'
import { Simulator } from './Simulator.tsx'

export interface RuleFormProps {
  appId: number
  gatewayId: number
  gateway: { type: PaymentType; fees: GatewayFees }
  variant: SplitRuleVariant
  current: SplitRuleVersion | null
  sellers: readonly Seller[]
  canWrite: boolean
  onSaved: (saved: SplitRuleSaved) => unknown
  /** Loads the version in force again (after a 409: someone saved meanwhile). */
  onReload: () => unknown
}

/**
 * The rule's form beside its simulator. A save is made over the version shown
 * (`baseVersion`): when another was saved meanwhile the server answers 409 and the form offers
 * to load it, rather than overwrite a change nobody here has seen.
 */
export function RuleForm(props: RuleFormProps) {
  const { appId, gatewayId, variant, current, onSaved } = props
  const api = useApi()
  const notify = useNotify()
  const [stale, setStale] = useState<string | null>(null)
  return (
    <Form
      schema={ruleFormSchemaOf(variant)}
      defaultValues={ruleToValues(current?.rule ?? null, variant)}
      aria-label="Regra de divisão"
      onSubmit={async (rule, form) => {
        setStale(null)
        try {
          const saved = await api.split.saveRule(appId, gatewayId, rule, {
            baseVersion: current?.version ?? 0,
          })
          notify({
            type: 'success',
            message: saved.created
              ? `Versão ${saved.version.version} salva: vale para os próximos pagamentos.`
              : `Nada mudou: a versão ${saved.version.version} continua em vigor.`,
          })
          await onSaved(saved)
        } catch (error) {
          if (isApiError(error) && error.statusCode === 409) setStale(error.message)
          else showServerError(form, error)
        }
      }}
    >
      {stale ? <StaleAlert message={stale} onReload={props.onReload} /> : null}
      <RuleFormBody {...props} />
    </Form>
  )
}

function StaleAlert({ message, onReload }: { message: string; onReload: () => unknown }) {
  return (
    <Alert tone="warning" className="items-start">
      <div className="flex flex-col gap-2">
        <p>{message}</p>
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onReload()}>
          Carregar a versão atual
        </Button>
      </div>
    </Alert>
  )
}

function RuleFormBody({ gateway, variant, current, sellers, canWrite }: RuleFormProps) {
  const { control } = useFormContext<RuleFormValues>()
  const values = useWatch({ control }) as RuleFormValues
  const nameOf = sellerNameOf(sellers)
  const inactive = sellers.filter(
    (seller) =>
      seller.status !== 'active' &&
      (values.shares ?? []).some((share) => share.seller_id === String(seller.id)),
  )
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
      <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-6">
        <legend className="sr-only">Regra de divisão</legend>
        {inactive.length > 0 ? (
          <Alert tone="warning">
            {inactive.length === 1
              ? `${inactive[0]!.name} não está ativo e tem uma parte nesta regra: tire a parte dele ou reative-o antes de salvar.`
              : `${inactive.map((seller) => seller.name).join(', ')} não estão ativos e têm partes nesta regra: tire as partes deles ou reative-os antes de salvar.`}
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Partes dos vendedores</h2>
            </CardTitle>
            <CardDescription>
              {variant === 'static-pix'
                ? 'No pix estático cada vendedor recebe um valor fixo por pagamento; a loja fica com o restante.'
                : 'Os valores fixos saem primeiro; as porcentagens são do que sobra. A loja fica com o restante.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SharesFields
              name="shares"
              variant={variant}
              sellers={sellers}
              canWrite={canWrite}
              label="Partes dos vendedores"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Tarifa, arredondamento e estornos</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PartyFields sellers={sellers} />
          </CardContent>
        </Card>
        {variant === 'rule' ? (
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Por forma de pagamento</h2>
              </CardTitle>
              <CardDescription>
                Uma divisão diferente para uma forma de pagamento (no cartão, por exemplo).
              </CardDescription>
            </CardHeader>
            <CardContent>
              <OverridesFields sellers={sellers} canWrite={canWrite} />
            </CardContent>
          </Card>
        ) : null}
        {canWrite ? <SaveActions /> : null}
      </fieldset>
      <Simulator
        gateway={gateway}
        draft={draftRule(values, variant)}
        current={current}
        nameOf={nameOf}
      />
    </div>
  )
}

/** Discard (back to the version in force) and Save. */
function SaveActions() {
  const { reset } = useFormContext()
  const { isDirty } = useFormState()
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" disabled={!isDirty} onClick={() => reset()}>
        Descartar alterações
      </Button>
      <SubmitButton>Salvar nova versão</SubmitButton>
    </div>
  )
}

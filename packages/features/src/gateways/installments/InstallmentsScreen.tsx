import useSWR from 'swr'
import { useFormContext, useFormState } from 'react-hook-form'
import { gatewayKeys, type InstallmentSetup, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  useNotify,
} from '@vitrine/ui'
import { Form, SelectField, SubmitButton, TextField } from '@vitrine/ui/form'
import { errorMessage, showServerError } from '../../shared/server-errors.ts'
import { GatewaysBreadcrumb } from '../shared/GatewaysBreadcrumb.tsx'
import { GatewaysNoAccess } from '../shared/GatewaysNoAccess.tsx'
import { gatewaysOverviewHref } from '../shared/links.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { BrandRules } from './BrandRules.tsx'
import { countOptions } from './count-options.ts'
import { installmentsDefaults, InstallmentsFormSchema } from './installments-form.ts'
import { Simulator } from './Simulator.tsx'

export interface InstallmentsScreenProps {
  appId: number
  /** The viewer's payments level: read sees the setup and simulates; write also saves. */
  level: Level
}

/**
 * "Parcelamento": how many installments card payments may have, how many carry no interest,
 * the monthly rate of the others and the smallest installment, with brands that differ, and a
 * simulator that follows the numbers as they are typed.
 */
export function InstallmentsScreen({ appId, level }: InstallmentsScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const setup = useSWR(allowed ? gatewayKeys.installments(appId) : null, () =>
    api.gateways.installments(appId),
  )

  let body
  if (!allowed) {
    body = <GatewaysNoAccess />
  } else if (setup.error && !setup.data) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o parcelamento"
        message={errorMessage(setup.error)}
        onRetry={() => setup.mutate()}
      />
    )
  } else if (!setup.data) {
    body = (
      <SkeletonGroup
        label="Carregando o parcelamento"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        {[6, 8].map((lines) => (
          <Card key={lines} className="px-5">
            <Skeleton className="w-40" />
            <SkeletonText lines={lines} />
          </Card>
        ))}
      </SkeletonGroup>
    )
  } else {
    body = (
      <InstallmentsForm
        // A saved setup starts the form again from what the server kept.
        key={JSON.stringify(setup.data)}
        appId={appId}
        setup={setup.data}
        canWrite={canWrite}
        onSaved={(saved) => setup.mutate(saved, { revalidate: false })}
      />
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <GatewaysBreadcrumb
          items={[
            { label: 'Meios de pagamento', href: gatewaysOverviewHref(appId) },
            { label: 'Parcelamento' },
          ]}
        />
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Parcelamento</h1>
          <p className="text-muted-foreground">
            As parcelas que o cartão de crédito oferece no checkout. Acima do limite sem juros, cada
            parcela segue a tabela Price com a taxa de juros ao mês.
          </p>
        </header>
      </div>
      {body}
    </div>
  )
}

interface InstallmentsFormProps {
  appId: number
  setup: InstallmentSetup
  canWrite: boolean
  onSaved: (saved: InstallmentSetup) => unknown
}

function InstallmentsForm({ appId, setup, canWrite, onSaved }: InstallmentsFormProps) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={InstallmentsFormSchema}
      defaultValues={installmentsDefaults(setup)}
      aria-label="Parcelamento"
      onSubmit={async (values, form) => {
        try {
          const saved = await api.gateways.saveInstallments(appId, values)
          await onSaved(saved)
          notify({ type: 'success', message: 'Parcelamento salvo.' })
        } catch (error) {
          showServerError(form, error)
        }
      }}
    >
      {canWrite ? null : (
        <Alert tone="info" data-slot="read-only-note">
          Você pode consultar o parcelamento e simular valores; para alterar, é preciso permissão de
          edição em Pagamentos.
        </Alert>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {/* Read level sees the same fields, none of them changeable. */}
        <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-6">
          <legend className="sr-only">Regras de parcelamento</legend>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Regras da loja</h2>
              </CardTitle>
              <CardDescription>
                Valem para todas as bandeiras, exceto as listadas abaixo.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="max_installments"
                label="Máximo de parcelas"
                required
                options={countOptions}
              />
              <SelectField
                name="interest_free"
                label="Sem juros até"
                required
                options={countOptions}
                hint="1x quer dizer que todo parcelamento tem juros."
              />
              <TextField
                name="monthly_rate_bps"
                label="Juros ao mês"
                required
                inputMode="decimal"
                endAdornment="%"
                hint="Para as parcelas acima do limite sem juros, até 10%."
              />
              <TextField
                name="min_installment_cents"
                label="Parcela mínima"
                required
                inputMode="decimal"
                startAdornment="R$"
                hint="Parcelamentos com parcelas menores não são oferecidos."
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Por bandeira</h2>
              </CardTitle>
              <CardDescription>
                Para bandeiras com condições diferentes das da loja.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <BrandRules canWrite={canWrite} />
            </CardContent>
          </Card>
          {canWrite ? <SaveActions /> : null}
        </fieldset>
        <Simulator />
      </div>
    </Form>
  )
}

/** Discard (back to what is saved) and Save; closing the tab with changes asks first. */
function SaveActions() {
  const { reset } = useFormContext()
  const { isDirty } = useFormState()
  useLeaveGuard(isDirty)
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" disabled={!isDirty} onClick={() => reset()}>
        Descartar alterações
      </Button>
      <SubmitButton>Salvar</SubmitButton>
    </div>
  )
}

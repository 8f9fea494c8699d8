import { useMemo, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import {
  gatewayKeys,
  GATEWAY_ENVIRONMENTS,
  GATEWAY_PROVIDERS,
  type Gateway,
  type GatewayProvider,
  type GatewayType,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  RadioGroupField,
  RadioGroupItem,
  useNotify,
} from '@vitrine/ui'
import { Form, SelectField, SwitchField, TextField } from '@vitrine/ui/form'
import { useNavigate } from '../../routes/navigation.tsx'
import { showServerError } from '../../shared/server-errors.ts'
import { gatewayTypeTexts } from '../shared/gateway-types.ts'
import { providerLabels } from '../shared/format.ts'
import { gatewayDetailHref } from '../shared/links.ts'
import { CredentialsFields } from './CredentialsFields.tsx'
import { FormActions } from './FormActions.tsx'
import { gatewayFormDefaults, gatewayFormSchema } from './gateway-form.ts'
import { SettingsFields } from './settings-fields.tsx'

export interface GatewayFormProps {
  appId: number
  type: GatewayType
  /** The stored gateway to edit; a new one of `type` when absent. */
  gateway?: Gateway
  /** Where Cancel goes. */
  backHref: string
}

const environmentTexts = {
  sandbox: {
    label: 'Sandbox',
    description: 'Cobranças de teste: nada é cobrado de verdade. Ideal para conferir o checkout.',
  },
  production: {
    label: 'Produção',
    description: 'Cobranças reais, pagas pelos clientes da loja.',
  },
}

/**
 * Sandbox or production. The sandbox provider moves no money, so it runs only in the sandbox
 * (the contract's rule): with it there is nothing to choose, and the form says so.
 */
function EnvironmentField() {
  const provider = useWatch({ name: 'provider' }) as GatewayProvider
  if (provider === 'sandbox') {
    return (
      <div className="flex flex-col gap-1.5 sm:col-span-2" data-slot="environment-sandbox-only">
        <span className="font-medium">Ambiente</span>
        <p className="flex flex-wrap items-center gap-2">
          <Badge size="sm" tone="warning">
            Sandbox
          </Badge>
          <span className="text-sm text-muted-foreground">
            {environmentTexts.sandbox.description} Produção fica disponível com um provedor real: o
            de testes não movimenta dinheiro.
          </span>
        </p>
      </div>
    )
  }
  return (
    <RadioGroupField name="environment" label="Ambiente" fieldClassName="sm:col-span-2">
      {GATEWAY_ENVIRONMENTS.map((environment) => (
        <RadioGroupItem
          key={environment}
          value={environment}
          label={environmentTexts[environment].label}
          description={environmentTexts[environment].description}
        />
      ))}
    </RadioGroupField>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/**
 * A gateway's form, new or stored: who provides it and where, its type's settings, its fees
 * and its credentials. Saving goes to the gateway's page; the server's field errors land on
 * their fields.
 */
export function GatewayForm({ appId, type, gateway, backHref }: GatewayFormProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const schema = useMemo(() => gatewayFormSchema(type), [type])
  const defaults = useMemo(() => gatewayFormDefaults(type, gateway), [type, gateway])
  const texts = gatewayTypeTexts[type]

  return (
    <Form
      schema={schema}
      defaultValues={defaults}
      aria-label={gateway ? `Editar ${gateway.name}` : texts.newLabel}
      className="gap-6"
      onSubmit={async (values, form) => {
        let saved: Gateway
        try {
          saved = gateway
            ? await api.gateways.update(appId, gateway.id, values)
            : await api.gateways.create(appId, values)
        } catch (error) {
          showServerError(form, error)
          return
        }
        const [root, store] = gatewayKeys.all(appId)
        void mutate(
          (key) => Array.isArray(key) && key[0] === root && key[1] === store && key[2] === 'list',
        )
        void mutate(gatewayKeys.detail(appId, saved.id), saved, { revalidate: false })
        notify({
          type: 'success',
          message: gateway ? 'Alterações salvas.' : `«${saved.name}» cadastrado.`,
        })
        navigate(gatewayDetailHref(type, appId, saved.id))
      }}
    >
      <Section title="Identificação">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label="Nome"
            required
            autoComplete="off"
            hint="Só para a equipe, para distinguir este dos outros."
            fieldClassName="sm:col-span-2"
          />
          <SelectField
            name="provider"
            label="Provedor"
            required
            options={GATEWAY_PROVIDERS.map((provider) => ({
              value: provider,
              label: providerLabels[provider],
            }))}
            hint="Por enquanto, o provedor de testes da Vitrine."
          />
          <SwitchField
            name="active"
            label="Ativo"
            hint="Oferecido a quem paga. Desative para pausar sem perder a configuração."
            fieldClassName="self-center"
          />
          <EnvironmentField />
        </div>
      </Section>
      <Section title={`Configuração: ${texts.name}`}>
        <SettingsFields type={type} />
      </Section>
      <Section
        title="Taxas"
        description="O que o provedor retém de cada pagamento, para as contas da loja."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="fees.percent_bps"
            label="Taxa percentual"
            required
            inputMode="decimal"
            endAdornment="%"
            hint="Sobre o valor de cada pagamento, com até duas casas decimais."
          />
          <TextField
            name="fees.fixed_cents"
            label="Taxa fixa"
            required
            inputMode="decimal"
            startAdornment="R$"
            hint="Por pagamento, somada à percentual."
          />
        </div>
      </Section>
      <Section
        title="Credenciais"
        description="Guardadas com criptografia e nunca exibidas, nem para você: para trocar, digite a nova."
      >
        <CredentialsFields
          provider={gateway?.provider ?? 'sandbox'}
          stored={gateway?.credentials ?? {}}
        />
      </Section>
      <FormActions backHref={backHref} submitLabel={gateway ? 'Salvar alterações' : 'Cadastrar'} />
    </Form>
  )
}

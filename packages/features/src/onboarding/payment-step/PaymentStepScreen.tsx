import { useState } from 'react'
import useSWR from 'swr'
import {
  classifyPixKey,
  fieldErrorsOf,
  GATEWAY_PROVIDERS,
  gatewayKeys,
  pixKeyMessage,
  type GatewayEnvironment,
  type Level,
  type PixKeyType,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, ErrorState, Field, Input, Skeleton } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { StepFrame } from '../shared/StepFrame.tsx'

export interface PaymentStepScreenProps {
  appId: number
  /** The viewer's payments level. */
  level: Level
}

const KEY_KINDS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'e-mail',
  phone: 'celular',
  evp: 'aleatória',
}

/** A real provider is one besides the sandbox: until one exists, production cannot be chosen. */
const REAL_PROVIDER = GATEWAY_PROVIDERS.find((provider) => provider !== 'sandbox')

/**
 * Onboarding › 3 Pagamento: a pix gateway through the gateways API, in the sandbox (test money)
 * or, once a real provider is connected, in production. The pix key is checked as typed, with
 * the contract's rules (the server checks it again). A store with an active gateway has this
 * step done already.
 */
export function PaymentStepScreen({ appId, level }: PaymentStepScreenProps) {
  const api = useApi()
  const gateways = useSWR(level !== 'none' ? gatewayKeys.list(appId) : null, () =>
    api.gateways.list(appId),
  )
  const [pixKey, setPixKey] = useState('')
  const [environment, setEnvironment] = useState<GatewayEnvironment>('sandbox')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const active = gateways.data?.find((gateway) => gateway.active)
  const classified = classifyPixKey(pixKey)

  async function connect() {
    if (active) return true
    if (!classified.ok) {
      setErrors({ 'settings.pix_key': pixKeyMessage(classified.error, 'pt-BR') })
      return false
    }
    try {
      await api.gateways.create(appId, {
        type: 'pix',
        name: environment === 'sandbox' ? 'Pix (sandbox)' : 'Pix',
        provider: environment === 'sandbox' ? 'sandbox' : (REAL_PROVIDER ?? 'sandbox'),
        environment,
        active: true,
        fees: { percent_bps: 0, fixed_cents: 0 },
        settings: { pix_key: pixKey, expires_in_minutes: 30 },
      })
      void gateways.mutate()
      return true
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (Object.keys(fields).length === 0) throw error
      setErrors(fields)
      return false
    }
  }

  return (
    <StepFrame
      appId={appId}
      step="payment"
      level={level}
      title="Receba pagamentos"
      description="Comece pelo pix: conecte uma chave e a loja já pode cobrar. Cartão, boleto e outros meios ficam na tela de gateways."
      ready={Boolean(gateways.data)}
      onContinue={connect}
      continueLabel={active ? 'Continuar' : 'Conectar e continuar'}
      readOnlyNotice="Você pode ver esta etapa, mas não conectar meios de pagamento: peça acesso de edição a pagamentos."
    >
      {gateways.error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os meios de pagamento"
          message={gateways.error instanceof Error ? gateways.error.message : undefined}
          onRetry={() => void gateways.mutate()}
        />
      ) : !gateways.data ? (
        <div role="status" aria-busy="true" aria-label="Carregando os meios de pagamento">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : active ? (
        <Alert tone="success">
          <p>
            A loja já recebe por <strong>{active.name}</strong>. Ajuste taxas e outros meios na{' '}
            <Link className="underline" href={href('payments-gateways', { appID: appId })}>
              tela de gateways
            </Link>
            .
          </p>
        </Alert>
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-base font-medium">Modo</legend>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="environment"
                className="mt-1 size-4 accent-primary"
                checked={environment === 'sandbox'}
                disabled={level !== 'write'}
                onChange={() => setEnvironment('sandbox')}
              />
              <span>
                <span className="font-medium">Sandbox</span>
                <span className="block text-sm text-muted-foreground">
                  Para testar: as cobranças são simuladas e nenhum dinheiro se move.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="environment"
                className="mt-1 size-4 accent-primary"
                checked={environment === 'production'}
                disabled={level !== 'write' || !REAL_PROVIDER}
                aria-describedby="production-hint"
                onChange={() => setEnvironment('production')}
              />
              <span>
                <span className="font-medium">Produção</span>
                <span id="production-hint" className="block text-sm text-muted-foreground">
                  {REAL_PROVIDER
                    ? 'Cobranças de verdade, pelo seu provedor de pagamentos.'
                    : 'Disponível quando um provedor de pagamentos real estiver conectado à plataforma. Comece no sandbox e troque depois.'}
                </span>
              </span>
            </label>
            {errors.environment ? (
              <p className="text-sm text-danger-foreground">{errors.environment}</p>
            ) : null}
          </fieldset>
          <Field
            label="Chave pix"
            required
            hint={
              classified.ok
                ? `Chave do tipo ${KEY_KINDS[classified.type]}.`
                : 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.'
            }
            message={errors['settings.pix_key']}
          >
            <Input
              value={pixKey}
              autoComplete="off"
              maxLength={100}
              readOnly={level !== 'write'}
              onChange={(event) => {
                setPixKey(event.target.value)
                setErrors((current) => ({ ...current, 'settings.pix_key': '' }))
              }}
              onBlur={() => {
                if (pixKey && !classified.ok) {
                  setErrors((current) => ({
                    ...current,
                    'settings.pix_key': pixKeyMessage(classified.error, 'pt-BR'),
                  }))
                }
              }}
            />
          </Field>
        </>
      )}
    </StepFrame>
  )
}

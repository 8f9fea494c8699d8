import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import {
  BRAZILIAN_TIME_ZONES,
  ecommercePlatformKeys,
  fieldErrorsOf,
  type BrazilianTimeZone,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ErrorState, Field, Input, Select, Skeleton } from '@vitrine/ui'
import { StepFrame } from '../shared/StepFrame.tsx'
import { useOnboardingProgress } from '../shared/use-progress.ts'
import { essentialsOf, settingsInputOf, type PlatformEssentials } from './platform-essentials.ts'

export interface PlatformStepScreenProps {
  appId: number
  /** The viewer's e-commerce level. */
  level: Level
}

/** The zones by their main city, São Paulo (Brasília time) first as the contract lists them. */
const CITY_NAMES: Record<string, string> = {
  Sao_Paulo: 'São Paulo (horário de Brasília)',
  Maceio: 'Maceió',
  Belem: 'Belém',
  Araguaina: 'Araguaína',
  Cuiaba: 'Cuiabá',
  Santarem: 'Santarém',
  Eirunepe: 'Eirunepé',
  Noronha: 'Fernando de Noronha',
}
const TIME_ZONE_OPTIONS = BRAZILIAN_TIME_ZONES.map((zone) => {
  const city = zone.replace('America/', '')
  return { value: zone, label: CITY_NAMES[city] ?? city.replace(/_/g, ' ') }
})

/**
 * Onboarding › 2 Plataforma: the platform settings' essentials (name, contact, legal identity,
 * time zone) saved through the e-commerce platform API, the full screen's own.
 */
export function PlatformStepScreen({ appId, level }: PlatformStepScreenProps) {
  const api = useApi()
  const enabled = level !== 'none'
  const settings = useSWR(enabled ? ecommercePlatformKeys.settings(appId) : null, () =>
    api.ecommercePlatform.getSettings(appId),
  )
  const progress = useOnboardingProgress(appId, enabled)
  const ready = Boolean(settings.data && progress.data)
  const [essentials, setEssentials] = useState<PlatformEssentials | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { mutate } = useSWRConfig()
  const form =
    essentials ??
    (settings.data && progress.data ? essentialsOf(settings.data, progress.data.profile) : null)

  async function save() {
    if (!form || !settings.data) return false
    try {
      const saved = await api.ecommercePlatform.saveSettings(
        appId,
        settingsInputOf(settings.data, form),
      )
      await mutate(ecommercePlatformKeys.settings(appId), saved, { revalidate: false })
      return true
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (Object.keys(fields).length === 0) throw error
      setErrors(fields)
      return false
    }
  }

  const failed = settings.error ?? progress.error
  return (
    <StepFrame
      appId={appId}
      step="platform"
      level={level}
      title="Dados da loja"
      description="Como a loja se apresenta e como os clientes falam com ela. Domínio, redes sociais e manutenção ficam na tela completa da plataforma."
      ready={ready}
      onContinue={save}
      continueLabel="Salvar e continuar"
      readOnlyNotice="Você pode ver os dados, mas não alterá-los: peça acesso de edição ao e-commerce."
    >
      {failed ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os dados da loja"
          message={failed instanceof Error ? failed.message : undefined}
          onRetry={() => {
            void settings.mutate()
            void progress.mutate()
          }}
        />
      ) : !form ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando os dados da loja"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : (
        <EssentialsFields
          form={form}
          errors={errors}
          readOnly={level !== 'write'}
          onChange={(key, value) => {
            setEssentials({ ...form, [key]: value })
            setErrors((current) => ({ ...current, [key]: '' }))
          }}
        />
      )}
    </StepFrame>
  )
}

function EssentialsFields({
  form,
  errors,
  readOnly,
  onChange,
}: {
  form: PlatformEssentials
  errors: Record<string, string>
  readOnly: boolean
  onChange: <K extends keyof PlatformEssentials>(key: K, value: PlatformEssentials[K]) => void
}) {
  return (
    <>
      <Field label="Nome da loja" required message={errors.store_name}>
        <Input
          value={form.store_name}
          maxLength={120}
          readOnly={readOnly}
          onChange={(event) => onChange('store_name', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="E-mail de contato" message={errors.contact_email}>
          <Input
            type="email"
            value={form.contact_email}
            readOnly={readOnly}
            onChange={(event) => onChange('contact_email', event.target.value)}
          />
        </Field>
        <Field label="Telefone de contato" message={errors.contact_phone}>
          <Input
            type="tel"
            value={form.contact_phone}
            readOnly={readOnly}
            onChange={(event) => onChange('contact_phone', event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Razão social" message={errors.legal_name}>
          <Input
            value={form.legal_name}
            maxLength={200}
            readOnly={readOnly}
            onChange={(event) => onChange('legal_name', event.target.value)}
          />
        </Field>
        <Field
          label="CNPJ"
          hint="Deixe em branco se vende como pessoa física."
          message={errors.cnpj}
        >
          <Input
            value={form.cnpj}
            readOnly={readOnly}
            onChange={(event) => onChange('cnpj', event.target.value)}
          />
        </Field>
      </div>
      <Field label="Fuso horário" message={errors.time_zone}>
        <Select
          options={TIME_ZONE_OPTIONS}
          value={form.time_zone}
          disabled={readOnly}
          onValueChange={(value) => onChange('time_zone', value as BrazilianTimeZone)}
        />
      </Field>
    </>
  )
}

import { useState } from 'react'
import { useSWRConfig } from 'swr'
import {
  BRAZILIAN_TIME_ZONES,
  ecommercePlatformKeys,
  ecommercePublishKeys,
  fieldErrorsOf,
  isApiError,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
  type BrazilianTimeZone,
  type Level,
  type PlatformSettings,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Select,
  Switch,
  Textarea,
  useNotify,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { SaveButton, SettingsForm, SettingsFrame } from '../shared/SettingsFrame.tsx'
import {
  formatPhone,
  formErrorsOf,
  platformFormOf,
  platformInputOf,
  TIME_ZONE_LABELS,
  type PlatformForm,
} from './platform-form.ts'
import { storePages } from './store-pages.ts'

export interface PlatformScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the settings, write changes them. */
  level: Level
}

/**
 * E-commerce › Plataforma (issue 15 item 4): who the store is (name, domain, legal identity,
 * contact, social profiles), its time zone (the currency is always real) and maintenance mode.
 * Saved changes are pending until the store is published.
 */
export function PlatformScreen({ appId, level }: PlatformScreenProps) {
  const api = useApi()
  return (
    <SettingsFrame
      title="Plataforma"
      description="Os dados da loja: nome, domínio, contato, identidade fiscal, redes sociais e manutenção."
      tabsLabel="Páginas da loja"
      pages={storePages(appId)}
      current="platform"
      level={level}
      noun="as configurações"
      settingsKey={ecommercePlatformKeys.settings(appId)}
      load={() => api.ecommercePlatform.getSettings(appId)}
      skeleton={['h-9', 'h-9', 'h-9']}
    >
      {(slot) => (
        <PlatformSettingsForm
          key={slot.settings.updated_at ?? 'defaults'}
          appId={appId}
          {...slot}
        />
      )}
    </SettingsFrame>
  )
}

function PlatformSettingsForm({
  appId,
  settings,
  canWrite,
  onSaved,
}: {
  appId: number
  settings: PlatformSettings
  canWrite: boolean
  onSaved: (settings: PlatformSettings) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const { mutate } = useSWRConfig()
  const [initial] = useState(() => platformFormOf(settings))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  useLeaveGuard(dirty)

  const change = <K extends keyof PlatformForm>(key: K, value: PlatformForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
  }
  const changeSocial = (network: keyof PlatformForm['social'], value: string) => {
    setForm((current) => ({ ...current, social: { ...current.social, [network]: value } }))
    setErrors((current) => ({ ...current, [`social.${network}`]: '' }))
  }

  async function save() {
    setSaving(true)
    setFormError(null)
    try {
      const saved = await api.ecommercePlatform.saveSettings(appId, platformInputOf(form))
      notify({
        type: 'success',
        message: 'Configurações salvas. Publique a loja para que os clientes vejam.',
      })
      // The publish page's pending summary now has these fields.
      void mutate(ecommercePublishKeys.status(appId))
      onSaved(saved)
    } catch (error) {
      const fields = formErrorsOf(fieldErrorsOf(error))
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? 'Confira os campos destacados.'
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar as configurações.',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsForm
      label="Configurações da plataforma"
      className="flex max-w-3xl flex-col gap-6"
      canWrite={canWrite}
      onSave={save}
      readOnlyNotice="Você pode ver as configurações, mas não alterá-las: peça acesso de edição ao e-commerce."
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Loja</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label="Nome da loja" required message={errors.store_name}>
            <Input
              value={form.store_name}
              maxLength={120}
              readOnly={!canWrite}
              onChange={(event) => change('store_name', event.target.value)}
            />
          </Field>
          <Field
            label="Domínio"
            hint="Sem https:// — por exemplo, minhaloja.com.br"
            message={errors.domain}
          >
            <Input
              value={form.domain}
              placeholder="minhaloja.com.br"
              autoComplete="off"
              maxLength={253}
              readOnly={!canWrite}
              onChange={(event) => change('domain', event.target.value.trim())}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Moeda" hint="Todos os valores da loja são em reais.">
              <Input value="Real brasileiro (R$, BRL)" readOnly disabled />
            </Field>
            <Field label="Fuso horário" message={errors.time_zone}>
              <Select
                options={BRAZILIAN_TIME_ZONES.map((zone) => ({
                  value: zone,
                  label: TIME_ZONE_LABELS[zone],
                }))}
                value={form.time_zone}
                disabled={!canWrite}
                onValueChange={(value) => change('time_zone', value as BrazilianTimeZone)}
              />
            </Field>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Contato e identidade fiscal</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="E-mail de contato" message={errors.contact_email}>
              <Input
                type="email"
                value={form.contact_email}
                maxLength={254}
                readOnly={!canWrite}
                onChange={(event) => change('contact_email', event.target.value)}
              />
            </Field>
            <Field label="Telefone de contato" message={errors.contact_phone}>
              <Input
                type="tel"
                inputMode="tel"
                value={form.contact_phone}
                placeholder="(11) 98765-4321"
                readOnly={!canWrite}
                onChange={(event) => change('contact_phone', formatPhone(event.target.value))}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
            <Field label="Razão social" message={errors.legal_name}>
              <Input
                value={form.legal_name}
                maxLength={200}
                readOnly={!canWrite}
                onChange={(event) => change('legal_name', event.target.value)}
              />
            </Field>
            <Field label="CNPJ" message={errors.cnpj}>
              <Input
                value={form.cnpj}
                placeholder="00.000.000/0000-00"
                maxLength={18}
                autoComplete="off"
                readOnly={!canWrite}
                onChange={(event) => change('cnpj', event.target.value.toUpperCase())}
              />
            </Field>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Redes sociais</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORK_KEYS.map((network) => (
            <Field
              key={network}
              label={SOCIAL_NETWORKS[network].name}
              message={errors[`social.${network}`]}
            >
              <Input
                type="url"
                value={form.social[network]}
                placeholder={`https://${SOCIAL_NETWORKS[network].hosts[0]}/sualoja`}
                readOnly={!canWrite}
                onChange={(event) => changeSocial(network, event.target.value.trim())}
              />
            </Field>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Manutenção</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Switch
            label="Loja em manutenção"
            checked={form.maintenance_enabled}
            disabled={!canWrite}
            onCheckedChange={(checked) => change('maintenance_enabled', checked)}
          />
          <Field
            label="Mensagem para os clientes"
            required={form.maintenance_enabled}
            message={errors.maintenance_message}
          >
            <Textarea
              value={form.maintenance_message}
              maxLength={500}
              rows={3}
              placeholder="Estamos atualizando a loja. Voltamos em instantes!"
              readOnly={!canWrite}
              onChange={(event) => change('maintenance_message', event.target.value)}
            />
          </Field>
        </CardContent>
      </Card>

      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 text-sm text-muted-foreground">
          {settings.updated_at
            ? `Salvo em ${formatDateTime(settings.updated_at)}${settings.updated_by ? ` por ${settings.updated_by}` : ''}.`
            : 'Ainda não salvo: valores padrão.'}
        </p>
        {canWrite ? (
          <SaveButton saving={saving} disabled={!dirty && settings.updated_at !== null} />
        ) : null}
      </div>
    </SettingsForm>
  )
}

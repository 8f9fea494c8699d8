import { useState } from 'react'
import useSWR from 'swr'
import {
  fieldErrorsOf,
  isApiError,
  RESELLER_MENU_FLAGS,
  whitelabelKeys,
  type Platform,
  type ResellerSettings,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  CheckboxGroup,
  ErrorState,
  Field,
  Input,
  Skeleton,
  SkeletonGroup,
  Switch,
  TagInput,
  useNotify,
} from '@vitrine/ui'
import { Save } from 'lucide-react'
import { ColorField } from '../../shared/ColorField.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'
import {
  brandContrast,
  settingsFormOf,
  settingsInputOf,
  type SettingsForm,
} from './settings-form.ts'

export interface SettingsScreenProps {
  /** After a save: the panel re-brands itself with the new name, colours and flags at once. */
  onSaved?: (settings: ResellerSettings) => void
}

/**
 * Revenda › Marca e menus (/whitelabel/settings): the reseller's brand, support contacts, the
 * domains its panel answers on, which menu entries its stores show and which platforms they may
 * use. Only the reseller's team reaches it (the server checks).
 */
export function SettingsScreen({ onSaved }: SettingsScreenProps) {
  const api = useApi()
  const settings = useSWR(whitelabelKeys.settings(), () => api.whitelabel.settings())
  const platforms = useSWR(whitelabelKeys.platforms(), () => api.whitelabel.platforms())
  const error = settings.error ?? platforms.error
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ResellerHeader
        page="settings"
        title="Marca e menus"
        description="Como o painel aparece para as lojas da revenda: marca, contatos, domínios e menus."
      />
      {error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar as configurações da revenda"
          message={errorMessage(error)}
          onRetry={() => {
            void settings.mutate()
            void platforms.mutate()
          }}
        />
      ) : !settings.data || !platforms.data ? (
        <SkeletonGroup label="Carregando as configurações">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-40 w-full" />
        </SkeletonGroup>
      ) : (
        <ResellerSettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          platforms={platforms.data}
          onSaved={(saved) => {
            void settings.mutate(saved, { revalidate: false })
            onSaved?.(saved)
          }}
        />
      )}
    </div>
  )
}

type Errors = Partial<Record<keyof SettingsForm | `domains.${number}`, string>>

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-lg border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function ResellerSettingsForm({
  settings,
  platforms,
  onSaved,
}: {
  settings: ResellerSettings
  platforms: Platform[]
  onSaved: (settings: ResellerSettings) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const [initial] = useState(() => settingsFormOf(settings))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  useLeaveGuard(dirty)
  const contrast = brandContrast(form)

  const change = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function save() {
    setSaving(true)
    setFormError(null)
    try {
      const saved = await api.whitelabel.saveSettings(settingsInputOf(form))
      notify({ type: 'success', message: 'Configurações da revenda salvas.' })
      onSaved(saved)
    } catch (error) {
      const fields = fieldErrorsOf(error) as Errors
      setErrors(fields)
      setFormError(
        Object.keys(fields).length
          ? 'Confira os campos destacados.'
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar as configurações.',
      )
    } finally {
      setSaving(false)
    }
  }

  const domainError =
    errors.domains ??
    Object.entries(errors).find(([key]) => key.startsWith('domains.'))?.[1] ??
    undefined

  return (
    <form
      aria-label="Configurações da revenda"
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Section title="Marca">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome da marca" required message={errors.name}>
            <Input
              value={form.name}
              maxLength={80}
              onChange={(event) => change('name', event.target.value)}
            />
          </Field>
          <Field label="Endereço do logotipo" message={errors.logo_url} hint="https://…">
            <Input
              type="url"
              value={form.logo_url}
              onChange={(event) => change('logo_url', event.target.value)}
            />
          </Field>
          <Field
            label="Endereço do favicon"
            message={errors.favicon_url}
            hint="https://… (.ico ou .png)"
          >
            <Input
              type="url"
              value={form.favicon_url}
              onChange={(event) => change('favicon_url', event.target.value)}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            label="Cor principal"
            value={form.primary_color}
            message={errors.primary_color}
            readOnly={false}
            onChange={(value) => change('primary_color', value)}
          />
          <ColorField
            label="Cor do texto sobre a principal"
            value={form.primary_foreground}
            message={errors.primary_foreground}
            readOnly={false}
            onChange={(value) => change('primary_foreground', value)}
          />
        </div>
        {contrast ? (
          <div className="flex flex-wrap items-center gap-3">
            {/* The sample shows only readable pairs: an unreadable one is said in words. */}
            {contrast.ok ? (
              <span
                className="rounded-md px-4 py-2 text-sm font-medium"
                style={{ background: form.primary_color, color: form.primary_foreground }}
              >
                {form.name || 'Sua marca'}
              </span>
            ) : null}
            <p className={contrast.ok ? 'text-sm text-muted-foreground' : 'text-sm text-danger'}>
              Contraste {contrast.text}{' '}
              {contrast.ok ? '— legível (mínimo 4,5:1).' : '— pouco legível: o mínimo é 4,5:1.'}
            </p>
          </div>
        ) : null}
      </Section>

      <Section title="Suporte">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="E-mail de suporte" message={errors.support_email}>
            <Input
              type="email"
              value={form.support_email}
              onChange={(event) => change('support_email', event.target.value)}
            />
          </Field>
          <Field label="Telefone de suporte" message={errors.support_phone}>
            <Input
              type="tel"
              value={form.support_phone}
              placeholder="(11) 3000-4000"
              onChange={(event) => change('support_phone', event.target.value)}
            />
          </Field>
          <Field label="WhatsApp de suporte" message={errors.support_whatsapp}>
            <Input
              type="tel"
              value={form.support_whatsapp}
              placeholder="(11) 91234-5678"
              onChange={(event) => change('support_whatsapp', event.target.value)}
            />
          </Field>
          <Field label="Central de ajuda" message={errors.help_url} hint="https://…">
            <Input
              type="url"
              value={form.help_url}
              onChange={(event) => change('help_url', event.target.value)}
            />
          </Field>
        </div>
      </Section>

      <Section title="Domínios">
        <Field
          label="Domínios do painel"
          message={domainError}
          hint="Digite o domínio e tecle Enter (ex.: painel.suarevenda.com.br). Aponte o DNS para a Vitrine."
        >
          <TagInput
            value={form.domains}
            normalize={(domain) => domain.trim().toLowerCase()}
            max={20}
            removeLabel={(domain) => `Remover o domínio ${domain}`}
            placeholder="painel.suarevenda.com.br"
            onValueChange={(domains) => {
              change('domains', domains)
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([key]) => !key.startsWith('domains')),
                ),
              )
            }}
          />
        </Field>
      </Section>

      <Section title="Menus das lojas">
        <p className="text-sm text-muted-foreground">
          Desligue um item para escondê-lo do menu de todas as lojas da revenda, com as páginas do
          módulo.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Itens de menu">
          {RESELLER_MENU_FLAGS.map(({ key, label }) => {
            const name = `has_${key}`
            return (
              <li key={key}>
                <Switch
                  label={label}
                  checked={form.flags[name] === 1}
                  onCheckedChange={(checked) =>
                    change('flags', { ...form.flags, [name]: checked ? 1 : 0 })
                  }
                />
              </li>
            )
          })}
        </ul>
      </Section>

      <Section title="Plataformas">
        <Field
          label="Plataformas que as lojas podem usar"
          message={errors.platforms}
          hint="Nenhuma marcada: todas ficam disponíveis."
        >
          <CheckboxGroup
            options={platforms.map((platform) => ({ value: platform.key, label: platform.name }))}
            value={form.platforms}
            onValueChange={(value) => change('platforms', value)}
          />
        </Field>
      </Section>

      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={saving} disabled={!dirty}>
          <Save aria-hidden />
          Salvar
        </Button>
      </div>
    </form>
  )
}

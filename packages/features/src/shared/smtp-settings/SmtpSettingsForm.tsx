import { useState, type ReactNode } from 'react'
import {
  fieldErrorsOf,
  isApiError,
  SMTP_SECURITIES,
  SMTP_SECURITY_LABELS,
  type SmtpSecurity,
  type SmtpSettings,
  type SmtpSettingsInput,
  type SmtpVerifyResult,
} from '@vitrine/api'
import {
  Alert,
  AlertTitle,
  Button,
  ConfirmDialog,
  Field,
  Input,
  PasswordInput,
  Select,
  useNotify,
} from '@vitrine/ui'
import { PlugZap, Save } from 'lucide-react'
import { useLeaveGuard } from '../use-leave-guard.ts'
import { portAfterSecurity, smtpFormOf, smtpInputOf, type SmtpForm } from './smtp-form.ts'

type Errors = Partial<Record<keyof SmtpForm, string>>

/** What the form says of its owner: the store's SMTP or the reseller's. */
export interface SmtpSettingsTexts {
  /** The form's accessible name. */
  formLabel: string
  /** Shown while nothing is saved: who sends meanwhile. */
  notConfigured: string
  saved: string
  removed: string
  removeTitle: string
  removeDescription: string
}

export interface SmtpSettingsFormProps {
  settings: SmtpSettings
  canWrite: boolean
  texts: SmtpSettingsTexts
  /** Above the fields for a person who may only read (why, and whom to ask). */
  readOnlyNotice?: ReactNode
  save: (input: SmtpSettingsInput) => Promise<SmtpSettings>
  verify: (input: SmtpSettingsInput) => Promise<SmtpVerifyResult>
  remove: () => Promise<SmtpSettings>
  /** The settings as saved or removed (the screen keys the form by `updated_at`). */
  onSaved: (settings: SmtpSettings) => void
}

/**
 * An SMTP server's settings (the store's, issue 15; a reseller's, issue 18): the password is
 * write-only, "Testar conexão" connects with the form's values and says in Portuguese why it
 * could not, removing asks first.
 */
export function SmtpSettingsForm({
  settings,
  canWrite,
  texts,
  readOnlyNotice,
  save: saveSettings,
  verify: verifySettings,
  remove: removeSettings,
  onSaved,
}: SmtpSettingsFormProps) {
  const notify = useNotify()
  const [initial] = useState(() => smtpFormOf(settings))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [verifying, setVerifying] = useState(false)
  const [verified, setVerified] = useState<SmtpVerifyResult | null>(null)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  useLeaveGuard(dirty)

  const change = <K extends keyof SmtpForm>(key: K, value: SmtpForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
    // A result said of other values would mislead.
    setVerified(null)
  }

  function showError(error: unknown, fallback: string) {
    const fields = fieldErrorsOf(error) as Errors
    setErrors(fields)
    if (Object.keys(fields).length === 0) {
      setFormError(isApiError(error) ? error.message : fallback)
    }
  }

  async function save() {
    setSaving(true)
    setFormError(null)
    try {
      const saved = await saveSettings(smtpInputOf(form))
      notify({ type: 'success', message: texts.saved })
      onSaved(saved)
    } catch (error) {
      showError(error, 'Não foi possível salvar o SMTP.')
    } finally {
      setSaving(false)
    }
  }

  async function verify() {
    setVerifying(true)
    setFormError(null)
    setVerified(null)
    try {
      setVerified(await verifySettings(smtpInputOf(form)))
    } catch (error) {
      showError(error, 'Não foi possível testar a conexão.')
    } finally {
      setVerifying(false)
    }
  }

  async function remove() {
    const cleared = await removeSettings()
    notify({ type: 'success', message: texts.removed })
    onSaved(cleared)
  }

  return (
    <form
      aria-label={texts.formLabel}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (canWrite) void save()
      }}
    >
      {settings.configured ? null : <Alert tone="info">{texts.notConfigured}</Alert>}
      {canWrite ? null : readOnlyNotice}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Servidor" required message={errors.host}>
          <Input
            value={form.host}
            placeholder="smtp.exemplo.com.br"
            autoComplete="off"
            maxLength={253}
            readOnly={!canWrite}
            onChange={(event) => change('host', event.target.value)}
          />
        </Field>
        <Field label="Porta" required message={errors.port}>
          <Input
            inputMode="numeric"
            value={form.port}
            readOnly={!canWrite}
            onChange={(event) => change('port', event.target.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field>
      </div>
      <Field label="Segurança" required message={errors.security}>
        <Select
          options={SMTP_SECURITIES.map((value) => ({
            value,
            label: SMTP_SECURITY_LABELS[value],
          }))}
          value={form.security}
          disabled={!canWrite}
          onValueChange={(value) => {
            const security = value as SmtpSecurity
            setForm((current) => ({
              ...current,
              security,
              port: portAfterSecurity(current.port, security),
            }))
            setVerified(null)
          }}
        />
      </Field>
      <Field label="Usuário" message={errors.user}>
        <Input
          value={form.user}
          autoComplete="off"
          maxLength={254}
          readOnly={!canWrite}
          onChange={(event) => change('user', event.target.value)}
        />
      </Field>
      <PasswordRow
        form={form}
        hasPassword={settings.has_password}
        canWrite={canWrite}
        message={errors.password}
        onChange={(password) => change('password', password)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome do remetente" required message={errors.sender_name}>
          <Input
            value={form.sender_name}
            maxLength={120}
            readOnly={!canWrite}
            onChange={(event) => change('sender_name', event.target.value)}
          />
        </Field>
        <Field label="E-mail do remetente" required message={errors.sender_email}>
          <Input
            type="email"
            value={form.sender_email}
            maxLength={254}
            readOnly={!canWrite}
            onChange={(event) => change('sender_email', event.target.value)}
          />
        </Field>
      </div>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {verified ? (
        verified.ok ? (
          <Alert tone="success">
            <AlertTitle>Conexão bem-sucedida</AlertTitle>O servidor aceitou a conexão e o login.
          </Alert>
        ) : (
          <Alert tone="danger">
            <AlertTitle>Não foi possível conectar</AlertTitle>
            {verified.reason ?? 'O servidor não respondeu como esperado.'}
            {verified.code ? (
              <span className="text-xs opacity-80">Código: {verified.code}</span>
            ) : null}
          </Alert>
        )
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            loading={verifying}
            onClick={() => void verify()}
          >
            <PlugZap aria-hidden />
            Testar conexão
          </Button>
          <span className="flex-1" />
          {settings.configured ? (
            <ConfirmDialog
              title={texts.removeTitle}
              description={texts.removeDescription}
              confirmLabel="Remover SMTP"
              tone="danger"
              onConfirm={remove}
              trigger={
                <Button type="button" variant="ghost">
                  Remover SMTP
                </Button>
              }
            />
          ) : null}
          <Button type="submit" loading={saving} disabled={!dirty && settings.configured}>
            <Save aria-hidden />
            Salvar
          </Button>
        </div>
      ) : null}
    </form>
  )
}

/**
 * Write-only: a kept password shows as "••••" and is never sent back; "Trocar senha" opens the
 * field, and leaving it empty then removes the password (servers without authentication).
 */
function PasswordRow({
  form,
  hasPassword,
  canWrite,
  message,
  onChange,
}: {
  form: SmtpForm
  hasPassword: boolean
  canWrite: boolean
  message?: string
  onChange: (password: string | null) => void
}) {
  if (form.password === null) {
    return (
      <div className="flex items-end gap-2">
        <Field label="Senha" className="flex-1" hint="Guardada com segurança; nunca é mostrada.">
          <Input value="" placeholder="••••" readOnly disabled />
        </Field>
        {canWrite ? (
          <Button type="button" variant="secondary" className="mb-6" onClick={() => onChange('')}>
            Trocar senha
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <div className="flex items-end gap-2">
      <Field
        label={hasPassword ? 'Nova senha' : 'Senha'}
        className="flex-1"
        hint={hasPassword ? 'Deixe em branco para o servidor sem senha.' : undefined}
        message={message}
      >
        <PasswordInput
          value={form.password}
          autoComplete="new-password"
          maxLength={512}
          readOnly={!canWrite}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      {hasPassword && canWrite ? (
        <Button type="button" variant="ghost" className="mb-6" onClick={() => onChange(null)}>
          Manter a senha atual
        </Button>
      ) : null}
    </div>
  )
}

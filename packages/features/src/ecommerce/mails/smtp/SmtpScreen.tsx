import { useState } from 'react'
import useSWR from 'swr'
import {
  fieldErrorsOf,
  isApiError,
  mailsKeys,
  SMTP_SECURITIES,
  SMTP_SECURITY_LABELS,
  type Level,
  type SmtpSecurity,
  type SmtpSettings,
  type SmtpVerifyResult,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertTitle,
  Button,
  ConfirmDialog,
  ErrorState,
  Field,
  Input,
  PasswordInput,
  Select,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { PlugZap, Save } from 'lucide-react'
import { errorMessage } from '../../../shared/server-errors.ts'
import { useLeaveGuard } from '../../../shared/use-leave-guard.ts'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { MailsHeader } from '../shared/MailsHeader.tsx'
import { portAfterSecurity, smtpFormOf, smtpInputOf, type SmtpForm } from './smtp-form.ts'

export interface SmtpScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the settings (never the password), write changes. */
  level: Level
}

/**
 * E-commerce › E-mails › SMTP (issue 15 item 1): the store's own mail server. Until one is
 * saved the platform sends; the password is write-only; "Testar conexão" asks the server to
 * connect with the form's values and says in Portuguese why it could not.
 */
export function SmtpScreen({ appId, level }: SmtpScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const smtp = useSWR(allowed ? mailsKeys.smtp(appId) : null, () => api.mails.getSmtp(appId))
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <MailsHeader
        appId={appId}
        page="smtp"
        title="SMTP"
        description="O servidor de e-mail da loja: as mensagens saem com o seu domínio e o seu remetente."
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : smtp.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o SMTP"
          message={errorMessage(smtp.error)}
          onRetry={() => void smtp.mutate()}
        />
      ) : !smtp.data ? (
        <SkeletonGroup label="Carregando o SMTP">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
        </SkeletonGroup>
      ) : (
        <SmtpSettingsForm
          key={smtp.data.updated_at ?? 'platform'}
          appId={appId}
          settings={smtp.data}
          canWrite={level === 'write'}
          onSaved={(saved) => void smtp.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}

type Errors = Partial<Record<keyof SmtpForm, string>>

function SmtpSettingsForm({
  appId,
  settings,
  canWrite,
  onSaved,
}: {
  appId: number
  settings: SmtpSettings
  canWrite: boolean
  onSaved: (settings: SmtpSettings) => void
}) {
  const api = useApi()
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
      const saved = await api.mails.saveSmtp(appId, smtpInputOf(form))
      notify({ type: 'success', message: 'SMTP salvo: os e-mails da loja saem por ele.' })
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
      setVerified(await api.mails.verifySmtp(appId, smtpInputOf(form)))
    } catch (error) {
      showError(error, 'Não foi possível testar a conexão.')
    } finally {
      setVerifying(false)
    }
  }

  async function remove() {
    const cleared = await api.mails.removeSmtp(appId)
    notify({ type: 'success', message: 'SMTP removido: os e-mails voltam a sair pela Vitrine.' })
    onSaved(cleared)
  }

  return (
    <form
      aria-label="Servidor SMTP"
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (canWrite) void save()
      }}
    >
      {settings.configured ? null : (
        <Alert tone="info">
          Nenhum SMTP da loja cadastrado: os e-mails saem pelo servidor da Vitrine.
        </Alert>
      )}
      {canWrite ? null : (
        <Alert tone="info">
          Você pode ver o SMTP, mas não alterá-lo: peça acesso de edição ao e-commerce.
        </Alert>
      )}
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
              title="Remover o SMTP da loja?"
              description="Os e-mails voltam a sair pelo servidor da Vitrine. A senha guardada é apagada."
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

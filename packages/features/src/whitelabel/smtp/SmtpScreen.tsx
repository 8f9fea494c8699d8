import { useState } from 'react'
import useSWR from 'swr'
import {
  fieldErrorsOf,
  isApiError,
  SMTP_SECURITIES,
  SMTP_SECURITY_LABELS,
  whitelabelKeys,
  type SmtpSecurity,
  type SmtpSettings,
  type SmtpSettingsInput,
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
import { errorMessage } from '../../shared/server-errors.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'

/**
 * Revenda › SMTP (/whitelabel/smtp): the reseller's mail server, through which every store of
 * the reseller without its own SMTP sends (store → reseller → platform). The password is
 * write-only; "Testar conexão" connects with the form's values and says why it could not.
 */
export function SmtpScreen() {
  const api = useApi()
  const smtp = useSWR(whitelabelKeys.smtp(), () => api.whitelabel.smtp())
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ResellerHeader
        page="smtp"
        title="SMTP da revenda"
        description="Os e-mails das lojas da revenda saem por este servidor, com o seu remetente — salvo as lojas que têm SMTP próprio."
      />
      {smtp.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o SMTP da revenda"
          message={errorMessage(smtp.error)}
          onRetry={() => void smtp.mutate()}
        />
      ) : !smtp.data ? (
        <SkeletonGroup label="Carregando o SMTP">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
        </SkeletonGroup>
      ) : (
        <SmtpForm
          key={smtp.data.updated_at ?? 'platform'}
          settings={smtp.data}
          onSaved={(saved) => void smtp.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}

interface Form {
  host: string
  port: string
  security: SmtpSecurity
  user: string
  /** null: keep the stored password. */
  password: string | null
  sender_name: string
  sender_email: string
}

const formOf = (settings: SmtpSettings): Form => ({
  host: settings.host,
  port: String(settings.port),
  security: settings.security,
  user: settings.user,
  password: settings.has_password ? null : '',
  sender_name: settings.sender_name,
  sender_email: settings.sender_email,
})

const inputOf = (form: Form): SmtpSettingsInput => ({
  host: form.host.trim(),
  port: form.port.trim() === '' ? Number.NaN : Number(form.port),
  security: form.security,
  user: form.user.trim(),
  sender_name: form.sender_name.trim(),
  sender_email: form.sender_email.trim(),
  ...(form.password === null ? {} : { password: form.password }),
})

function SmtpForm({
  settings,
  onSaved,
}: {
  settings: SmtpSettings
  onSaved: (settings: SmtpSettings) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const [initial] = useState(() => formOf(settings))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'verify' | null>(null)
  const [verified, setVerified] = useState<SmtpVerifyResult | null>(null)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  useLeaveGuard(dirty)

  const change = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
    setVerified(null)
  }

  async function run(kind: 'save' | 'verify') {
    setBusy(kind)
    setFormError(null)
    setVerified(null)
    try {
      if (kind === 'verify') setVerified(await api.whitelabel.verifySmtp(inputOf(form)))
      else {
        const saved = await api.whitelabel.saveSmtp(inputOf(form))
        notify({ type: 'success', message: 'SMTP da revenda salvo.' })
        onSaved(saved)
      }
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      if (Object.keys(fields).length === 0)
        setFormError(isApiError(error) ? error.message : 'Não foi possível concluir.')
    } finally {
      setBusy(null)
    }
  }

  const text = (
    key: 'host' | 'user' | 'sender_name' | 'sender_email',
    label: string,
    required = false,
  ) => (
    <Field label={label} required={required} message={errors[key]}>
      <Input
        type={key === 'sender_email' ? 'email' : 'text'}
        value={form[key]}
        autoComplete="off"
        onChange={(event) => change(key, event.target.value)}
      />
    </Field>
  )

  return (
    <form
      aria-label="Servidor SMTP da revenda"
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void run('save')
      }}
    >
      {settings.configured ? null : (
        <Alert tone="info">
          Nenhum SMTP da revenda cadastrado: os e-mails das lojas saem pelo servidor da Vitrine.
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {text('host', 'Servidor', true)}
        <Field label="Porta" required message={errors.port}>
          <Input
            inputMode="numeric"
            value={form.port}
            onChange={(event) => change('port', event.target.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field>
      </div>
      <Field label="Segurança" required>
        <Select
          options={SMTP_SECURITIES.map((value) => ({ value, label: SMTP_SECURITY_LABELS[value] }))}
          value={form.security}
          onValueChange={(value) => change('security', value as SmtpSecurity)}
        />
      </Field>
      {text('user', 'Usuário')}
      {form.password === null ? (
        <div className="flex items-end gap-2">
          <Field label="Senha" className="flex-1" hint="Guardada com segurança; nunca é mostrada.">
            <Input value="" placeholder="••••" readOnly disabled />
          </Field>
          <Button
            type="button"
            variant="secondary"
            className="mb-6"
            onClick={() => change('password', '')}
          >
            Trocar senha
          </Button>
        </div>
      ) : (
        <Field
          label={settings.has_password ? 'Nova senha' : 'Senha'}
          message={errors.password}
          hint={settings.has_password ? 'Deixe em branco para o servidor sem senha.' : undefined}
        >
          <PasswordInput
            value={form.password}
            autoComplete="new-password"
            maxLength={512}
            onChange={(event) => change('password', event.target.value)}
          />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('sender_name', 'Nome do remetente', true)}
        {text('sender_email', 'E-mail do remetente', true)}
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
          </Alert>
        )
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'verify'}
          onClick={() => void run('verify')}
        >
          <PlugZap aria-hidden />
          Testar conexão
        </Button>
        <span className="flex-1" />
        {settings.configured ? (
          <ConfirmDialog
            title="Remover o SMTP da revenda?"
            description="Os e-mails das lojas sem SMTP próprio voltam a sair pelo servidor da Vitrine. A senha guardada é apagada."
            confirmLabel="Remover SMTP"
            tone="danger"
            onConfirm={async () => {
              onSaved(await api.whitelabel.removeSmtp())
              notify({ type: 'success', message: 'SMTP da revenda removido.' })
            }}
            trigger={
              <Button type="button" variant="ghost">
                Remover SMTP
              </Button>
            }
          />
        ) : null}
        <Button type="submit" loading={busy === 'save'} disabled={!dirty && settings.configured}>
          <Save aria-hidden />
          Salvar
        </Button>
      </div>
    </form>
  )
}

import { useState } from 'react'
import useSWR from 'swr'
import {
  analyticsKeys,
  fieldErrorsOf,
  GA4_EVENT_LABELS,
  GA4_EVENTS,
  isApiError,
  type Ga4Event,
  type Ga4Settings,
  type Ga4SettingsInput,
  type Ga4TestResult,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertTitle,
  Button,
  EmptyState,
  ErrorState,
  Field,
  Input,
  PasswordInput,
  Skeleton,
  SkeletonGroup,
  Switch,
  useNotify,
} from '@vitrine/ui'
import { Lock, Save, Send } from 'lucide-react'
import { hrefOf } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'

export interface Ga4SettingsScreenProps {
  appId: number
  /** The viewer's settings level: read sees (never the secret), write changes and tests. */
  level: Level
}

/**
 * Visão geral › Google Analytics 4: the measurement id, the write-only API secret, which events
 * the server sends, and a test event through the Measurement Protocol's validation server.
 */
export function Ga4SettingsScreen({ appId, level }: Ga4SettingsScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const ga4 = useSWR(allowed ? analyticsKeys.ga4(appId) : null, () => api.analytics.getGa4(appId))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <Link
          href={hrefOf('overview', { appID: appId }) ?? '#'}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          ← Visão geral
        </Link>
        <h1 className="text-2xl font-semibold">Google Analytics 4</h1>
        <p className="text-sm text-muted-foreground">
          A loja envia compras, estornos e assinaturas direto do servidor para a sua propriedade do
          GA4, pelo Measurement Protocol — sem depender do navegador do cliente.
        </p>
      </header>
      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso a esta área"
          description="Peça a quem administra a loja para liberar o acesso às configurações."
        />
      ) : ga4.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o Google Analytics"
          message={errorMessage(ga4.error)}
          onRetry={() => void ga4.mutate()}
        />
      ) : !ga4.data ? (
        <SkeletonGroup label="Carregando o Google Analytics">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-24 w-full" />
        </SkeletonGroup>
      ) : (
        <Ga4Form
          key={ga4.data.updated_at ?? 'new'}
          appId={appId}
          settings={ga4.data}
          canWrite={level === 'write'}
          onSaved={(saved) => void ga4.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}

interface Ga4Form {
  measurement_id: string
  /** null: keep the stored secret ("definido"); a text: the new one. */
  api_secret: string | null
  events: Record<Ga4Event, boolean>
}

type Errors = Partial<Record<'measurement_id' | 'api_secret', string>>

const formOf = (settings: Ga4Settings): Ga4Form => ({
  measurement_id: settings.measurement_id,
  api_secret: settings.has_api_secret ? null : '',
  events: { ...settings.events },
})

const inputOf = (form: Ga4Form): Ga4SettingsInput => ({
  measurement_id: form.measurement_id,
  ...(form.api_secret === null ? {} : { api_secret: form.api_secret }),
  events: form.events,
})

function Ga4Form({
  appId,
  settings,
  canWrite,
  onSaved,
}: {
  appId: number
  settings: Ga4Settings
  canWrite: boolean
  onSaved: (settings: Ga4Settings) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const [initial] = useState(() => formOf(settings))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'test' | null>(null)
  const [tested, setTested] = useState<Ga4TestResult | null>(null)
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(initial))

  const change = (next: Partial<Ga4Form>) => {
    setForm((current) => ({ ...current, ...next }))
    setErrors((current) => ({
      ...current,
      ...('measurement_id' in next ? { measurement_id: undefined } : {}),
      ...('api_secret' in next ? { api_secret: undefined } : {}),
    }))
    setTested(null)
  }

  function showError(error: unknown, fallback: string) {
    const fields = fieldErrorsOf(error) as Errors
    setErrors(fields)
    if (Object.keys(fields).length === 0) setFormError(isApiError(error) ? error.message : fallback)
  }

  async function save() {
    setBusy('save')
    setFormError(null)
    try {
      const saved = await api.analytics.saveGa4(appId, inputOf(form))
      notify({
        type: 'success',
        message: 'Google Analytics salvo: os eventos passam a ser enviados.',
      })
      onSaved(saved)
    } catch (error) {
      showError(error, 'Não foi possível salvar o Google Analytics.')
    } finally {
      setBusy(null)
    }
  }

  async function test() {
    setBusy('test')
    setFormError(null)
    setTested(null)
    try {
      setTested(await api.analytics.testGa4(appId, inputOf(form)))
    } catch (error) {
      showError(error, 'Não foi possível enviar o evento de teste.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {settings.configured ? null : (
        <Alert tone="info">
          O Google Analytics 4 ainda não está configurado: nenhum evento é enviado.
        </Alert>
      )}
      <Field
        label="ID de métricas"
        required
        hint="Em Administrador › Fluxos de dados, no formato G-XXXXXXXXXX."
        message={errors.measurement_id}
      >
        <Input
          value={form.measurement_id}
          placeholder="G-XXXXXXXXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={14}
          readOnly={!canWrite}
          onChange={(event) => change({ measurement_id: event.target.value.toUpperCase() })}
        />
      </Field>
      {form.api_secret === null ? (
        <div className="flex items-end gap-2">
          <Field
            label="Chave secreta da API"
            className="flex-1"
            hint="Definida. Guardada com segurança; nunca é mostrada."
          >
            <Input value="" placeholder="•••• definida" readOnly disabled />
          </Field>
          {canWrite ? (
            <Button
              type="button"
              variant="secondary"
              className="mb-6"
              onClick={() => change({ api_secret: '' })}
            >
              Trocar
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex items-end gap-2">
          <Field
            label={settings.has_api_secret ? 'Nova chave secreta da API' : 'Chave secreta da API'}
            className="flex-1"
            required
            hint="Em Fluxos de dados › Chaves secretas da API do Measurement Protocol."
            message={errors.api_secret}
          >
            <PasswordInput
              value={form.api_secret}
              autoComplete="new-password"
              maxLength={100}
              readOnly={!canWrite}
              onChange={(event) => change({ api_secret: event.target.value })}
            />
          </Field>
          {settings.has_api_secret && canWrite ? (
            <Button
              type="button"
              variant="ghost"
              className="mb-6"
              onClick={() => change({ api_secret: null })}
            >
              Manter a chave atual
            </Button>
          ) : null}
        </div>
      )}
      <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Eventos enviados</legend>
        {GA4_EVENTS.map((event) => (
          <div key={event} className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium" id={`ga4-${event}`}>
                {GA4_EVENT_LABELS[event].title}
              </p>
              <p className="text-sm text-muted-foreground">{GA4_EVENT_LABELS[event].description}</p>
            </div>
            <Switch
              aria-labelledby={`ga4-${event}`}
              checked={form.events[event]}
              disabled={!canWrite}
              onCheckedChange={(checked) =>
                change({ events: { ...form.events, [event]: checked } })
              }
            />
          </div>
        ))}
      </fieldset>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {tested ? <TestOutcome result={tested} /> : null}
      {canWrite ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void test()}
          >
            <Send aria-hidden />
            {busy === 'test' ? 'Enviando…' : 'Enviar evento de teste'}
          </Button>
          <Button type="submit" disabled={busy !== null}>
            <Save aria-hidden />
            {busy === 'save' ? 'Salvando…' : 'Salvar'}
          </Button>
        </div>
      ) : null}
    </form>
  )
}

function TestOutcome({ result }: { result: Ga4TestResult }) {
  if (result.ok) {
    return (
      <Alert tone="success">
        <AlertTitle>Evento de teste aceito</AlertTitle>O servidor de validação do Google Analytics
        não encontrou problemas. Eventos de teste não aparecem nos relatórios.
      </Alert>
    )
  }
  return (
    <Alert tone="danger">
      <AlertTitle>O evento de teste foi recusado</AlertTitle>
      {result.failure ?? null}
      {result.messages.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {result.messages.map((message, index) => (
            <li key={index}>
              {message.description} <span className="text-xs opacity-80">({message.code})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  )
}

import { useState } from 'react'
import {
  fieldErrorsOf,
  LAYOUT_COLOR_TOKENS,
  LAYOUT_FONT_STACKS,
  LAYOUT_FONTS,
  type LayoutFont,
  type LayoutProject,
  type LayoutSettings,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Field,
  Input,
  Select,
  Switch,
  Textarea,
} from '@vitrine/ui'
import { useSettingsForm } from '../shared/use-settings-form.ts'
import { ReadOnlyNotice, SaveBar } from '../shared/save-bar.tsx'
import { ColorField, wholeColor } from '../../../shared/ColorField.tsx'
import { ImageUpload } from '../../../shared/ImageUpload.tsx'
import { COLOR_LABELS, FONT_LABELS } from './labels.ts'
import { ScriptField } from './ScriptField.tsx'

/** The form holds the allowed IPs as typed, one per line. */
type ProjectForm = LayoutProject & { ips: string }

const formOf = (project: LayoutProject): ProjectForm => ({
  ...structuredClone(project),
  ips: project.maintenance.allowed_ips.join('\n'),
})

const requestOf = ({ ips, ...form }: ProjectForm): LayoutProject => ({
  ...form,
  maintenance: {
    ...form.maintenance,
    allowed_ips: ips
      .split(/[\s,;]+/)
      .map((ip) => ip.trim())
      .filter(Boolean),
  },
})

/** The server names an IP's refusal by its index: the field is the list. */
function errorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    fields[key.startsWith('maintenance.allowed_ips') ? 'maintenance.allowed_ips' : key] ??= message
  }
  return fields
}

/** A favicon needs no more: past this it only slows the first visit. */
const FAVICON_MAX_BYTES = 1024 * 1024

/**
 * The project's settings as one form: theme and domain, favicon, colour and font tokens with a
 * preview, scripts with their warning, and the maintenance page. Saved whole.
 */
export function ProjectForm({
  appId,
  settings,
  canWrite,
  onSaved,
}: {
  appId: number
  settings: LayoutSettings
  canWrite: boolean
  onSaved: (next: LayoutSettings) => void
}) {
  const api = useApi()
  const { form, saved, errors, formError, busy, dirty, set, save, reset, revision } =
    useSettingsForm({
      initial: () => formOf(settings.project),
      canWrite,
      send: (form) => api.layoutSettings.saveProject(appId, requestOf(form)),
      formOf: (next) => formOf(next.project),
      errorsOf,
      savedMessage: 'Configurações do projeto salvas.',
      onSaved,
    })
  const [confirmMaintenance, setConfirmMaintenance] = useState(false)
  const readOnly = !canWrite

  const setMaintenance = (patch: Partial<LayoutProject['maintenance']>, field?: string) =>
    set(
      (current) => ({ maintenance: { ...current.maintenance, ...patch } }),
      ...(field ? [`maintenance.${field}`] : []),
    )

  // The preview shows a colour once it is whole: a half-typed one keeps the saved one.
  const colors = Object.fromEntries(
    LAYOUT_COLOR_TOKENS.map((token) => [
      token,
      wholeColor(form.colors[token], saved.colors[token]),
    ]),
  ) as LayoutProject['colors']

  return (
    <form
      aria-label="Configurações do projeto"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      {readOnly ? <ReadOnlyNotice /> : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Tema e domínio</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome do tema" message={errors.theme_name}>
            <Input
              value={form.theme_name}
              maxLength={60}
              readOnly={readOnly}
              onChange={(event) => set({ theme_name: event.target.value }, 'theme_name')}
            />
          </Field>
          <Field
            label="Domínio da loja"
            hint="Só o endereço, como www.minhaloja.com.br. Vazio: o endereço da plataforma."
            message={errors.domain}
          >
            <Input
              value={form.domain ?? ''}
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              placeholder="www.minhaloja.com.br"
              readOnly={readOnly}
              onChange={(event) => set({ domain: event.target.value }, 'domain')}
            />
          </Field>
          <div className="sm:col-span-2">
            <ImageUpload
              label="Favicon"
              hint="O ícone da aba do navegador: uma imagem quadrada de 32 a 512 pixels (PNG, SVG ou WebP)."
              alt="Favicon atual"
              maxBytes={FAVICON_MAX_BYTES}
              previewClassName="size-12"
              value={form.favicon_url}
              message={errors.favicon_url}
              readOnly={readOnly}
              upload={(file) => api.layoutSettings.uploadImage(appId, file)}
              onChange={(url) => set({ favicon_url: url }, 'favicon_url')}
            />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Cores e fontes</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {LAYOUT_COLOR_TOKENS.map((token) => (
              <ColorField
                key={token}
                label={COLOR_LABELS[token]}
                value={form.colors[token]}
                message={errors[`colors.${token}`]}
                readOnly={readOnly}
                onChange={(value) =>
                  set({ colors: { ...form.colors, [token]: value } }, `colors.${token}`)
                }
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['heading', 'body'] as const).map((which) => (
              <Field
                key={which}
                label={which === 'heading' ? 'Fonte dos títulos' : 'Fonte do texto'}
                hint="Fontes do próprio aparelho do cliente: nada é baixado."
                message={errors[`fonts.${which}`]}
              >
                <Select
                  options={LAYOUT_FONTS.map((font) => ({ value: font, label: FONT_LABELS[font] }))}
                  value={form.fonts[which]}
                  disabled={readOnly}
                  onValueChange={(value) =>
                    set(
                      { fonts: { ...form.fonts, [which]: value as LayoutFont } },
                      `fonts.${which}`,
                    )
                  }
                />
              </Field>
            ))}
          </div>
          <TokenPreview colors={colors} fonts={form.fonts} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Scripts</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Alert tone="warning">
            <AlertTitle>Os scripts rodam em todas as páginas da loja</AlertTitle>
            <AlertDescription>
              Um código com erro pode quebrar a loja ou deixá-la lenta para todos os clientes. Cole
              só códigos de fontes em que você confia (Google Tag Manager, pixel de anúncios, chat)
              e confira a loja depois de salvar.
            </AlertDescription>
          </Alert>
          <ScriptField
            key={`head-${revision}`}
            label="Scripts no <head>"
            hint="Entram antes de </head> em todas as páginas: tags de análise e verificação."
            value={form.head_scripts}
            message={errors.head_scripts}
            readOnly={readOnly}
            onChange={(value) => set({ head_scripts: value }, 'head_scripts')}
          />
          <ScriptField
            key={`body-${revision}`}
            label="Scripts no fim do <body>"
            hint="Entram antes de </body>: widgets e códigos que podem carregar por último."
            value={form.body_scripts}
            message={errors.body_scripts}
            readOnly={readOnly}
            onChange={(value) => set({ body_scripts: value }, 'body_scripts')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Página de manutenção</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Switch
            label="Loja em manutenção"
            onText="SIM"
            offText="NÃO"
            checked={form.maintenance.enabled}
            disabled={readOnly}
            onCheckedChange={(on) =>
              on ? setConfirmMaintenance(true) : setMaintenance({ enabled: false })
            }
          />
          {form.maintenance.enabled ? (
            <Alert tone="warning">
              <AlertTitle>A loja está fechada para os clientes</AlertTitle>
              <AlertDescription>
                Com a manutenção ligada, quem visita a loja vê só esta página e não consegue
                comprar. Só os endereços IP liberados abaixo veem a loja.
              </AlertDescription>
            </Alert>
          ) : null}
          <Field label="Título" message={errors['maintenance.title']}>
            <Input
              value={form.maintenance.title}
              maxLength={80}
              readOnly={readOnly}
              onChange={(event) => setMaintenance({ title: event.target.value }, 'title')}
            />
          </Field>
          <Field label="Mensagem" message={errors['maintenance.message']}>
            <Textarea
              value={form.maintenance.message}
              maxLength={500}
              rows={3}
              readOnly={readOnly}
              onChange={(event) => setMaintenance({ message: event.target.value }, 'message')}
            />
          </Field>
          <Field
            label="IPs liberados (opcional)"
            hint="Um por linha: quem acessa destes endereços vê a loja normalmente, para conferir o trabalho."
            message={errors['maintenance.allowed_ips']}
          >
            <Textarea
              value={form.ips}
              rows={3}
              spellCheck={false}
              className="font-mono"
              readOnly={readOnly}
              onChange={(event) => set({ ips: event.target.value }, 'maintenance.allowed_ips')}
            />
          </Field>
        </CardContent>
      </Card>

      <SaveBar
        canWrite={canWrite}
        dirty={dirty}
        busy={busy}
        formError={formError}
        updatedAt={settings.project_updated_at}
        updatedBy={settings.project_updated_by}
        onUndo={reset}
      />
      <ConfirmDialog
        open={confirmMaintenance}
        onOpenChange={setConfirmMaintenance}
        title="Colocar a loja em manutenção?"
        description="Depois de salvar, os clientes verão só a página de manutenção e não poderão comprar até você desligá-la."
        confirmLabel="Ligar manutenção"
        tone="danger"
        onConfirm={() => {
          setMaintenance({ enabled: true })
          setConfirmMaintenance(false)
        }}
      />
    </form>
  )
}

/** The tokens together as a storefront would show them: a title, text, buttons and a badge. */
function TokenPreview({
  colors,
  fonts,
}: {
  colors: LayoutProject['colors']
  fonts: LayoutProject['fonts']
}) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">Prévia</figcaption>
      <div
        data-testid="token-preview"
        className="flex flex-col gap-3 rounded-md border border-border p-4"
        style={{ backgroundColor: colors.background, color: colors.text }}
      >
        <p
          className="text-xl font-semibold"
          style={{ fontFamily: LAYOUT_FONT_STACKS[fonts.heading] }}
        >
          Coleção de verão
        </p>
        <p className="text-sm" style={{ fontFamily: LAYOUT_FONT_STACKS[fonts.body] }}>
          Peças leves para os dias quentes, com frete grátis acima de R$ 199,00.
        </p>
        <div className="flex flex-wrap items-center gap-2" aria-hidden="true">
          <span
            className="rounded-md px-3 py-1.5 text-sm font-medium text-white"
            style={{ backgroundColor: colors.primary }}
          >
            Comprar
          </span>
          <span
            className="rounded-md px-3 py-1.5 text-sm font-medium text-white"
            style={{ backgroundColor: colors.secondary }}
          >
            Ver detalhes
          </span>
          <span
            className="rounded-full px-2 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: colors.accent }}
          >
            Novo
          </span>
        </div>
      </div>
    </figure>
  )
}

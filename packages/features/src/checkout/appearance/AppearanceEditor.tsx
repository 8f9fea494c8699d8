import { useMemo, useState, type FormEvent } from 'react'
import {
  CHECKOUT_CORNERS,
  CHECKOUT_FONTS,
  CHECKOUT_METHOD_ORDER,
  CHECKOUT_TRUST_BADGES,
  contrastWarnings,
  fieldErrorsOf,
  FOOTER_TEXT_MAX,
  HEADER_TEXT_MAX,
  isApiError,
  NO_CHECKOUT_APPS,
  type CheckoutAppearance,
  type CheckoutAppearanceState,
  type CheckoutCorner,
  type CheckoutFont,
  type PublicCustomField,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  ConfirmDialog,
  Field,
  Input,
  Select,
  Textarea,
  ToggleGroup,
  ToggleGroupItem,
  useNotify,
} from '@vitrine/ui'
import { Save, Send, Undo2 } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { TRUST_BADGE_TEXTS } from '../shared/appearance/texts.ts'
import { CheckoutPreview } from '../shared/preview/CheckoutPreview.tsx'
import { ColorField } from '../../shared/ColorField.tsx'
import { ImageUpload } from '../../shared/ImageUpload.tsx'
import { CORNER_LABELS, FONT_LABELS, METHOD_LABELS } from './labels.ts'
import { StepOrder } from './StepOrder.tsx'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * The editor: the form on one side, the preview of what is being typed on the other. Saving
 * keeps a draft; publishing saves what is typed and makes it public; discarding (confirmed)
 * drops the draft and goes back to the published look.
 */
export function AppearanceEditor({
  appId,
  state,
  fields,
  canWrite,
  onChanged,
}: {
  appId: number
  state: CheckoutAppearanceState
  fields: PublicCustomField[]
  canWrite: boolean
  onChanged: (state: CheckoutAppearanceState) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const [form, setForm] = useState<CheckoutAppearance>(state.draft)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null)
  const dirty = JSON.stringify(form) !== JSON.stringify(state.draft)
  useLeaveGuard(dirty)

  // The preview shows a colour once it is whole: a half-typed one keeps the last good one.
  const [colors, setColors] = useState({
    primary_color: state.draft.primary_color,
    accent_color: state.draft.accent_color,
  })
  const change = <K extends keyof CheckoutAppearance>(key: K, value: CheckoutAppearance[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
    if ((key === 'primary_color' || key === 'accent_color') && HEX.test(value as string)) {
      setColors((current) => ({ ...current, [key]: (value as string).toLowerCase() }))
    }
  }
  const toggle = <T extends string>(
    list: readonly T[],
    item: T,
    on: boolean,
    order: readonly T[],
  ) => order.filter((each) => (each === item ? on : list.includes(each)))

  const shown = useMemo(() => ({ ...form, ...colors }), [form, colors])
  const setup = useMemo(
    () => ({ appearance: shown, fields, apps: NO_CHECKOUT_APPS }),
    [shown, fields],
  )
  const warnings = contrastWarnings(shown)
  const warningOf = (field: 'primary_color' | 'accent_color') =>
    warnings.find((warning) => warning.field === field)?.message

  function refused(error: unknown, fallback: string) {
    const fieldErrors = fieldErrorsOf(error)
    setErrors(fieldErrors)
    setFormError(
      Object.keys(fieldErrors).length > 0
        ? 'Confira os campos destacados.'
        : isApiError(error)
          ? error.message
          : fallback,
    )
  }

  async function saveDraft(): Promise<CheckoutAppearanceState | null> {
    try {
      return await api.checkoutAppearance.saveDraft(appId, form)
    } catch (error) {
      refused(error, 'Não foi possível salvar o rascunho.')
      return null
    }
  }

  async function save(event?: FormEvent) {
    event?.preventDefault()
    setBusy('save')
    setFormError(null)
    const saved = await saveDraft()
    setBusy(null)
    if (!saved) return
    notify({ type: 'success', message: 'Rascunho salvo. Publique para que os clientes vejam.' })
    onChanged(saved)
  }

  async function publish() {
    setBusy('publish')
    setFormError(null)
    try {
      if (dirty && !(await saveDraft())) return
      const published = await api.checkoutAppearance.publish(appId)
      notify({
        type: 'success',
        message: 'Aparência publicada: o checkout já está com o novo visual.',
      })
      onChanged(published)
    } catch (error) {
      refused(error, 'Não foi possível publicar a aparência.')
    } finally {
      setBusy(null)
    }
  }

  async function discard() {
    if (!state.has_draft) {
      setForm(state.draft)
      setErrors({})
      setFormError(null)
      return
    }
    const next = await api.checkoutAppearance.discardDraft(appId)
    notify({ type: 'success', message: 'Rascunho descartado: voltou a aparência publicada.' })
    onChanged(next)
  }

  const pending = state.has_draft || dirty
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <form
        aria-label="Aparência do checkout"
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(event) => void save(event)}
      >
        {!canWrite ? (
          <Alert tone="info">
            Você pode ver a aparência, mas não alterá-la: peça acesso de edição ao checkout.
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Marca</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ImageUpload
              label="Logo"
              hint="Aparece no topo do checkout. PNG, JPEG, WebP ou SVG; recomendado: até 1 MB."
              alt="Logo atual"
              value={form.logo_url}
              message={errors.logo_url}
              readOnly={!canWrite}
              upload={(file) => api.checkoutAppearance.uploadImage(appId, file)}
              onChange={(url) => change('logo_url', url)}
            />
            <ImageUpload
              label="Favicon"
              hint="O ícone da aba do navegador. Uma imagem quadrada, de 32 a 512 pixels."
              alt="Favicon atual"
              value={form.favicon_url}
              message={errors.favicon_url}
              readOnly={!canWrite}
              upload={(file) => api.checkoutAppearance.uploadImage(appId, file)}
              onChange={(url) => change('favicon_url', url)}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Cores, fonte e cantos</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ColorField
              label="Cor principal"
              hint="Botões e destaques. O texto dos botões fica branco ou escuro, o que ler melhor."
              value={form.primary_color}
              message={errors.primary_color}
              readOnly={!canWrite}
              onChange={(value) => change('primary_color', value)}
            />
            {warningOf('primary_color') ? (
              <Alert tone="warning">{warningOf('primary_color')}</Alert>
            ) : null}
            <ColorField
              label="Cor de destaque"
              hint="Os ícones dos selos de confiança."
              value={form.accent_color}
              message={errors.accent_color}
              readOnly={!canWrite}
              onChange={(value) => change('accent_color', value)}
            />
            {warningOf('accent_color') ? (
              <Alert tone="warning">{warningOf('accent_color')}</Alert>
            ) : null}
            <Field
              label="Fonte"
              hint="Fontes do próprio aparelho do cliente: nada é baixado."
              message={errors.font}
            >
              <Select
                options={CHECKOUT_FONTS.map((font) => ({ value: font, label: FONT_LABELS[font] }))}
                value={form.font}
                disabled={!canWrite}
                onValueChange={(value) => change('font', value as CheckoutFont)}
              />
            </Field>
            <div className="flex flex-col gap-2">
              <span id="corner-style-label" className="text-sm font-medium">
                Cantos
              </span>
              <ToggleGroup
                aria-labelledby="corner-style-label"
                value={form.corner_style}
                disabled={!canWrite}
                onValueChange={(value) => change('corner_style', value as CheckoutCorner)}
                className="w-fit"
              >
                {CHECKOUT_CORNERS.map((corner) => (
                  <ToggleGroupItem key={corner} value={corner}>
                    {CORNER_LABELS[corner]}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Textos e selos</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field
              label="Texto do topo"
              hint="Uma frase curta abaixo do logo."
              message={errors.header_text}
            >
              <Input
                value={form.header_text}
                maxLength={HEADER_TEXT_MAX}
                placeholder="Compra segura na sua loja"
                readOnly={!canWrite}
                onChange={(event) => change('header_text', event.target.value)}
              />
            </Field>
            <Field
              label="Texto do rodapé"
              hint="Razão social, contato, política de trocas…"
              message={errors.footer_text}
            >
              <Textarea
                value={form.footer_text}
                maxLength={FOOTER_TEXT_MAX}
                rows={3}
                readOnly={!canWrite}
                onChange={(event) => change('footer_text', event.target.value)}
              />
            </Field>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Selos de confiança</legend>
              {CHECKOUT_TRUST_BADGES.map((badge) => (
                <Checkbox
                  key={badge}
                  label={TRUST_BADGE_TEXTS[badge].title}
                  checked={form.trust_badges.includes(badge)}
                  disabled={!canWrite}
                  onCheckedChange={(checked) =>
                    change(
                      'trust_badges',
                      toggle(form.trust_badges, badge, checked === true, CHECKOUT_TRUST_BADGES),
                    )
                  }
                />
              ))}
            </fieldset>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Etapas e formas de pagamento</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <StepOrder
              steps={form.steps}
              readOnly={!canWrite}
              message={errors.steps}
              onChange={(steps) => change('steps', steps)}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Formas de pagamento em destaque</legend>
              <p className="text-sm text-muted-foreground">
                As marcadas aparecem primeiro, nesta ordem; as outras vêm depois.
              </p>
              {CHECKOUT_METHOD_ORDER.map((method) => (
                <Checkbox
                  key={method}
                  label={METHOD_LABELS[method]}
                  checked={form.methods_first.includes(method)}
                  disabled={!canWrite}
                  onCheckedChange={(checked) =>
                    change(
                      'methods_first',
                      toggle(form.methods_first, method, checked === true, CHECKOUT_METHOD_ORDER),
                    )
                  }
                />
              ))}
            </fieldset>
          </CardContent>
        </Card>

        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" data-testid="appearance-status">
            {statusLine(state, dirty)}
          </p>
          {canWrite ? (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="secondary" disabled={!dirty || busy !== null}>
                <Save aria-hidden="true" />
                {busy === 'save' ? 'Salvando…' : 'Salvar rascunho'}
              </Button>
              <Button
                type="button"
                disabled={!pending || busy !== null}
                onClick={() => void publish()}
              >
                <Send aria-hidden="true" />
                {busy === 'publish' ? 'Publicando…' : 'Publicar'}
              </Button>
              <ConfirmDialog
                title="Descartar o rascunho?"
                description="As alterações não publicadas serão perdidas e o editor volta à aparência publicada. O checkout dos clientes não muda."
                confirmLabel="Descartar rascunho"
                tone="danger"
                onConfirm={discard}
                trigger={
                  <Button type="button" variant="ghost" disabled={!pending || busy !== null}>
                    <Undo2 aria-hidden="true" />
                    Descartar
                  </Button>
                }
              />
            </div>
          ) : null}
        </div>
      </form>
      <div className="lg:sticky lg:top-4">
        <CheckoutPreview setup={setup} />
      </div>
    </div>
  )
}

function statusLine(state: CheckoutAppearanceState, dirty: boolean): string {
  const published = state.published_at
    ? `Publicada em ${formatDateTime(state.published_at)}${state.published_by ? ` por ${state.published_by}` : ''}.`
    : 'Ainda não publicada: o checkout usa a aparência padrão.'
  if (dirty) return `${published} Há alterações não salvas.`
  if (state.has_draft && state.draft_updated_at) {
    return `${published} Rascunho salvo em ${formatDateTime(state.draft_updated_at)}, ainda não publicado.`
  }
  return published
}

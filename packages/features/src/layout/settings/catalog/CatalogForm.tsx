import {
  CATALOG_SORTS,
  formatMoney,
  IMAGE_RATIOS,
  installmentsText,
  INSTALLMENTS_MAX,
  INSTALLMENTS_MIN,
  OUT_OF_STOCK_BEHAVIOURS,
  PER_PAGE_MAX,
  PER_PAGE_MIN,
  type CatalogSort,
  type ImageRatio,
  type LayoutCatalog,
  type LayoutSettings,
  type OutOfStockBehaviour,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  Input,
  RadioGroup,
  RadioGroupItem,
  Select,
} from '@vitrine/ui'
import { useSettingsForm } from '../shared/use-settings-form.ts'
import { ReadOnlyNotice, SaveBar } from '../shared/save-bar.tsx'
import { OUT_OF_STOCK_LABELS, RATIO_LABELS, SORT_LABELS } from './labels.ts'

/** Numbers as typed (an empty or partial field is the server's to refuse, in its words). */
type CatalogForm = Omit<LayoutCatalog, 'per_page' | 'price_display'> & {
  per_page: string
  price_display: Omit<LayoutCatalog['price_display'], 'installments'> & { installments: string }
}

const formOf = (catalog: LayoutCatalog): CatalogForm => ({
  ...catalog,
  per_page: String(catalog.per_page),
  price_display: {
    ...catalog.price_display,
    installments: String(catalog.price_display.installments),
  },
})

const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

const requestOf = (form: CatalogForm) => ({
  ...form,
  per_page: number(form.per_page),
  price_display: { ...form.price_display, installments: number(form.price_display.installments) },
})

/** A sample price line as the storefront's cards will show it. */
const SAMPLE_CENTS = 29_900

/** The catalog's settings as one form: page size, order, sold-out products, price line, images. */
export function CatalogForm({
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
  const { form, errors, formError, busy, dirty, set, save, reset } = useSettingsForm({
    initial: () => formOf(settings.catalog),
    canWrite,
    send: (form) => api.layoutSettings.saveCatalog(appId, requestOf(form)),
    formOf: (next) => formOf(next.catalog),
    savedMessage: 'Configurações do catálogo salvas.',
    onSaved,
  })
  const readOnly = !canWrite

  const setPrice = (patch: Partial<CatalogForm['price_display']>, field: string) =>
    set({ price_display: { ...form.price_display, ...patch } }, `price_display.${field}`)

  const installments = number(form.price_display.installments)
  const sample =
    form.price_display.mode === 'installments' &&
    installments >= INSTALLMENTS_MIN &&
    installments <= INSTALLMENTS_MAX
      ? installmentsText(SAMPLE_CENTS, installments, form.price_display.interest_free, formatMoney)
      : null

  return (
    <form
      aria-label="Configurações do catálogo"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => void save(event)}
    >
      {readOnly ? <ReadOnlyNotice /> : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Listas de produtos</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Produtos por página"
            hint={`De ${PER_PAGE_MIN} a ${PER_PAGE_MAX}. Múltiplos de 12 preenchem as linhas de 2, 3, 4 e 6 colunas.`}
            message={errors.per_page}
          >
            <Input
              value={form.per_page}
              inputMode="numeric"
              readOnly={readOnly}
              onChange={(event) => set({ per_page: event.target.value }, 'per_page')}
            />
          </Field>
          <Field label="Ordem padrão" message={errors.default_sort}>
            <Select
              options={CATALOG_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
              value={form.default_sort}
              disabled={readOnly}
              onValueChange={(value) => set({ default_sort: value as CatalogSort }, 'default_sort')}
            />
          </Field>
          <Field label="Proporção das imagens" message={errors.image_ratio}>
            <Select
              options={IMAGE_RATIOS.map((ratio) => ({ value: ratio, label: RATIO_LABELS[ratio] }))}
              value={form.image_ratio}
              disabled={readOnly}
              onValueChange={(value) => set({ image_ratio: value as ImageRatio }, 'image_ratio')}
            />
          </Field>
          <RatioPreview ratio={form.image_ratio} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Produtos sem estoque</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <RadioGroup
            aria-label="Produtos sem estoque"
            value={form.out_of_stock}
            disabled={readOnly}
            onValueChange={(value) =>
              set({ out_of_stock: value as OutOfStockBehaviour }, 'out_of_stock')
            }
          >
            {OUT_OF_STOCK_BEHAVIOURS.map((behaviour) => (
              <RadioGroupItem
                key={behaviour}
                value={behaviour}
                label={OUT_OF_STOCK_LABELS[behaviour].label}
                description={OUT_OF_STOCK_LABELS[behaviour].description}
              />
            ))}
          </RadioGroup>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Preço</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <RadioGroup
            aria-label="Como mostrar o preço"
            value={form.price_display.mode}
            disabled={readOnly}
            onValueChange={(value) => setPrice({ mode: value as 'price' | 'installments' }, 'mode')}
          >
            <RadioGroupItem value="price" label="Só o preço" description="R$ 299,00" />
            <RadioGroupItem
              value="installments"
              label="Preço e parcelas"
              description="R$ 299,00 e, abaixo, em até N× de R$ …"
            />
          </RadioGroup>
          {form.price_display.mode === 'installments' ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field
                label="Parcelas"
                hint={`De ${INSTALLMENTS_MIN} a ${INSTALLMENTS_MAX}: o máximo que a loja oferece.`}
                message={errors['price_display.installments']}
              >
                <Input
                  value={form.price_display.installments}
                  inputMode="numeric"
                  readOnly={readOnly}
                  onChange={(event) =>
                    setPrice({ installments: event.target.value }, 'installments')
                  }
                />
              </Field>
              <Checkbox
                className="sm:mt-8"
                label="Sem juros"
                checked={form.price_display.interest_free}
                disabled={readOnly}
                onCheckedChange={(checked) =>
                  setPrice({ interest_free: checked === true }, 'interest_free')
                }
              />
            </div>
          ) : null}
          <p className="text-sm" data-testid="price-sample">
            <span className="text-muted-foreground">Como aparece: </span>
            <span className="font-semibold">{formatMoney(SAMPLE_CENTS)}</span>
            {sample ? <span className="block text-muted-foreground">{sample}</span> : null}
          </p>
        </CardContent>
      </Card>

      <SaveBar
        canWrite={canWrite}
        dirty={dirty}
        busy={busy}
        formError={formError}
        updatedAt={settings.catalog_updated_at}
        updatedBy={settings.catalog_updated_by}
        onUndo={reset}
      />
    </form>
  )
}

/** The chosen ratio as an empty frame, so "3:4" reads as a shape. */
function RatioPreview({ ratio }: { ratio: ImageRatio }) {
  const [width, height] = ratio.split(':').map(Number) as [number, number]
  return (
    <div className="flex items-end gap-3" aria-hidden="true">
      <div
        className="w-20 rounded-md border border-dashed border-border bg-muted"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
      <span className="text-sm text-muted-foreground">{ratio}</span>
    </div>
  )
}

import {
  decimalAmount,
  parseMoney,
  PROMOTION_KINDS,
  type Promotion,
  type PromotionInput,
  type PromotionKind,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Select,
  Switch,
  useNotify,
} from '@vitrine/ui'
import { Plus } from 'lucide-react'
import { dayEnd, dayOf, dayStart, parsePercent } from '../shared/discount-words.ts'
import { listMessage, scopeOf, ScopeFields, type DiscountScope } from '../shared/ScopeFields.tsx'
import { useDiscountForm } from '../shared/use-discount-form.ts'
import { promotionKindWords } from './promotion-words.ts'

/** A new promotion, or an edit of one. */
export type PromotionDialogMode = { kind: 'new' } | { kind: 'edit'; promotion: Promotion }

export interface PromotionDialogProps {
  appId: number
  mode: PromotionDialogMode | null
  onOpenChange: (open: boolean) => void
  onSaved: () => Promise<unknown>
}

interface TierForm {
  min_quantity: string
  percent: string
}

interface PromotionForm {
  name: string
  kind: PromotionKind
  value: string
  buy_quantity: string
  get_quantity: string
  tiers: TierForm[]
  scope: DiscountScope
  priority: string
  cumulative: boolean
  /** Days as a date input holds them, São Paulo's. */
  starts_at: string
  ends_at: string
  active: boolean
}

const percentInput = (basisPoints: number) => decimalAmount(basisPoints, ',').replace(/,00$/, '')

const formOf = (promotion?: Promotion): PromotionForm => ({
  name: promotion?.name ?? '',
  kind: promotion?.kind ?? 'percent',
  value: !promotion
    ? ''
    : promotion.kind === 'percent'
      ? percentInput(promotion.value)
      : promotion.kind === 'fixed'
        ? decimalAmount(promotion.value, ',')
        : '',
  buy_quantity: String(promotion?.buy_quantity ?? 2),
  get_quantity: String(promotion?.get_quantity ?? 1),
  tiers: promotion?.tiers.length
    ? promotion.tiers.map((tier) => ({
        min_quantity: String(tier.min_quantity),
        percent: percentInput(tier.basis_points),
      }))
    : [{ min_quantity: '', percent: '' }],
  scope: scopeOf(promotion),
  priority: String(promotion?.priority ?? 0),
  cumulative: promotion?.cumulative ?? false,
  starts_at: dayOf(promotion?.starts_at ?? null),
  ends_at: dayOf(promotion?.ends_at ?? null),
  active: promotion?.active ?? true,
})

/** Numbers the server would refuse go as NaN, so its field error says why on the field. */
const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN)

function inputOf(form: PromotionForm): PromotionInput {
  return {
    name: form.name,
    kind: form.kind,
    value:
      form.kind === 'percent'
        ? (parsePercent(form.value) ?? Number.NaN)
        : form.kind === 'fixed'
          ? (parseMoney(form.value) ?? Number.NaN)
          : 0,
    buy_quantity: form.kind === 'buy_x_get_y' ? whole(form.buy_quantity) : 1,
    get_quantity: form.kind === 'buy_x_get_y' ? whole(form.get_quantity) : 1,
    tiers:
      form.kind === 'progressive'
        ? form.tiers.map((tier) => ({
            min_quantity: whole(tier.min_quantity),
            basis_points: parsePercent(tier.percent) ?? Number.NaN,
          }))
        : [],
    ...form.scope,
    priority: whole(form.priority),
    cumulative: form.cumulative,
    starts_at: dayStart(form.starts_at),
    ends_at: dayEnd(form.ends_at),
    active: form.active,
  }
}

export function PromotionDialog({ appId, mode, onOpenChange, onSaved }: PromotionDialogProps) {
  const title = mode?.kind === 'edit' ? `Editar a promoção ${mode.promotion.name}` : 'Nova promoção'
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Aplicada sozinha no carrinho, sem código, antes dos cupons.
          </DialogDescription>
        </DialogHeader>
        {mode ? (
          <PromotionFields
            key={mode.kind === 'edit' ? mode.promotion.id : 'new'}
            appId={appId}
            promotion={mode.kind === 'edit' ? mode.promotion : undefined}
            title={title}
            onDone={async () => {
              await onSaved()
              onOpenChange(false)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function PromotionFields({
  appId,
  promotion,
  title,
  onDone,
}: {
  appId: number
  promotion: Promotion | undefined
  title: string
  onDone: () => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  const { form, errors, formError, saving, change, submit } = useDiscountForm(
    () => formOf(promotion),
    'Não foi possível salvar a promoção.',
  )
  const changeTier = (index: number, tier: Partial<TierForm>) =>
    change(
      'tiers',
      form.tiers.map((old, i) => (i === index ? { ...old, ...tier } : old)),
    )

  const save = () =>
    submit(async () => {
      const input = inputOf(form)
      const saved = promotion
        ? await api.ecommerceDiscounts.updatePromotion(appId, promotion.id, input)
        : await api.ecommerceDiscounts.createPromotion(appId, input)
      notify({ type: 'success', message: `Promoção «${saved.name}» salva.` })
      await onDone()
    })

  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field label="Nome" required message={errors.name}>
        <Input
          value={form.name}
          maxLength={80}
          placeholder="Leve 3, pague 2 em camisetas"
          onChange={(event) => change('name', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" message={errors.kind}>
          <Select
            options={PROMOTION_KINDS.map((kind) => ({
              value: kind,
              label: promotionKindWords[kind],
            }))}
            value={form.kind}
            onValueChange={(value) => change('kind', value as PromotionKind)}
          />
        </Field>
        {form.kind === 'percent' || form.kind === 'fixed' ? (
          <Field
            label={form.kind === 'percent' ? 'Desconto (%)' : 'Desconto por unidade (R$)'}
            required
            message={errors.value}
          >
            <Input
              inputMode="decimal"
              value={form.value}
              placeholder={form.kind === 'percent' ? '10' : '15,00'}
              onChange={(event) => change('value', event.target.value)}
            />
          </Field>
        ) : null}
        {form.kind === 'buy_x_get_y' ? (
          <>
            <Field
              label="Quantidade paga"
              hint="A cada tantas unidades pagas…"
              required
              message={errors.buy_quantity}
            >
              <Input
                inputMode="numeric"
                value={form.buy_quantity}
                onChange={(event) => change('buy_quantity', event.target.value)}
              />
            </Field>
            <Field
              label="Quantidade grátis"
              hint="…estas saem de graça, no mesmo item."
              required
              message={errors.get_quantity}
            >
              <Input
                inputMode="numeric"
                value={form.get_quantity}
                onChange={(event) => change('get_quantity', event.target.value)}
              />
            </Field>
          </>
        ) : null}
      </div>
      {form.kind === 'progressive' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">Faixas</legend>
          <p className="text-sm text-muted-foreground">
            Quanto mais unidades elegíveis no carrinho, maior o desconto: vale a maior faixa
            alcançada.
          </p>
          {form.tiers.map((tier, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <Field label={`A partir de (unidades), faixa ${index + 1}`}>
                <Input
                  inputMode="numeric"
                  value={tier.min_quantity}
                  onChange={(event) => changeTier(index, { min_quantity: event.target.value })}
                />
              </Field>
              <Field label={`Desconto (%), faixa ${index + 1}`}>
                <Input
                  inputMode="decimal"
                  value={tier.percent}
                  onChange={(event) => changeTier(index, { percent: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                aria-label={`Remover a faixa ${index + 1}`}
                disabled={form.tiers.length === 1}
                onClick={() =>
                  change(
                    'tiers',
                    form.tiers.filter((_, i) => i !== index),
                  )
                }
              >
                Remover
              </Button>
            </div>
          ))}
          {listMessage(errors, 'tiers') ? (
            <p role="alert" className="text-sm font-medium text-danger-foreground">
              {listMessage(errors, 'tiers')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="self-start"
            disabled={form.tiers.length >= 20}
            onClick={() => change('tiers', [...form.tiers, { min_quantity: '', percent: '' }])}
          >
            <Plus aria-hidden />
            Adicionar faixa
          </Button>
        </fieldset>
      ) : null}
      <ScopeFields
        appId={appId}
        scope={form.scope}
        onChange={(scope) => change('scope', scope)}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Início" message={errors.starts_at}>
          <Input
            type="date"
            value={form.starts_at}
            onChange={(event) => change('starts_at', event.target.value)}
          />
        </Field>
        <Field label="Fim" message={errors.ends_at}>
          <Input
            type="date"
            value={form.ends_at}
            onChange={(event) => change('ends_at', event.target.value)}
          />
        </Field>
        <Field label="Prioridade" hint="Maior aplica primeiro." message={errors.priority}>
          <Input
            inputMode="numeric"
            value={form.priority}
            onChange={(event) => change('priority', event.target.value)}
          />
        </Field>
      </div>
      <Switch
        label="Cumulativa: soma com outras promoções no mesmo item"
        checked={form.cumulative}
        onCheckedChange={(checked) => change('cumulative', checked)}
      />
      <Switch
        label="Ativa"
        checked={form.active}
        onCheckedChange={(checked) => change('active', checked)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar promoção'}
        </Button>
      </DialogFooter>
    </form>
  )
}

import { useState } from 'react'
import {
  parseMoney,
  decimalAmount,
  type Coupon,
  type CouponInput,
  type CouponKind,
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
  Progress,
  Select,
  Switch,
  useNotify,
} from '@vitrine/ui'
import { ChoicePicker } from '../shared/ChoicePicker.tsx'
import { dayEnd, dayOf, dayStart, parsePercent } from '../shared/discount-words.ts'
import { listMessage, scopeOf, ScopeFields, type DiscountScope } from '../shared/ScopeFields.tsx'
import { useDiscountForm } from '../shared/use-discount-form.ts'

/** A new coupon, an edit, or a batch of `count` coupons with a prefix and the same rules. */
export type CouponDialogMode =
  { kind: 'new' } | { kind: 'edit'; coupon: Coupon } | { kind: 'batch' }

export interface CouponDialogProps {
  appId: number
  mode: CouponDialogMode | null
  onOpenChange: (open: boolean) => void
  onSaved: () => Promise<unknown>
}

interface CouponForm {
  code: string
  prefix: string
  count: string
  kind: CouponKind
  value: string
  min_subtotal: string
  max_uses: string
  max_uses_per_customer: string
  first_purchase_only: boolean
  cumulative: boolean
  active: boolean
  /** Days as a date input holds them ("2026-12-31"), São Paulo's. */
  starts_at: string
  ends_at: string
  scope: DiscountScope
  customer_emails: string[]
  excluded_customer_emails: string[]
}

const formOf = (coupon?: Coupon): CouponForm => ({
  code: coupon?.code ?? '',
  prefix: '',
  count: '10',
  kind: coupon?.kind ?? 'percent',
  value: !coupon
    ? ''
    : coupon.kind === 'percent'
      ? decimalAmount(coupon.value, ',').replace(/,00$/, '')
      : coupon.kind === 'fixed'
        ? decimalAmount(coupon.value, ',')
        : '',
  min_subtotal:
    coupon?.min_subtotal_cents != null ? decimalAmount(coupon.min_subtotal_cents, ',') : '',
  max_uses: coupon?.max_uses != null ? String(coupon.max_uses) : '',
  max_uses_per_customer:
    coupon?.max_uses_per_customer != null ? String(coupon.max_uses_per_customer) : '',
  first_purchase_only: coupon?.first_purchase_only ?? false,
  cumulative: coupon?.cumulative ?? false,
  active: coupon?.active ?? true,
  starts_at: dayOf(coupon?.starts_at ?? null),
  ends_at: dayOf(coupon?.ends_at ?? null),
  scope: scopeOf(coupon),
  customer_emails: coupon?.customer_emails ?? [],
  excluded_customer_emails: coupon?.excluded_customer_emails ?? [],
})

const countOf = (text: string) => (text.trim() === '' ? null : Number(text))

/** The form's rules as the contract's fields; unparseable numbers go as NaN for the field error. */
function rulesOf(form: CouponForm) {
  const value =
    form.kind === 'percent'
      ? (parsePercent(form.value) ?? Number.NaN)
      : form.kind === 'fixed'
        ? (parseMoney(form.value) ?? Number.NaN)
        : 0
  return {
    kind: form.kind,
    value,
    min_subtotal_cents: form.min_subtotal.trim()
      ? (parseMoney(form.min_subtotal) ?? Number.NaN)
      : null,
    max_uses: countOf(form.max_uses),
    max_uses_per_customer: countOf(form.max_uses_per_customer),
    first_purchase_only: form.first_purchase_only,
    cumulative: form.cumulative,
    active: form.active,
    starts_at: dayStart(form.starts_at),
    ends_at: dayEnd(form.ends_at),
    ...form.scope,
    customer_emails: form.customer_emails,
    excluded_customer_emails: form.excluded_customer_emails,
  }
}

/** Batches go in chunks so the progress bar moves and each chunk is one transaction. */
const CHUNK = 100

export function CouponDialog({ appId, mode, onOpenChange, onSaved }: CouponDialogProps) {
  const title =
    mode?.kind === 'edit'
      ? `Editar o cupom ${mode.coupon.code}`
      : mode?.kind === 'batch'
        ? 'Gerar cupons em lote'
        : 'Novo cupom'
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {mode?.kind === 'batch'
              ? 'Códigos únicos PREFIXO-XXXXXXXX, todos com as mesmas regras.'
              : 'O código vale sem diferença de maiúsculas e é único na loja.'}
          </DialogDescription>
        </DialogHeader>
        {mode ? (
          <CouponFields
            key={mode.kind === 'edit' ? mode.coupon.id : mode.kind}
            appId={appId}
            mode={mode}
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

function CouponFields({
  appId,
  mode,
  title,
  onDone,
}: {
  appId: number
  mode: CouponDialogMode
  title: string
  onDone: () => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  const coupon = mode.kind === 'edit' ? mode.coupon : undefined
  const { form, errors, formError, saving, change, submit } = useDiscountForm(
    () => formOf(coupon),
    'Não foi possível salvar o cupom.',
  )
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)

  const save = () =>
    submit(
      async () => {
        const rules = rulesOf(form)
        if (mode.kind === 'batch') {
          const total = Number(form.count)
          let done = 0
          setProgress({ done, total })
          do {
            const count = Math.min(CHUNK, total - done)
            const made = await api.ecommerceDiscounts.generateCoupons(appId, {
              ...rules,
              prefix: form.prefix,
              count: Number.isFinite(count) ? count : Number.NaN,
            })
            done += made.codes.length
            setProgress({ done, total })
          } while (done < total)
          notify({ type: 'success', message: `${total} cupons gerados.` })
        } else {
          const input: CouponInput = { code: form.code, ...rules }
          const saved = coupon
            ? await api.ecommerceDiscounts.updateCoupon(appId, coupon.id, input)
            : await api.ecommerceDiscounts.createCoupon(appId, input)
          notify({ type: 'success', message: `Cupom ${saved.code} salvo.` })
        }
        await onDone()
      },
      () => setProgress(null),
    )

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
      {mode.kind === 'batch' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Prefixo" message={errors.prefix}>
            <Input
              value={form.prefix}
              maxLength={20}
              placeholder="BLACKFRIDAY"
              onChange={(event) => change('prefix', event.target.value)}
            />
          </Field>
          <Field label="Quantidade" required message={errors.count}>
            <Input
              inputMode="numeric"
              value={form.count}
              onChange={(event) => change('count', event.target.value)}
            />
          </Field>
        </div>
      ) : (
        <Field label="Código" required message={errors.code}>
          <Input
            value={form.code}
            maxLength={40}
            placeholder="BEMVINDO10"
            onChange={(event) => change('code', event.target.value)}
          />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" message={errors.kind}>
          <Select
            options={[
              { value: 'percent', label: 'Percentual' },
              { value: 'fixed', label: 'Valor fixo' },
              { value: 'free_shipping', label: 'Frete grátis' },
            ]}
            value={form.kind}
            onValueChange={(value) => change('kind', value as CouponKind)}
          />
        </Field>
        {form.kind !== 'free_shipping' ? (
          <Field
            label={form.kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}
            required
            message={errors.value}
          >
            <Input
              inputMode="decimal"
              value={form.value}
              placeholder={form.kind === 'percent' ? '10' : '25,00'}
              onChange={(event) => change('value', event.target.value)}
            />
          </Field>
        ) : null}
        <Field label="Pedido mínimo (R$)" message={errors.min_subtotal_cents}>
          <Input
            inputMode="decimal"
            value={form.min_subtotal}
            placeholder="Sem mínimo"
            onChange={(event) => change('min_subtotal', event.target.value)}
          />
        </Field>
        <Field label="Válido a partir de" message={errors.starts_at}>
          <Input
            type="date"
            value={form.starts_at}
            onChange={(event) => change('starts_at', event.target.value)}
          />
        </Field>
        <Field label="Válido até" message={errors.ends_at}>
          <Input
            type="date"
            value={form.ends_at}
            onChange={(event) => change('ends_at', event.target.value)}
          />
        </Field>
        <Field label="Limite de usos" message={errors.max_uses}>
          <Input
            inputMode="numeric"
            value={form.max_uses}
            placeholder="Sem limite"
            onChange={(event) => change('max_uses', event.target.value)}
          />
        </Field>
        <Field label="Limite por cliente" message={errors.max_uses_per_customer}>
          <Input
            inputMode="numeric"
            value={form.max_uses_per_customer}
            placeholder="Sem limite"
            onChange={(event) => change('max_uses_per_customer', event.target.value)}
          />
        </Field>
      </div>
      <ScopeFields
        appId={appId}
        scope={form.scope}
        onChange={(scope) => change('scope', scope)}
        errors={errors}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Quem pode usar</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoicePicker
            appId={appId}
            of="customers"
            label="Clientes incluídos"
            hint="Sem nenhum, qualquer cliente."
            keys={form.customer_emails}
            onChange={(keys) => change('customer_emails', keys)}
            message={listMessage(errors, 'customer_emails')}
          />
          <ChoicePicker
            appId={appId}
            of="customers"
            label="Clientes excluídos"
            keys={form.excluded_customer_emails}
            onChange={(keys) => change('excluded_customer_emails', keys)}
            message={listMessage(errors, 'excluded_customer_emails')}
          />
        </div>
      </fieldset>
      <Switch
        label="Só na primeira compra"
        checked={form.first_purchase_only}
        onCheckedChange={(checked) => change('first_purchase_only', checked)}
      />
      <Switch
        label="Cumulativo: pode ser usado com outro cupom cumulativo"
        checked={form.cumulative}
        onCheckedChange={(checked) => change('cumulative', checked)}
      />
      <Switch
        label="Ativo"
        checked={form.active}
        onCheckedChange={(checked) => change('active', checked)}
      />
      {progress ? (
        <Progress
          label={`Gerando cupons: ${progress.done} de ${progress.total}`}
          value={progress.total ? (progress.done / progress.total) * 100 : 0}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving
            ? mode.kind === 'batch'
              ? `Gerando… ${progress?.done ?? 0} de ${progress?.total ?? 0}`
              : 'Salvando…'
            : mode.kind === 'batch'
              ? 'Gerar cupons'
              : 'Salvar cupom'}
        </Button>
      </DialogFooter>
    </form>
  )
}

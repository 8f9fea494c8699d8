import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import {
  ApiError,
  fieldErrorsOf,
  formatDocument,
  formatMoney,
  issuesToFieldErrors,
  parseMoney,
  PublicChargeInputSchema,
  type PublicChargeInput,
  type PublicLink,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { validationConfig } from '@vitrine/api/validation'
import { Alert } from '@vitrine/ui/components/alert'
import { Button } from '@vitrine/ui/components/button'
import { Input } from '@vitrine/ui/components/input'
import { PublicCard, PublicLoading, PublicNotFound, PublicPage } from '../shared/PublicPage.tsx'

/**
 * The methods this first slice takes: pix and boleto. Card methods (their form, brand, Luhn,
 * installments) come in the next slice; until then they are left out of the choice.
 */
const OFFERED = new Set(['pix', 'billet'])

export interface PayScreenProps {
  slug: string
  /** Where a charge leads: the receipt's address (the host pushes it without a reload). */
  onPaid: (token: string) => void
}

type LinkState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'ready'; link: PublicLink }

function useLink(slug: string, attempt: number): LinkState {
  const { checkout } = useApi()
  const [state, setState] = useState<LinkState>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    checkout.link(slug, controller.signal).then(
      (link) => setState({ kind: 'ready', link }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({
          kind: error instanceof ApiError && error.statusCode === 404 ? 'not-found' : 'error',
        })
      },
    )
    return () => controller.abort()
  }, [checkout, slug, attempt])
  return state
}

/** `/pay/{slug}`: a payment link's page; the payer pays it by pix or boleto. */
export function PayScreen({ slug, onPaid }: PayScreenProps) {
  const [attempt, setAttempt] = useState(0)
  const state = useLink(slug, attempt)
  if (state.kind === 'loading') return <PublicLoading label="Carregando o link de pagamento…" />
  if (state.kind === 'not-found') {
    return (
      <PublicNotFound
        title="Link de pagamento não encontrado"
        text="Confira o endereço que você recebeu da loja."
      />
    )
  }
  if (state.kind === 'error') {
    return (
      <PublicPage>
        <PublicCard>
          <h1 className="text-xl font-semibold">Não foi possível abrir o link</h1>
          <p className="text-muted-foreground">Verifique sua conexão e tente de novo.</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Tentar de novo</Button>
        </PublicCard>
      </PublicPage>
    )
  }
  return <LinkPage link={state.link} onPaid={onPaid} />
}

const UNAVAILABLE: Record<Exclude<PublicLink['availability'], 'available'>, [string, string]> = {
  expired: [
    'Este link expirou',
    'Ele não recebe mais pagamentos. Fale com a loja para pedir um novo.',
  ],
  sold_out: ['Este link esgotou', 'Não há mais unidades disponíveis. Fale com a loja.'],
  inactive: ['Este link foi desativado', 'A loja não está recebendo pagamentos por ele.'],
}

function LinkPage({ link, onPaid }: { link: PublicLink; onPaid: (token: string) => void }) {
  return (
    <PublicPage store={link.store.name}>
      <PublicCard>
        {link.image_url ? (
          <img
            src={link.image_url}
            alt=""
            className="aspect-video w-full rounded-lg object-cover"
            width={640}
            height={360}
          />
        ) : null}
        <h1 className="text-xl font-semibold">{link.title}</h1>
        {link.description ? (
          <p className="whitespace-pre-line text-muted-foreground">{link.description}</p>
        ) : null}
        {link.amount_cents !== null ? (
          <p className="text-2xl font-semibold">{formatMoney(link.amount_cents)}</p>
        ) : null}
      </PublicCard>
      {link.availability === 'available' ? (
        <PayForm link={link} onPaid={onPaid} />
      ) : (
        <PublicCard>
          <h2 className="text-lg font-semibold">{UNAVAILABLE[link.availability][0]}</h2>
          <p className="text-muted-foreground">{UNAVAILABLE[link.availability][1]}</p>
        </PublicCard>
      )}
    </PublicPage>
  )
}

const ADDRESS_FIELDS = [
  ['postal_code', 'CEP', 'postal-code'],
  ['street', 'Rua', 'address-line1'],
  ['number', 'Número', 'off'],
  ['complement', 'Complemento (opcional)', 'address-line2'],
  ['district', 'Bairro', 'off'],
  ['city', 'Cidade', 'address-level2'],
  ['state', 'UF', 'address-level1'],
] as const
type AddressField = (typeof ADDRESS_FIELDS)[number][0]
const NO_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map(([name]) => [name, ''])) as Record<
  AddressField,
  string
>

interface Values {
  address: Record<AddressField, string>
  name: string
  email: string
  document: string
  amount: string
  gatewayId: number | null
}

function PayForm({ link, onPaid }: { link: PublicLink; onPaid: (token: string) => void }) {
  const { checkout } = useApi()
  const methods = link.methods.filter((method) => OFFERED.has(method.type))
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    document: '',
    amount: '',
    gatewayId: methods[0]?.gateway_id ?? null,
    address: NO_ADDRESS,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  /** One idempotency key per attempt: kept until the values change, so a double click reuses it. */
  const attemptKey = useRef<string | null>(null)
  const sending = useRef(false)
  const open = link.amount_mode !== 'fixed'

  const set = (field: keyof Values, value: Values[keyof Values]) => {
    attemptKey.current = null
    setValues((current) => ({ ...current, [field]: value }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    setFailure(null)
    const found: Record<string, string> = {}
    let amount: number | null = null
    if (open) {
      amount = parseMoney(values.amount) ?? null
      if (!values.amount.trim()) found.amount_cents = 'Informe o valor que você quer pagar.'
      else if (amount === null || amount <= 0)
        found.amount_cents = 'Informe um valor válido, como 25,00.'
      else if (link.min_cents !== null && amount < link.min_cents) {
        found.amount_cents = `O valor mínimo é ${formatMoney(link.min_cents)}.`
      }
    }
    const input: PublicChargeInput = {
      name: values.name,
      email: values.email,
      document: values.document,
      gateway_id: values.gatewayId ?? 0,
      amount_cents: open ? amount : null,
      installments: 1,
      address: link.ask_address ? values.address : null,
    }
    const parsed = v.safeParse(PublicChargeInputSchema, input, validationConfig('pt-BR'))
    if (!parsed.success) Object.assign(found, { ...issuesToFieldErrors(parsed.issues), ...found })
    if (values.gatewayId === null) found.gateway_id = 'Escolha a forma de pagamento.'
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = [
        'amount_cents',
        'name',
        'email',
        'document',
        ...ADDRESS_FIELDS.map(([name]) => `address.${name}`),
      ].find((field) => found[field])
      if (first) document.getElementById(`pay-${first}`)?.focus()
      return
    }
    attemptKey.current ??= crypto.randomUUID()
    sending.current = true
    setBusy(true)
    try {
      const payment = await checkout.charge(link.slug, input, attemptKey.current)
      // Paid: the page moves to the receipt; a late second click sends nothing more.
      onPaid(payment.token)
      return
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      setFailure(
        Object.keys(fields).length > 0
          ? 'Confira os campos destacados.'
          : error instanceof Error
            ? error.message
            : 'Não foi possível concluir o pagamento. Tente de novo.',
      )
    }
    sending.current = false
    setBusy(false)
  }

  const field = (name: string) => ({
    id: `pay-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `pay-${name}-error` : undefined,
  })
  const message = (name: string) =>
    errors[name] ? (
      <p id={`pay-${name}-error`} className="text-sm text-danger">
        {errors[name]}
      </p>
    ) : null

  return (
    <PublicCard>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Seus dados</h2>
        {open ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="pay-amount_cents" className="font-medium">
              Valor a pagar
            </label>
            <Input
              {...field('amount_cents')}
              inputMode="decimal"
              size="lg"
              startAdornment="R$"
              value={values.amount}
              onChange={(event) => set('amount', event.currentTarget.value)}
            />
            {link.min_cents !== null ? (
              <p className="text-sm text-muted-foreground">
                Mínimo de {formatMoney(link.min_cents)}.
              </p>
            ) : null}
            {message('amount_cents')}
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="pay-name" className="font-medium">
            Nome completo
          </label>
          <Input
            {...field('name')}
            size="lg"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          {message('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="pay-email" className="font-medium">
            E-mail
          </label>
          <Input
            {...field('email')}
            size="lg"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
          />
          {message('email')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="pay-document" className="font-medium">
            CPF ou CNPJ
          </label>
          <Input
            {...field('document')}
            size="lg"
            inputMode="numeric"
            autoComplete="off"
            value={values.document}
            onChange={(event) => set('document', formatDocument(event.currentTarget.value))}
          />
          {message('document')}
        </div>
        {link.ask_address ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">Endereço</legend>
            {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
              <div key={name} className="flex flex-col gap-1">
                <label htmlFor={`pay-address.${name}`} className="font-medium">
                  {label}
                </label>
                <Input
                  {...field(`address.${name}`)}
                  size="lg"
                  autoComplete={autoComplete}
                  inputMode={name === 'postal_code' || name === 'number' ? 'numeric' : undefined}
                  maxLength={name === 'state' ? 2 : undefined}
                  value={values.address[name]}
                  onChange={(event) => {
                    const value = event.currentTarget.value
                    attemptKey.current = null
                    setValues((current) => ({
                      ...current,
                      address: { ...current.address, [name]: value },
                    }))
                  }}
                />
                {message(`address.${name}`)}
              </div>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">Forma de pagamento</legend>
          {methods.length === 0 ? (
            <p className="text-muted-foreground">
              Este link não tem forma de pagamento disponível por aqui. Fale com a loja.
            </p>
          ) : null}
          {methods.map((method) => (
            <label
              key={method.gateway_id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="gateway"
                value={method.gateway_id}
                checked={values.gatewayId === method.gateway_id}
                onChange={() => set('gatewayId', method.gateway_id)}
                className="size-4 accent-primary"
              />
              <span>{method.type === 'pix' ? 'Pix' : 'Boleto'}</span>
              <span className="ml-auto text-sm text-muted-foreground">
                {method.type === 'pix' ? 'Aprovação na hora' : 'Até 3 dias úteis'}
              </span>
            </label>
          ))}
          {message('gateway_id')}
        </fieldset>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button type="submit" size="lg" loading={busy} disabled={methods.length === 0}>
          {busy ? 'Gerando o pagamento…' : 'Pagar'}
        </Button>
      </form>
    </PublicCard>
  )
}

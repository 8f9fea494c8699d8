import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import {
  cardBrandOf,
  CARD_BRAND_NAMES,
  CHECKOUT_STEPS,
  customFieldErrors,
  documentKind,
  isFieldVisible,
  fieldErrorsOf,
  formatDocument,
  issuesToFieldErrors,
  methodTakesCard,
  PublicChargeInputSchema,
  publicInstallmentOptions,
  type CheckoutStep,
  type CustomFieldAnswers,
  type PublicChargeInput,
  type PublicCheckoutSetup,
  type PublicInstallmentSetup,
  type PublicMethod,
  type PublicPayment,
} from '@vitrine/api'
import { validationConfig } from '@vitrine/api/validation'
import { Alert } from '@vitrine/ui/components/alert'
import { Button } from '@vitrine/ui/components/button'
import { Input } from '@vitrine/ui/components/input'
import { MaskedInput } from '@vitrine/ui/components/masked-input'
import { CardFormSchema, cardInputOf, type CardFormValues } from '../../shared/card-form.ts'
import { CardFields } from './CardFields.tsx'
import { answerName } from './custom-fields/CustomFieldControl.tsx'
import { CustomFieldList, visibleFieldsOf } from './custom-fields/CustomFieldList.tsx'
import { declineOf, type Decline } from './decline.ts'
import type { FieldKit } from './field-kit.ts'
import { PublicField } from './PublicField.tsx'
import { PublicCard } from './PublicPage.tsx'

/*
 * The payer's payment form, shared by a link's page (`/pay/{slug}`) and a capture request's
 * (`/c-capture/{hash}`): the payer's name, e-mail and document, the method, the card and its
 * installments for card methods, and the submit with its idempotency key. The page adds its own
 * fields around it (a link's open amount before, its address after) through `lead` and `tail`,
 * and checks them in `prepare`; both show their errors with the form's helpers.
 *
 * The store's checkout (`checkout`, a link's) adds its custom fields in place — identification
 * with the payer's data, address with the page's address, shipping and cart as sections of their
 * own when they have fields, payment beside the methods —, orders the sections by its steps and
 * the methods by `methods_first`, and checks the answers with the server's `customFieldErrors`.
 */

/** The methods the payer's pages take: pix, boleto and the card ones. */
const OFFERED: readonly string[] = ['pix', 'billet', 'creditcard', 'voucher']

const METHOD_TEXTS: Record<string, (method: PublicMethod) => [string, string]> = {
  pix: () => ['Pix', 'Aprovação na hora'],
  billet: () => ['Boleto', 'Até 3 dias úteis'],
  creditcard: (method) => [
    'Cartão de crédito',
    method.max_installments > 1 ? `Em até ${method.max_installments}x` : 'À vista',
  ],
  voucher: () => ['Vale-refeição ou alimentação', 'Cartão de benefício'],
}

export interface PaymentFormProps {
  methods: readonly PublicMethod[]
  setup: PublicInstallmentSetup
  /** What installments are computed on: the fixed amount, or the one typed (null while none). */
  priceCents: number | null
  /**
   * Who the store says pays (a capture request's customer, a subscriber): fills name and e-mail,
   * and the document when the store has it.
   */
  payer?: { name: string; email: string | null; document?: string | null } | null
  /** The page's fields before the payer's (a link's open amount). */
  lead?: (kit: FieldKit) => ReactNode
  /** The page's fields after the payer's (a link's address). */
  tail?: (kit: FieldKit) => ReactNode
  /** Checks the page's own fields on submit: their errors, and what they add to the charge. */
  prepare?: () => { errors: Record<string, string>; input: Partial<PublicChargeInput> }
  /**
   * Sends the charge (the same key again on a double click or a lost answer): what the form
   * needs of the answer is whether it went through, its receipt and a decline's reason.
   */
  send: (input: PublicChargeInput, idempotencyKey: string) => Promise<ChargeOutcome>
  /** A charge that went through (paid, awaiting payment, reserved): the receipt's token. */
  onPaid: (token: string) => void
  /** The submit's words after a declined card (a subscriber's "Tentar de novo"); "Pagar" if none. */
  retryLabel?: string
  /** The store's checkout: its custom fields, steps' order and methods shown first. */
  checkout?: Pick<PublicCheckoutSetup, 'fields'> & {
    appearance?: Pick<PublicCheckoutSetup['appearance'], 'steps' | 'methods_first'>
  }
  /** Shown right before the submit (a link's order bump offer and its total). */
  beforeSubmit?: ReactNode
}

/** The methods in the store's order, those it puts first ahead in its order. */
function orderMethods(methods: PublicMethod[], first: readonly string[] = []): PublicMethod[] {
  const rank = (method: PublicMethod) => {
    const index = first.indexOf(method.type)
    return index === -1 ? first.length : index
  }
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => rank(a.method) - rank(b.method) || a.index - b.index)
    .map(({ method }) => method)
}

/** The steps as the store ordered them, each once (a missing one keeps its default place after). */
function orderSteps(steps: readonly CheckoutStep[] = CHECKOUT_STEPS): CheckoutStep[] {
  return [...new Set([...steps, ...CHECKOUT_STEPS])]
}

/** What the form reads of a charge's answer (a receipt, or what a page makes of its own). */
export type ChargeOutcome = Pick<PublicPayment, 'status' | 'token' | 'decline_reason'>

interface Values {
  name: string
  email: string
  document: string
  gatewayId: number | null
  card: CardFormValues
  installments: number
}

const NO_CARD: CardFormValues = { number: '', holder: '', expiry: '', cvv: '' }

/** The server's field names, as this form names its inputs (the expiry is one input here). */
function formField(field: string): string {
  if (field === 'card.expiry_month' || field === 'card.expiry_year') return 'card.expiry'
  return field === 'card' ? 'card.number' : field
}

export function PaymentForm({
  methods: all,
  setup,
  priceCents,
  payer,
  lead,
  tail,
  prepare,
  send,
  onPaid,
  retryLabel,
  checkout,
  beforeSubmit,
}: PaymentFormProps) {
  const methods = orderMethods(
    all.filter((method) => OFFERED.includes(method.type)),
    checkout?.appearance?.methods_first,
  )
  const fields = checkout?.fields ?? []
  const [answers, setAnswers] = useState<CustomFieldAnswers>({})
  const [values, setValues] = useState<Values>({
    name: payer?.name ?? '',
    email: payer?.email ?? '',
    document: payer?.document ? formatDocument(payer.document) : '',
    gatewayId: methods[0]?.gateway_id ?? null,
    card: NO_CARD,
    installments: 1,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [decline, setDecline] = useState<Decline | null>(null)
  const [busy, setBusy] = useState(false)
  /** One idempotency key per attempt: kept until the values change, so a double click reuses it. */
  const attemptKey = useRef<string | null>(null)
  const sending = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  /** The field to focus once the errors or the decline are on screen. */
  const focusNext = useRef<string | null>(null)

  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    const element =
      target === 'first-invalid'
        ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : document.getElementById(`pay-${target}`)
    element?.focus()
  }, [errors, decline])

  const method = methods.find((item) => item.gateway_id === values.gatewayId)
  const takesCard = method !== undefined && methodTakesCard(method.type)
  // The brand as soon as the first digits tell it: shown beside the number, and its own
  // installment rule (when the store set one) applies to the options at once.
  const brand = takesCard ? cardBrandOf(values.card.number) : null
  const options =
    method && priceCents !== null && priceCents > 0
      ? publicInstallmentOptions(priceCents, method, setup, brand)
      : []
  // A count the new amount or brand no longer offers falls back to paying at once.
  const installments = options.some((option) => option.count === values.installments)
    ? values.installments
    : 1

  const changed = () => {
    attemptKey.current = null
    setDecline(null)
  }
  const update = (patch: Partial<Values>) => {
    changed()
    setValues((current) => ({ ...current, ...patch }))
  }
  const answer = (key: string, value: string | boolean) =>
    setAnswers((current) => ({ ...current, [key]: value }))
  // Fields shown only to CPF or CNPJ payers follow the document as it is typed.
  const kind = documentKind(values.document)
  const inGroup = (group: Parameters<typeof visibleFieldsOf>[1]) =>
    visibleFieldsOf(fields, group, kind)
  const fieldsOf = (group: Parameters<typeof visibleFieldsOf>[1]) => (
    <CustomFieldList fields={inGroup(group)} answers={answers} onAnswer={answer} kit={kit} />
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    setFailure(null)
    setDecline(null)
    const page = prepare?.() ?? { errors: {}, input: {} }
    const found: Record<string, string> = { ...page.errors }
    const input: PublicChargeInput = {
      name: values.name,
      email: values.email,
      document: values.document,
      gateway_id: values.gatewayId ?? 0,
      installments,
      // Only the answers of the fields this payer sees; the server checks them again.
      custom_fields: Object.fromEntries(
        fields
          .filter((item) => isFieldVisible(item, kind))
          .flatMap((item) => (item.key in answers ? [[item.key, answers[item.key]!]] : [])),
      ),
      ...page.input,
    }
    const parsed = v.safeParse(PublicChargeInputSchema, input, validationConfig('pt-BR'))
    if (!parsed.success) Object.assign(found, { ...issuesToFieldErrors(parsed.issues), ...found })
    if (!method) found.gateway_id = 'Escolha a forma de pagamento.'
    for (const [key, text] of Object.entries(customFieldErrors(fields, answers, kind, 'pt-BR'))) {
      found[answerName({ key })] = text
    }
    if (takesCard) {
      const card = v.safeParse(CardFormSchema, values.card, validationConfig('pt-BR'))
      if (card.success) input.card = cardInputOf(card.output)
      else {
        for (const [name, text] of Object.entries(issuesToFieldErrors(card.issues))) {
          found[`card.${name}`] = text
        }
      }
      if (brand && method.card_brands.length > 0 && !method.card_brands.includes(brand)) {
        found['card.number'] =
          `Cartões ${CARD_BRAND_NAMES[brand]} não são aceitos aqui. Use um cartão de outra bandeira.`
      }
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusNext.current = 'first-invalid'
      return
    }
    attemptKey.current ??= crypto.randomUUID()
    sending.current = true
    setBusy(true)
    try {
      const payment = await send(input, attemptKey.current)
      if (payment.status !== 'failed' && payment.status !== 'retry-error') {
        // The charge went through: the page moves to the receipt; a late click sends nothing.
        onPaid(payment.token)
        return
      }
      // Declined: nothing was charged. The payer corrects the card or tries again, which is
      // a new attempt with a new key (the old one would answer this same refusal).
      attemptKey.current = null
      const explained = declineOf(payment.decline_reason)
      focusNext.current = explained.field ?? null
      setDecline(explained)
    } catch (error) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).map(([name, text]) => [formField(name), text]),
      )
      setErrors(fields)
      if (Object.keys(fields).length > 0) focusNext.current = 'first-invalid'
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

  const kit: FieldKit = {
    field: (name) => ({
      id: `pay-${name}`,
      invalid: Boolean(errors[name]),
      'aria-describedby': errors[name] ? `pay-${name}-error` : undefined,
    }),
    message: (name) =>
      errors[name] ? (
        <p id={`pay-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      ) : null,
    changed,
  }
  const { field, message } = kit

  const sections: Record<CheckoutStep, ReactNode> = {
    identification: (
      <>
        <PublicField kit={kit} name="name" label="Nome completo">
          <Input
            {...field('name')}
            size="lg"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update({ name: event.currentTarget.value })}
          />
        </PublicField>
        <PublicField kit={kit} name="email" label="E-mail">
          <Input
            {...field('email')}
            size="lg"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => update({ email: event.currentTarget.value })}
          />
        </PublicField>
        <PublicField kit={kit} name="document" label="CPF ou CNPJ">
          <MaskedInput
            {...field('document')}
            size="lg"
            inputMode="numeric"
            autoComplete="off"
            format={formatDocument}
            value={values.document}
            onChange={(event) => update({ document: event.currentTarget.value })}
          />
        </PublicField>
        {fieldsOf('identification')}
      </>
    ),
    address: (
      <>
        {tail?.(kit)}
        {inGroup('address').length > 0 ? (
          <fieldset className="flex flex-col gap-3">
            {tail ? null : <legend className="mb-2 text-lg font-semibold">Endereço</legend>}
            {fieldsOf('address')}
          </fieldset>
        ) : null}
      </>
    ),
    shipping:
      inGroup('shipping').length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">Entrega</legend>
          {fieldsOf('shipping')}
        </fieldset>
      ) : null,
    payment: (
      <>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">Forma de pagamento</legend>
          {methods.length === 0 ? (
            <p className="text-muted-foreground">
              Não há forma de pagamento disponível por aqui. Fale com a loja.
            </p>
          ) : null}
          {methods.map((item) => {
            const [name, hint] = METHOD_TEXTS[item.type]!(item)
            return (
              <label
                key={item.gateway_id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name="gateway"
                  value={item.gateway_id}
                  checked={values.gatewayId === item.gateway_id}
                  onChange={() => update({ gatewayId: item.gateway_id })}
                  className="size-4 accent-primary"
                />
                <span>{name}</span>
                <span className="ml-auto text-sm text-muted-foreground">{hint}</span>
              </label>
            )
          })}
          {message('gateway_id')}
        </fieldset>
        {fieldsOf('payment')}
        {takesCard ? (
          <CardFields
            kit={kit}
            card={values.card}
            brand={brand}
            onCard={(card) => update({ card })}
            installments={installments}
            options={options}
            maxInstallments={method.max_installments}
            onInstallments={(count) => update({ installments: count })}
          />
        ) : null}
      </>
    ),
  }

  return (
    <PublicCard>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <h2 className="text-lg font-semibold">Seus dados</h2>
        {lead?.(kit)}
        {orderSteps(checkout?.appearance?.steps).map((step) => (
          <Fragment key={step}>{sections[step]}</Fragment>
        ))}
        {inGroup('cart').length > 0 ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">Sobre o pedido</legend>
            {fieldsOf('cart')}
          </fieldset>
        ) : null}
        {beforeSubmit}
        {decline ? (
          <Alert tone="danger">
            <strong>Pagamento não aprovado</strong>
            <p>{decline.text}</p>
          </Alert>
        ) : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button
          type="submit"
          size="lg"
          loading={busy}
          disabled={methods.length === 0}
          // A double click's second click never submits: a quick answer (a declined card) would
          // otherwise let it through as a new attempt, with a new key.
          onClick={(event) => {
            if (event.detail > 1) event.preventDefault()
          }}
        >
          {busy
            ? takesCard
              ? 'Processando o pagamento…'
              : 'Gerando o pagamento…'
            : decline && retryLabel
              ? retryLabel
              : 'Pagar'}
        </Button>
      </form>
    </PublicCard>
  )
}

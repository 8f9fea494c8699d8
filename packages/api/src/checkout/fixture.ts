import { DEFAULT_CHECKOUT_SETUP } from '../checkout-setup/public.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import { formatMoney } from '../money/money.ts'
import { buildBoleto } from '../payments/boleto/bancario.ts'
import { checkCardNumber } from '../payments/card/brand.ts'
import {
  declineReasonOf,
  TEMPORARY_FAILURE_REASON,
  testCardOf,
} from '../payments/card/test-cards.ts'
import { buildPixBrCode } from '../payments/pix/brcode.ts'
import type { PaymentEvent, PaymentStatus } from '../payments/timeline/transitions.ts'
import type { CheckoutApi } from './api.ts'
import {
  CaptureRequestInputSchema,
  capturePublicUrl,
  checkoutText,
  methodTakesCard,
  PublicCaptureInputSchema,
  PublicChargeInputSchema,
  publicInstallmentOptions,
  type PublicCapture,
  type PublicCaptureValues,
  type PublicInstallmentSetup,
  type PublicLink,
  type PublicMethod,
  type PublicPayment,
  type PublicPaymentEvent,
  type PublicStore,
} from './schema.ts'

/*
 * The payer's pages in memory, with the server's rules (apps/server/src/checkout): one sample
 * link per availability (and an open amount), one payment per state the receipt shows (pix and
 * boleto awaiting payment, paid, a declined card). `charge` validates with the contract's schema,
 * refuses a link that is not available (409), keeps one payment per idempotency key, and pays by
 * the sandbox's rules: a pix or boleto awaits payment, a card follows its test number (declined,
 * pre-authorised, otherwise approved). `simulatePaid` pays a pending pix or boleto.
 */

export interface CheckoutFixtureState {
  links: PublicLink[]
  payments: PublicPayment[]
  /** Idempotency keys already used by `charge` and the token they answered. */
  keys: Record<string, string>
  /** Capture requests by hash (`/c-capture/{hash}`). */
  captures: { hash: string; capture: PublicCapture }[]
}

const STORE: PublicStore = {
  name: 'Loja Aurora',
  contact_email: 'contato@lojaaurora.com.br',
  account_path: '/acc/loja-aurora',
  brand: null,
}

/** A store opened on its reseller's domain: the reseller's brand comes with it. */
export const sampleBrandedStore: PublicStore = {
  ...STORE,
  brand: {
    name: 'Revenda Aurora',
    logo_url: null,
    primary_color: '#0f766e',
    primary_foreground: '#ffffff',
  },
}
const PIX_KEY = '12345678000195'
const at = '2026-11-21T11:50:00.000Z'

export const sampleInstallmentSetup: PublicInstallmentSetup = {
  max_installments: 12,
  interest_free: 3,
  monthly_rate_bps: 299,
  min_installment_cents: 500,
  by_brand: [],
}

const method = (
  gateway_id: number,
  type: PublicMethod['type'],
  name: string,
  max = 1,
): Omit<PublicMethod, 'installments'> => ({
  gateway_id,
  type,
  name,
  max_installments: max,
  card_brands: type === 'creditcard' ? ['visa', 'mastercard', 'elo', 'amex', 'hipercard'] : [],
})

const PIX = method(1, 'pix', 'Pix')
const BILLET = method(3, 'billet', 'Boleto')
const CARD = (max: number) => method(5, 'creditcard', 'Cartão de crédito', max)

type LinkSample = Partial<PublicLink> & Pick<PublicLink, 'slug' | 'title'>

function sampleLink(fields: LinkSample, methods: Omit<PublicMethod, 'installments'>[]): PublicLink {
  const link: PublicLink = {
    description: '',
    image_url: null,
    amount_mode: 'fixed',
    amount_cents: null,
    min_cents: null,
    store: STORE,
    availability: 'available',
    ask_address: false,
    max_installments: 1,
    methods: [],
    installment_setup: sampleInstallmentSetup,
    checkout: DEFAULT_CHECKOUT_SETUP,
    ...fields,
  }
  link.methods =
    link.availability === 'available'
      ? methods.map((item) => ({
          ...item,
          installments:
            link.amount_cents === null
              ? []
              : publicInstallmentOptions(link.amount_cents, item, sampleInstallmentSetup),
        }))
      : []
  return link
}

/** One link per availability, and one with an open amount. */
export const samplePublicLinks: PublicLink[] = [
  sampleLink(
    {
      slug: 'camiseta-organica',
      title: 'Camiseta orgânica',
      description: 'Camiseta 100% algodão orgânico, do P ao GG. Envio em até 2 dias úteis.',
      amount_cents: 8_990,
      max_installments: 3,
      ask_address: true,
    },
    [PIX, BILLET, CARD(3)],
  ),
  sampleLink(
    {
      slug: 'contribuicao-livre',
      title: 'Contribuição livre',
      description: 'Apoie o projeto com o valor que quiser.',
      amount_mode: 'open',
      min_cents: 500,
      max_installments: 6,
    },
    [PIX, CARD(6)],
  ),
  sampleLink(
    {
      slug: 'luminaria-pre-venda',
      title: 'Luminária (pré-venda)',
      amount_cents: 15_000,
      availability: 'expired',
    },
    [PIX],
  ),
  sampleLink(
    {
      slug: 'vestido-mostruario',
      title: 'Vestido do mostruário',
      amount_cents: 25_990,
      availability: 'sold_out',
    },
    [PIX, CARD(2)],
  ),
  sampleLink(
    {
      slug: 'jaqueta-corta-vento',
      title: 'Jaqueta corta-vento',
      amount_cents: 29_990,
      availability: 'inactive',
    },
    [CARD(6)],
  ),
  // Opened on the domain of the reseller that sells the store: the reseller's brand.
  sampleLink(
    {
      slug: 'caneca-revenda',
      title: 'Caneca de cerâmica',
      amount_cents: 4_990,
      store: sampleBrandedStore,
    },
    [PIX],
  ),
]

const pixCode = (amountCents: number, txid: string) =>
  buildPixBrCode({
    key: PIX_KEY,
    merchantName: STORE.name,
    merchantCity: 'São Paulo',
    amountCents,
    txid,
  })

function billetOf(id: number, amountCents: number, dueDate: string) {
  const freeField = String(id).padStart(11, '0').padEnd(25, '0')
  const { barcode, linha } = buildBoleto({ bank: '001', dueDate, amountCents, freeField })
  return {
    barcode,
    linha_digitavel: linha,
    due_date: dueDate,
    url: `https://pagar.lojaaurora.com.br/api/payments/public/billets/boleto${id}aaaaaaaaaaaa`,
  }
}

const step = (
  event: PaymentEvent,
  status: PaymentStatus,
  time: string,
  amount_cents: number | null = null,
): PublicPaymentEvent => ({ event, status, amount_cents, at: time })

const receipt = (fields: Partial<PublicPayment> & Pick<PublicPayment, 'token'>): PublicPayment => ({
  type: 'pix',
  method_name: 'Pix',
  status: 'pending',
  amount_cents: 8_990,
  refunded_cents: 0,
  installments: 1,
  timeline: [step('issue', 'pending', at)],
  created_at: at,
  paid_at: null,
  pix: null,
  billet: null,
  instructions: null,
  card: null,
  decline_reason: null,
  store: STORE,
  link: { slug: 'camiseta-organica', title: 'Camiseta orgânica' },
  sandbox: true,
  ...fields,
})

/** The receipt in each state it shows: pix and boleto pending, paid, a declined card, a reserved one. */
export const samplePublicPayments: PublicPayment[] = [
  receipt({
    token: 'recibo-pix-pendente-0001',
    pix: {
      code: pixCode(8_990, 'VTR0000000901LOJAAURORA26'),
      // Half a minute off the whole minute: stories pin "now" to FIXTURE_NOW and let it run on,
      // so the countdown reads "49 min" for the whole story, never 50 at its first instant.
      expires_at: '2026-11-21T12:49:30.000Z',
    },
  }),
  receipt({
    token: 'recibo-boleto-pendente-0002',
    type: 'billet',
    method_name: 'Boleto',
    billet: billetOf(902, 8_990, '2026-11-24'),
  }),
  receipt({
    token: 'recibo-pago-cartao-0003',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    status: 'authorized',
    installments: 3,
    card: { brand: 'visa', last_four: '4242' },
    timeline: [
      step('issue', 'pending', at),
      step('authorize', 'authorized', '2026-11-21T11:50:02.000Z', 8_990),
    ],
    paid_at: '2026-11-21T11:50:02.000Z',
  }),
  receipt({
    token: 'recibo-cartao-recusado-0004',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    status: 'failed',
    card: { brand: 'visa', last_four: '9995' },
    timeline: [step('issue', 'pending', at), step('decline', 'failed', '2026-11-21T11:50:01.000Z')],
    decline_reason: 'Saldo insuficiente no cartão.',
  }),
  receipt({
    token: 'recibo-cartao-reservado-0005',
    type: 'creditcard',
    method_name: 'Cartão de crédito',
    status: 'pre_authorized',
    card: { brand: 'mastercard', last_four: '4444' },
    timeline: [
      step('issue', 'pending', at),
      step('pre_authorize', 'pre_authorized', '2026-11-21T11:50:02.000Z'),
    ],
  }),
]

const captureOf = (fields: Partial<PublicCapture>): PublicCapture => ({
  description: 'Encomenda: bolo de aniversário',
  amount_cents: 15_000,
  store: STORE,
  state: 'open',
  payer: { name: 'Ana Souza', email: 'ana@example.com' },
  methods: [PIX, CARD(3)].map((item) => ({
    ...item,
    installments: publicInstallmentOptions(15_000, item, sampleInstallmentSetup),
  })),
  installment_setup: sampleInstallmentSetup,
  payment_token: null,
  expires_at: '2026-11-24T12:00:00.000Z',
  ...fields,
})

/** An open capture request, one already paid and one past its time. */
export const samplePublicCaptures: CheckoutFixtureState['captures'] = [
  { hash: 'cobranca-aberta-0001', capture: captureOf({}) },
  {
    hash: 'cobranca-paga-0002',
    capture: captureOf({ state: 'used', methods: [], payment_token: 'recibo-pago-cartao-0003' }),
  },
  {
    hash: 'cobranca-expirada-0003',
    capture: captureOf({ state: 'expired', methods: [], expires_at: '2026-11-20T15:00:00.000Z' }),
  },
]

/**
 * Why the sandbox declines a test card, in its words (apps/server/src/payments/providers/
 * sandbox.ts), so the pages explain the same reasons in stories as against the server.
 */
export function sampleCheckoutState(empty = false): CheckoutFixtureState {
  return {
    links: empty ? [] : structuredClone(samplePublicLinks),
    payments: empty ? [] : structuredClone(samplePublicPayments),
    keys: {},
    captures: empty ? [] : structuredClone(samplePublicCaptures),
  }
}

const AVAILABILITY_TEXT = {
  expired: 'expired',
  sold_out: 'soldOut',
  inactive: 'inactive',
} as const

export function createCheckoutFixture(
  state: CheckoutFixtureState,
  now: () => Date,
  lang: 'en' | 'pt-BR' = 'pt-BR',
): CheckoutApi {
  const fail = (statusCode: number, statusMessage: string, message: string, field?: string) =>
    new ApiError({
      statusCode,
      statusMessage,
      message,
      ...(field ? { data: { fields: { [field]: message } } } : {}),
    })
  const findLink = (slug: string) => {
    const found = state.links.find((item) => item.slug === slug)
    if (!found) throw fail(404, 'Not Found', checkoutText(lang, 'linkNotFound'))
    return found
  }
  const findPayment = (token: string) => {
    const found = state.payments.find((item) => item.token === token)
    if (!found) throw fail(404, 'Not Found', checkoutText(lang, 'paymentNotFound'))
    return found
  }

  const findCapture = (hash: string) => {
    const found = state.captures.find((item) => item.hash === hash)
    if (!found) throw fail(404, 'Not Found', checkoutText(lang, 'captureNotFound'))
    return found
  }
  const chosenMethod = (methods: PublicMethod[], gatewayId: number) => {
    const chosen = methods.find((item) => item.gateway_id === gatewayId)
    if (!chosen) {
      throw fail(422, 'Unprocessable Entity', checkoutText(lang, 'methodUnavailable'), 'gateway_id')
    }
    return chosen
  }

  /** A payment by the sandbox's rules, kept under its idempotency key. */
  function makePayment(
    price: number,
    chosen: PublicMethod,
    values: PublicCaptureValues,
    setup: PublicInstallmentSetup,
    idempotencyKey: string,
  ): PublicPayment {
    const checked = values.card ? checkCardNumber(values.card.number) : null
    const option = publicInstallmentOptions(
      price,
      chosen,
      setup,
      checked?.valid ? checked.brand : null,
    ).find((item) => item.count === values.installments)
    if (!option) {
      const message = `No máximo ${chosen.max_installments} parcelas aqui.`
      throw fail(422, 'Unprocessable Entity', message, 'installments')
    }
    const stamp = now().toISOString()
    const id = state.payments.length + 900
    const token = `recibo-${id}-${idempotencyKey.replace(/[^\w-]/g, '').slice(0, 20)}`
    const payment = receipt({
      token,
      type: chosen.type,
      method_name: chosen.name,
      amount_cents: option.total_cents,
      installments: values.installments,
      timeline: [step('issue', 'pending', stamp)],
      created_at: stamp,
    })
    if (chosen.type === 'pix' || chosen.type === 'pix-installment') {
      const expires = new Date(now().getTime() + 60 * 60 * 1000).toISOString()
      payment.pix = { code: pixCode(option.total_cents, `VTR${id}CHECKOUT`), expires_at: expires }
    } else if (chosen.type === 'billet') {
      const due = new Date(now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10)
      payment.billet = billetOf(id, option.total_cents, due)
    } else if (methodTakesCard(chosen.type)) {
      if (!values.card || !checked?.valid) {
        const message = 'Número do cartão inválido: confira os dígitos.'
        throw fail(400, 'Bad Request', message, 'card.number')
      }
      payment.card = { brand: checked.brand, last_four: values.card.number.slice(-4) }
      const test = testCardOf(values.card.number)
      const outcome = test?.outcome ?? 'approved'
      if (outcome === 'declined' || outcome === 'retry') {
        payment.status = 'failed'
        payment.timeline.push(step('decline', 'failed', stamp))
        payment.decline_reason =
          outcome === 'retry' ? TEMPORARY_FAILURE_REASON : declineReasonOf(test?.declineCode)
      } else if (outcome === 'pre_authorized') {
        payment.status = 'pre_authorized'
        payment.timeline.push(step('pre_authorize', 'pre_authorized', stamp))
      } else {
        payment.status = 'authorized'
        payment.paid_at = stamp
        payment.timeline.push(step('authorize', 'authorized', stamp, option.total_cents))
      }
    }
    state.payments.push(payment)
    state.keys[idempotencyKey] = token
    return payment
  }

  return {
    link: async (slug) => structuredClone(findLink(slug)),
    async charge(slug, input, idempotencyKey) {
      const link = findLink(slug)
      const earlier = state.keys[idempotencyKey]
      if (earlier) return structuredClone(findPayment(earlier))
      const values = parseBody(PublicChargeInputSchema, input, lang)
      if (link.availability !== 'available') {
        throw fail(409, 'Conflict', checkoutText(lang, AVAILABILITY_TEXT[link.availability]))
      }
      const chosen = chosenMethod(link.methods, values.gateway_id)
      let price = link.amount_cents
      if (price === null) {
        price = values.amount_cents
        if (price === null) {
          throw fail(400, 'Bad Request', checkoutText(lang, 'amountRequired'), 'amount_cents')
        }
        if (price < (link.min_cents ?? 0)) {
          const message = checkoutText(lang, 'amountBelowMin', {
            min: formatMoney(link.min_cents ?? 0),
          })
          throw fail(422, 'Unprocessable Entity', message, 'amount_cents')
        }
      }
      if (link.ask_address && !values.address) {
        throw fail(400, 'Bad Request', checkoutText(lang, 'addressRequired'), 'address')
      }
      const payment = makePayment(price, chosen, values, link.installment_setup, idempotencyKey)
      payment.store = link.store
      payment.link = { slug: link.slug, title: link.title }
      return structuredClone(payment)
    },
    capture: async (hash) => structuredClone(findCapture(hash).capture),
    async payCapture(hash, input, idempotencyKey) {
      const found = findCapture(hash)
      const earlier = state.keys[idempotencyKey]
      if (earlier) return structuredClone(findPayment(earlier))
      const values = parseBody(PublicCaptureInputSchema, input, lang)
      const { capture } = found
      if (capture.state !== 'open') {
        const key = capture.state === 'used' ? 'captureUsed' : 'captureExpired'
        throw fail(409, 'Conflict', checkoutText(lang, key))
      }
      const chosen = chosenMethod(capture.methods, values.gateway_id)
      const payment = makePayment(
        capture.amount_cents,
        chosen,
        values,
        capture.installment_setup,
        idempotencyKey,
      )
      payment.store = capture.store
      payment.link = null
      if (payment.status !== 'failed') {
        capture.state = 'used'
        capture.methods = []
        capture.payment_token = payment.token
      }
      return structuredClone(payment)
    },
    async createCapture(_appId, input) {
      const values = parseBody(CaptureRequestInputSchema, input, lang)
      const amount = values.items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0)
      const id = state.captures.length + 1
      // Numbered, not random: the panel's stories photograph the address and its QR code.
      const hash = `cobranca-nova-${String(id).padStart(4, '0')}`
      const expires = new Date(now().getTime() + values.expires_in_hours * 3_600_000).toISOString()
      const methods = [PIX, BILLET, CARD(values.max_installments)]
        .filter((item) => values.gateway_ids.includes(item.gateway_id))
        .map((item) => ({
          ...item,
          installments: publicInstallmentOptions(amount, item, sampleInstallmentSetup),
        }))
      state.captures.push({
        hash,
        capture: captureOf({
          description: values.description,
          amount_cents: amount,
          payer: null,
          methods,
          expires_at: expires,
        }),
      })
      return {
        id,
        url: capturePublicUrl('https://pagar.lojaaurora.com.br', hash),
        amount_cents: amount,
        description: values.description,
        gateway_ids: values.gateway_ids,
        max_installments: values.max_installments,
        state: 'open',
        payment_id: null,
        expires_at: expires,
        created_at: now().toISOString(),
      }
    },
    payment: async (token) => structuredClone(findPayment(token)),
    async simulatePaid(token) {
      const payment = findPayment(token)
      if (!payment.sandbox) throw fail(404, 'Not Found', checkoutText(lang, 'paymentNotFound'))
      if (payment.status === 'pending' && (payment.pix || payment.billet)) {
        const stamp = now().toISOString()
        payment.status = 'complete'
        payment.paid_at = stamp
        payment.pix = null
        payment.billet = null
        payment.timeline.push(step('pay', 'complete', stamp, payment.amount_cents))
      } else if (payment.status !== 'complete') {
        throw fail(
          409,
          'Conflict',
          'A simulação de pagamento vale para pix e boleto aguardando pagamento.',
        )
      }
      return structuredClone(payment)
    },
  }
}

import type { CustomersFixtureState } from '../customers/fixture.ts'
import { sampleGateways, type GatewaysFixtureState } from '../gateways/fixture.ts'
import type { Gateway } from '../gateways/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import { decimalAmount, formatMoney } from '../money/money.ts'
import { buildBoleto } from '../payments/boleto/bancario.ts'
import { isoDateOfDay, dayNumberOf } from '../payments/boleto/calendar-day.ts'
import { checkCardNumber } from '../payments/card/brand.ts'
import { testCardOf } from '../payments/card/test-cards.ts'
import { buildPixBrCode } from '../payments/pix/brcode.ts'
import { illegalMoveMessage } from '../payments/timeline/labels.ts'
import { splitPartyKey, splitPayment, splitRefusalMessage, type Split } from '../split/engine.ts'
import { sampleSellers, sampleSplitVersions } from '../split/fixture.ts'
import type { PaymentSplit } from '../split/parts.ts'
import { reverseSplit, type Reversal } from '../split/reverse.ts'
import {
  nextPaymentStatus,
  type PaymentEvent,
  type PaymentStatus,
} from '../payments/timeline/transitions.ts'
import type { TransactionsApi } from './api.ts'
import {
  CaptureInputSchema,
  ChargeInputSchema,
  RefundInputSchema,
  ResendInputSchema,
  TRANSACTION_PAGE_SIZE,
  type MoneyTrail,
  type PaymentTimelineEvent,
  type SimulatedOutcome,
  type Transaction,
  type TransactionFilters,
  type TransactionQuery,
  type TransactionSummary,
} from './schema.ts'

/*
 * The store's payments in memory, for Storybook and component tests: a sample across every
 * status and type (real BR Codes and boletos, cards by brand and last four, refunds, a custom
 * method), with the server's rules — filters, keyset-like pages (the cursor is an index),
 * totals, and the actions moving only along PAYMENT_TRANSITIONS (an illegal move is a 409 with
 * `illegalMoveMessage`, a refund beyond what is left a 409), each write once per idempotency
 * key. Its money trail posts what the server posts (apps/server/src/payments/ledger-entries.ts),
 * debits positive, C received, F the gateway's fee, N = C − F, R a refund:
 *
 *   charge      gateway_clearing +C      customer_receivable −C   the provider received C
 *   fee         fees +F                  gateway_clearing −F      it keeps its fee
 *   net         merchant_pending +N      gateway_clearing −N      the store is owed the rest
 *   release     merchant_available +N    merchant_pending −N      at once for pix, boleto and the
 *                                                                 like; cards when settled
 *   refund      refunds +R               merchant_available −R    (merchant_pending before release)
 *   chargeback  as a refund, of what was left
 */

export interface TransactionsFixtureState {
  transactions: Transaction[]
  /** Each payment's ledger journals, oldest first (by payment id). */
  trails: Record<number, MoneyTrail>
  /** How the payments split with the split's sellers were split (by payment id). */
  splits?: Record<number, PaymentSplit>
}

/** What the fixture reads from the other resources: gateways to charge through, customers. */
export interface TransactionsFixtureContext {
  gateways?: GatewaysFixtureState
  customers?: CustomersFixtureState
}

const MERCHANT = { name: 'Loja Aurora', city: 'São Paulo' }
const STORE_PIX_KEY = '12345678000195'
/** The counter's static QR code carries the store's phone key. */
const COUNTER_PIX_KEY = '+5511987654321'

/* The gateways the sample payments went through --------------------------------------------- */

type GatewayRef = NonNullable<Transaction['gateway']>

/** The ids of the gateways area's sample (gateways/fixture) the sample payments went through. */
const CHARGE_GATEWAY_IDS = [1, 3, 4, 5, 6, 7, 8, 9, 11]

/**
 * The store's gateways the sample payments went through, as the gateways resource answers
 * them: the gateways area's own sample (gateways/fixture), so the payments' stories and tests
 * choose among exactly these.
 */
export const sampleChargeGateways: Gateway[] = structuredClone(
  sampleGateways.filter((gateway) => CHARGE_GATEWAY_IDS.includes(gateway.id)),
)

const refOf = (id: number): GatewayRef => {
  const { name, type, provider, environment } = sampleChargeGateways.find(
    (gateway) => gateway.id === id,
  )!
  return { id, name, type, provider, environment }
}
/** The sample gateways as a payment names them. */
export const sampleTransactionGateways = {
  pix: refOf(1),
  billet: refOf(3),
  billetItau: refOf(4),
  card: refOf(5),
  cardPreAuth: refOf(6),
  voucher: refOf(7),
  pixInstallment: refOf(8),
  staticPix: refOf(9),
  custom: refOf(11),
} as const
const G = sampleTransactionGateways

/** What the provider of a gateway keeps (nothing, for a payment without one). */
function sampleFees(ref: GatewayRef | null): Gateway['fees'] {
  return (
    sampleChargeGateways.find((gateway) => gateway.id === ref?.id)?.fees ?? {
      percent_bps: 0,
      fixed_cents: 0,
    }
  )
}

/* The sample customers (snapshots of the customers fixture) ---------------------------------- */

type Snapshot = NonNullable<Transaction['customer']>
const ana: Snapshot = {
  id: 1,
  name: 'Ana Beatriz Souza',
  email: 'ana.souza@exemplo.com.br',
  document: '29537995593',
}
const bruno: Snapshot = {
  id: 2,
  name: 'Bruno Henrique Lima',
  email: 'bruno.lima@exemplo.com.br',
  document: '28001238938',
}
const aurora: Snapshot = {
  id: 3,
  name: 'Comercial Aurora Ltda',
  email: 'compras@aurora.com.br',
  document: '12ABC34501DE35',
}
const debora: Snapshot = {
  id: 4,
  name: 'Débora Nascimento',
  email: 'debora.n@exemplo.com',
  document: null,
}
const eduardo: Snapshot = { id: 5, name: 'Eduardo Pires', email: null, document: '40364478829' }
/** Buyers who never became customers of the store (a guest checkout). */
const fernanda: Snapshot = {
  id: null,
  name: 'Fernanda Oliveira',
  email: 'fernanda.oliveira@exemplo.com.br',
  document: '52998224725',
}
const paulo: Snapshot = {
  id: null,
  name: 'Paulo Henrique Rocha',
  email: 'paulo.rocha@exemplo.com',
  document: null,
}

/* The payment links some sample payments went through (links/fixture) ------------------------ */

type LinkRef = NonNullable<Transaction['link']>
/** The sample links (links/fixture) as a payment names them. */
export const sampleTransactionLinks = {
  dress: { id: 3, slug: 'vestido-midi-linho', title: 'Vestido midi linho — peça única' },
  lamp: { id: 2, slug: 'luminaria-de-mesa', title: 'Luminária de mesa — pré-venda' },
  shoes: { id: 4, slug: 'tenis-de-corrida', title: 'Tênis de corrida' },
  shirt: { id: 5, slug: 'camiseta-algodao-organico', title: 'Camiseta algodão orgânico' },
} as const satisfies Record<string, LinkRef>
const L = sampleTransactionLinks

/* Building blocks ------------------------------------------------------------------------------ */

const MINUTE = 60_000
const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE).toISOString()

/** The provider's fee: a percentage in basis points plus a fixed part, rounded to the centavo. */
export const feeOf = (
  amountCents: number,
  fees: Gateway['fees'] = { percent_bps: 0, fixed_cents: 0 },
) =>
  amountCents === 0 ? 0 : Math.round((amountCents * fees.percent_bps) / 10_000) + fees.fixed_cents

/** A charge's txid: 25 letters and digits, as the sandbox makes them (62-05 of the code). */
const txidOf = (id: number) => `VTR${String(id).padStart(10, '0')}LOJAAURORA26`

/**
 * A pix code as the sandbox issues it (apps/server/src/payments/providers/sandbox.ts): "copia e
 * cola" with the gateway's key, the amount (when fixed) and the txid, which any BR Code reader
 * reads back. A dynamic code would carry a location the sandbox does not serve.
 */
function pixOf(txid: string, key: string, amountCents: number | null, expiresAt: string | null) {
  return {
    txid,
    expires_at: expiresAt,
    code: buildPixBrCode({
      key,
      merchantName: MERCHANT.name,
      merchantCity: MERCHANT.city,
      amountCents,
      txid,
    }),
  }
}

/** A pix charge's code: it expires, and its txid comes from the payment. */
function chargePix(id: number, key: string, amountCents: number, expiresAt: string) {
  return pixOf(txidOf(id), key, amountCents, expiresAt)
}

/** The charges of the store's pix gateway (its key is the store's CNPJ). */
const storePix = (id: number, amountCents: number, expiresAt: string) =>
  chargePix(id, STORE_PIX_KEY, amountCents, expiresAt)

/** A static QR code (the counter's, by default): no expiry, the amount only when fixed. */
function staticPix(id: number, amountCents: number | null, key = COUNTER_PIX_KEY) {
  return pixOf(`BALCAO${id}`, key, amountCents, null)
}

/** A boleto of the gateway's bank with its "nosso número" in the free field. */
function boleto(id: number, amountCents: number, dueDate: string, bank = '001') {
  const freeField = `${String(id).padStart(11, '0')}`.padEnd(25, '0').slice(0, 25)
  const { barcode, linha } = buildBoleto({ bank, dueDate, amountCents, freeField })
  return {
    barcode,
    linha_digitavel: linha,
    due_date: dueDate,
    url: `https://pagamentos.vitrine.local/boleto/${id}-${barcode.slice(-6)}`,
  }
}

interface Step {
  event: PaymentEvent
  at: string
  amount?: number
  note?: string
  actor?: string
}

/** The timeline from its steps: each moves from where the previous one left, by the table. */
function timelineOf(id: number, steps: readonly Step[]): PaymentTimelineEvent[] {
  let status: PaymentStatus = 'empty'
  return steps.map((step, index) => {
    const next = nextPaymentStatus(status, step.event)
    if (!next) throw new Error(`Sample payment ${id}: ${status} cannot ${step.event}`)
    const event: PaymentTimelineEvent = {
      id: id * 100 + index + 1,
      event: step.event,
      from_status: status,
      status: next,
      amount_cents: step.amount ?? null,
      note: step.note ?? '',
      actor_name: step.actor ?? null,
      at: step.at,
    }
    status = next
    return event
  })
}

type Posting = MoneyTrail[number]['postings'][number]
const post = (account: string, amount_cents: number): Posting => ({ account, amount_cents })

/** Journals of money received: the provider got it, kept its fee, owes the store the rest. */
function receivedJournals(amount: number, fee: number, at: string, memo: string) {
  if (amount === 0) return []
  const net = amount - fee
  return [
    {
      kind: 'charge',
      memo,
      at,
      postings: [post('gateway_clearing', amount), post('customer_receivable', -amount)],
    },
    ...(fee > 0
      ? [
          {
            kind: 'fee',
            memo: 'Taxa do provedor',
            at,
            postings: [post('fees', fee), post('gateway_clearing', -fee)],
          },
        ]
      : []),
    ...(net > 0
      ? [
          {
            kind: 'net',
            memo: 'A liberar para a loja',
            at,
            postings: [post('merchant_pending', net), post('gateway_clearing', -net)],
          },
        ]
      : []),
  ]
}

/** The store's pending money of the payment becomes available (none when there is none). */
const releaseJournals = (net: number, at: string) =>
  net > 0
    ? [
        {
          kind: 'release',
          memo: 'Disponível para saque',
          at,
          postings: [post('merchant_available', net), post('merchant_pending', -net)],
        },
      ]
    : []

const refundJournal = (
  amount: number,
  at: string,
  released: boolean,
  kind = 'refund',
  memo = '',
) => ({
  kind,
  memo: memo || (kind === 'refund' ? 'Devolvido ao cliente' : 'Contestação do portador do cartão'),
  at,
  postings: [
    post('refunds', amount),
    post(released ? 'merchant_available' : 'merchant_pending', -amount),
  ],
})

/** Money that is in at once (pix, boleto, a custom method…): released as it arrives. */
const RELEASED_ON_PAYMENT: readonly PaymentEvent[] = ['pay', 'retry_succeeded']

type JournalDraft = Omit<MoneyTrail[number], 'journal_id'>

const numbered = (id: number, drafts: JournalDraft[]): MoneyTrail =>
  drafts.map((draft, index) => ({ journal_id: id * 10 + index + 1, ...draft }))

interface Sample {
  id: number
  type: Transaction['type']
  gateway: GatewayRef | null
  customer: Snapshot | null
  items: Transaction['items']
  description?: string
  installments?: number
  card?: Transaction['card']
  created_at: string
  steps: Step[]
  pix?: Transaction['pix']
  billet?: Transaction['billet']
  instructions?: Transaction['instructions']
  /** The chargeback among the refunds (its trail kind). */
  chargeback?: boolean
  /** The payment link it was paid through. */
  link?: LinkRef
  /** The address the payer typed on that link (one that asks for it). */
  payer_address?: Transaction['payer_address']
  /** The payer's answers to the store's checkout custom fields. */
  custom_fields?: Transaction['custom_fields']
  /** Split with the marketplace's sellers (split/fixture) by the rule in force when paid. */
  split?: boolean
}

const item = (description: string, unit_cents: number, quantity = 1) => ({
  description,
  quantity,
  unit_cents,
})

/* The split of sample payments on the marketplace's gateway (split/fixture) ------------------ */

/** What the split job made of a sample payment, and the reversals of its refunds. */
interface SampleSplit {
  version: number
  outcome: ReturnType<typeof splitPayment>
  reversals: Reversal[]
}

/** When the job ran after the money came in (it runs right after the move commits). */
const jobRunAt = (at: string) => new Date(Date.parse(at) + 30_000).toISOString()

/** The payment split by the marketplace's rule in force when its money came in, if any. */
function splitOnReceipt(
  gatewayId: number,
  input: Parameters<typeof splitPayment>[1],
  at: string,
): SampleSplit | null {
  const version = sampleSplitVersions
    .filter((item) => item.gateway_id === gatewayId && item.created_at <= at)
    .at(-1)
  if (!version) return null
  return { version: version.version, outcome: splitPayment(version.rule, input), reversals: [] }
}

const sellerName = (sellerId: number) =>
  sampleSellers.find((seller) => seller.id === sellerId)?.name ?? `#${sellerId}`

/** The job's `split` journal: each seller's net to its pending balance, out of the store's. */
function splitJournal(split: Split, at: string, released: boolean): JournalDraft[] {
  const postings = split.parts.flatMap((part) =>
    part.party.kind === 'seller' && part.netCents > 0
      ? [post(`seller_pending:${part.party.sellerId}`, part.netCents)]
      : [],
  )
  const out = postings.reduce((sum, posting) => sum + posting.amount_cents, 0)
  if (out === 0) return []
  const merchant = released ? 'merchant_available' : 'merchant_pending'
  return [{ kind: 'split', memo: null, at, postings: [...postings, post(merchant, -out)] }]
}

/**
 * A refund's `split_reversal`: the sellers the rule makes liable give back their part of it
 * (out of their pending balance: the sample's parts are not released yet), to the store.
 */
function reversalJournal(reversal: Reversal, at: string, released: boolean): JournalDraft[] {
  const postings = reversal.parts.flatMap((part) =>
    part.party.kind === 'seller' && part.cents > 0
      ? [post(`seller_pending:${part.party.sellerId}`, -part.cents)]
      : [],
  )
  const back = -postings.reduce((sum, posting) => sum + posting.amount_cents, 0)
  if (back === 0) return []
  const merchant = released ? 'merchant_available' : 'merchant_pending'
  return [{ kind: 'split_reversal', memo: null, at, postings: [...postings, post(merchant, back)] }]
}

/** The split as GET …/transactions/{id}/split answers it (apps/server payment-split.ts). */
function paymentSplitOf(sampled: SampleSplit): PaymentSplit {
  const { outcome } = sampled
  if (!outcome.ok) {
    return {
      status: 'refused',
      rule_version: sampled.version,
      parties: [],
      refusal: splitRefusalMessage('pt-BR', outcome.refusal, sellerName),
    }
  }
  const reversed = new Map<string, number>()
  for (const part of sampled.reversals.flatMap((reversal) => reversal.parts)) {
    const key = splitPartyKey(part.party)
    reversed.set(key, (reversed.get(key) ?? 0) + part.cents)
  }
  return {
    status: 'posted',
    rule_version: sampled.version,
    parties: outcome.split.parts.map((part) => ({
      seller_id: part.party.kind === 'seller' ? part.party.sellerId : null,
      name: part.party.kind === 'seller' ? sellerName(part.party.sellerId) : MERCHANT.name,
      gross_cents: part.grossCents,
      fee_cents: part.feeCents,
      net_cents: part.netCents,
      rounding_cents: part.roundingCents,
      reversed_cents: reversed.get(splitPartyKey(part.party)) ?? 0,
    })),
    refusal: null,
  }
}

/** One sample payment, its figures derived from its items and timeline, and its money trail. */
function sample(spec: Sample): {
  transaction: Transaction
  trail: MoneyTrail
  split: PaymentSplit | null
} {
  const amount = spec.items.reduce((sum, line) => sum + line.quantity * line.unit_cents, 0)
  const feeOfSample = (cents: number) => feeOf(cents, sampleFees(spec.gateway))
  const timeline = timelineOf(spec.id, spec.steps)
  const last = timeline.at(-1)
  const drafts: JournalDraft[] = []
  let captured = 0
  let refunded = 0
  let paidAt: string | null = null
  let released = false
  let split: SampleSplit | null = null
  for (const event of timeline) {
    if (event.event === 'pay' || event.event === 'authorize' || event.event === 'retry_succeeded') {
      captured = amount
      paidAt = event.at
      drafts.push(...receivedJournals(amount, feeOfSample(amount), event.at, 'Pagamento recebido'))
      if (RELEASED_ON_PAYMENT.includes(event.event)) {
        drafts.push(...releaseJournals(amount - feeOfSample(amount), event.at))
        released = true
      }
      if (spec.split && spec.gateway) {
        split = splitOnReceipt(
          spec.gateway.id,
          {
            amountCents: amount,
            feeCents: feeOfSample(amount),
            paymentType: spec.type,
            installments: spec.installments ?? 1,
          },
          event.at,
        )
        if (split?.outcome.ok)
          drafts.push(...splitJournal(split.outcome.split, jobRunAt(event.at), released))
      }
    } else if (event.event === 'capture') {
      captured = event.amount_cents ?? amount
      paidAt = event.at
      drafts.push(
        ...receivedJournals(captured, feeOfSample(captured), event.at, 'Pré-autorização capturada'),
      )
    } else if (event.event === 'settle') {
      drafts.push(...releaseJournals(captured - feeOfSample(captured), event.at))
      released = true
    } else if (event.event === 'refund_part' || event.event === 'refund_rest') {
      const moved = event.amount_cents ?? captured - refunded
      refunded += moved
      const kind = spec.chargeback && event.event === 'refund_rest' ? 'chargeback' : 'refund'
      drafts.push(refundJournal(moved, event.at, released, kind, event.note))
      if (split?.outcome.ok) {
        const version = sampleSplitVersions.find((item) => item.version === split!.version)!
        const reversed = reverseSplit(
          split.outcome.split,
          moved,
          version.rule.chargeback_liability,
          split.reversals,
        )
        if (reversed.ok) {
          split.reversals.push(reversed.reversal)
          drafts.push(...reversalJournal(reversed.reversal, event.at, released))
        }
      }
    }
  }
  const fee = captured > 0 ? feeOfSample(captured) : 0
  const transaction: Transaction = {
    id: spec.id,
    type: spec.type,
    status: last?.status ?? 'empty',
    amount_cents: amount,
    refunded_cents: refunded,
    installments: spec.installments ?? 1,
    customer: spec.customer,
    gateway_name: spec.gateway?.name ?? null,
    card: spec.card ?? null,
    created_at: spec.created_at,
    description: spec.description ?? '',
    captured_cents: captured,
    fee_cents: fee,
    net_cents: captured - fee,
    items: spec.items,
    gateway: spec.gateway,
    external_id: spec.gateway ? `sbx_${spec.type.replace('-', '_')}_${spec.id}` : null,
    pix: spec.pix ?? null,
    billet: spec.billet ?? null,
    instructions: spec.instructions ?? null,
    link: spec.link ? { ...spec.link } : null,
    payer_address: spec.payer_address ? { ...spec.payer_address } : null,
    custom_fields: structuredClone(spec.custom_fields ?? []),
    timeline,
    paid_at: paidAt,
    updated_at: last?.at ?? spec.created_at,
  }
  return {
    transaction,
    trail: numbered(spec.id, drafts),
    split: split ? paymentSplitOf(split) : null,
  }
}

const issued = (at: string, note = ''): Step => ({ event: 'issue', at, note })

/* The sample: newest first, across every status and type --------------------------------------- */

const samples = [
  sample({
    id: 4822,
    link: L.dress,
    type: 'pix',
    gateway: G.pix,
    customer: ana,
    items: [item('Vestido midi linho', 25_990)],
    created_at: '2026-11-21T10:12:00.000Z',
    pix: storePix(4822, 25_990, '2026-11-21T11:12:00.000Z'),
    steps: [
      issued('2026-11-21T10:12:00.000Z', 'QR code gerado'),
      { event: 'pay', at: '2026-11-21T10:14:31.000Z', amount: 25_990, note: 'Pix recebido' },
    ],
  }),
  sample({
    id: 4821,
    type: 'creditcard',
    gateway: G.cardPreAuth,
    customer: aurora,
    items: [item('Cadeira de escritório ergonômica', 60_000, 2)],
    description: 'Pedido 10482',
    installments: 3,
    card: { brand: 'visa', last_four: '3155' },
    created_at: '2026-11-21T09:40:00.000Z',
    steps: [
      issued('2026-11-21T09:40:00.000Z', 'Tentativa no cartão'),
      {
        event: 'pre_authorize',
        at: '2026-11-21T09:40:02.000Z',
        amount: 120_000,
        note: 'Valor reservado no cartão; capture em até 7 dias',
      },
    ],
  }),
  sample({
    id: 4820,
    type: 'billet',
    gateway: G.billet,
    customer: bruno,
    items: [item('Jogo de panelas inox 5 peças', 45_000)],
    created_at: '2026-11-21T08:05:00.000Z',
    billet: boleto(4820, 45_000, '2026-11-24'),
    steps: [issued('2026-11-21T08:05:00.000Z', 'Boleto registrado no banco')],
  }),
  sample({
    id: 4819,
    link: L.shirt,
    type: 'pix',
    gateway: G.pix,
    customer: debora,
    items: [item('Camiseta algodão orgânico', 8_990)],
    created_at: '2026-11-21T11:50:00.000Z',
    pix: storePix(4819, 8_990, '2026-11-21T12:50:00.000Z'),
    steps: [issued('2026-11-21T11:50:00.000Z', 'QR code gerado')],
  }),
  sample({
    id: 4818,
    type: 'creditcard',
    gateway: G.card,
    customer: ana,
    items: [item('Fone de ouvido sem fio', 69_900)],
    installments: 6,
    card: { brand: 'mastercard', last_four: '4444' },
    created_at: '2026-11-20T19:22:00.000Z',
    steps: [
      issued('2026-11-20T19:22:00.000Z', 'Tentativa no cartão'),
      {
        event: 'authorize',
        at: '2026-11-20T19:22:03.000Z',
        amount: 69_900,
        note: 'Aprovado e capturado',
      },
    ],
  }),
  sample({
    id: 4817,
    link: L.shoes,
    type: 'creditcard',
    gateway: G.card,
    customer: eduardo,
    items: [item('Tênis de corrida', 32_000)],
    installments: 2,
    card: { brand: 'elo', last_four: '7013' },
    created_at: '2026-11-18T14:10:00.000Z',
    steps: [
      issued('2026-11-18T14:10:00.000Z', 'Tentativa no cartão'),
      {
        event: 'authorize',
        at: '2026-11-18T14:10:04.000Z',
        amount: 32_000,
        note: 'Aprovado e capturado',
      },
      { event: 'settle', at: '2026-11-19T03:00:00.000Z', note: 'Liquidado pela adquirente' },
      {
        event: 'refund_part',
        at: '2026-11-20T16:30:00.000Z',
        amount: 12_000,
        note: 'Troca por numeração menor, diferença devolvida',
        actor: 'Marina Costa',
      },
    ],
  }),
  sample({
    id: 4816,
    split: true,
    link: L.lamp,
    payer_address: {
      postal_code: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    custom_fields: [
      {
        key: 'como_conheceu',
        label: 'Como conheceu a loja?',
        group: 'cart',
        type: 'select',
        value: 'instagram',
        text: 'Instagram',
      },
      {
        key: 'presente',
        label: 'É para presente?',
        group: 'shipping',
        type: 'checkbox',
        value: true,
        text: 'Sim',
      },
    ],
    type: 'pix',
    gateway: G.pix,
    customer: bruno,
    items: [item('Luminária de mesa', 15_000)],
    created_at: '2026-11-17T13:00:00.000Z',
    pix: storePix(4816, 15_000, '2026-11-17T14:00:00.000Z'),
    steps: [
      issued('2026-11-17T13:00:00.000Z', 'QR code gerado'),
      { event: 'pay', at: '2026-11-17T13:03:10.000Z', amount: 15_000, note: 'Pix recebido' },
      {
        event: 'refund_rest',
        at: '2026-11-18T10:20:00.000Z',
        amount: 15_000,
        note: 'Produto fora de estoque',
        actor: 'Marina Costa',
      },
    ],
  }),
  sample({
    id: 4815,
    type: 'creditcard',
    gateway: G.card,
    customer: fernanda,
    items: [item('Smartwatch esportivo', 98_000)],
    card: { brand: 'visa', last_four: '0002' },
    created_at: '2026-11-16T21:45:00.000Z',
    steps: [
      issued('2026-11-16T21:45:00.000Z', 'Tentativa no cartão'),
      {
        event: 'decline',
        at: '2026-11-16T21:45:02.000Z',
        note: 'Recusado pelo emissor (generic_decline)',
      },
    ],
  }),
  sample({
    id: 4814,
    type: 'creditcard',
    gateway: G.card,
    customer: debora,
    items: [item('Assinatura Clube do Café — novembro', 5_990)],
    description: 'Assinatura mensal',
    card: { brand: 'visa', last_four: '9995' },
    created_at: '2026-11-10T09:00:00.000Z',
    steps: [
      issued('2026-11-10T09:00:00.000Z', 'Cobrança recorrente'),
      {
        event: 'decline',
        at: '2026-11-10T09:00:02.000Z',
        note: 'Saldo insuficiente (insufficient_funds)',
      },
      {
        event: 'retry_failed',
        at: '2026-11-13T09:00:00.000Z',
        note: 'Segunda tentativa: saldo insuficiente',
      },
      {
        event: 'retry_failed',
        at: '2026-11-16T09:00:00.000Z',
        note: 'Terceira tentativa: saldo insuficiente',
      },
    ],
  }),
  sample({
    id: 4813,
    type: 'creditcard',
    gateway: G.card,
    customer: eduardo,
    items: [item('Assinatura Clube do Café — novembro', 5_990)],
    description: 'Assinatura mensal',
    card: { brand: 'mastercard', last_four: '3222' },
    created_at: '2026-11-10T09:00:00.000Z',
    steps: [
      issued('2026-11-10T09:00:00.000Z', 'Cobrança recorrente'),
      {
        event: 'decline',
        at: '2026-11-10T09:00:03.000Z',
        note: 'Falha temporária no processamento',
      },
      {
        event: 'retry_succeeded',
        at: '2026-11-11T09:00:00.000Z',
        amount: 5_990,
        note: 'Segunda tentativa aprovada',
      },
    ],
  }),
  sample({
    id: 4812,
    type: 'custom',
    gateway: G.custom,
    customer: aurora,
    items: [item('Mesa de reunião 8 lugares', 235_000)],
    description: 'Pedido 10470 — atacado',
    created_at: '2026-11-19T15:30:00.000Z',
    instructions: {
      method_name: 'Transferência bancária',
      text: 'Transfira para Loja Aurora Ltda, CNPJ 12.345.678/0001-95, Itaú agência 0001, conta 12345-6, e envie o comprovante para financeiro@lojaaurora.com.br.',
    },
    steps: [issued('2026-11-19T15:30:00.000Z', 'Instruções enviadas ao cliente')],
  }),
  sample({
    id: 4811,
    type: 'custom',
    gateway: G.custom,
    customer: bruno,
    items: [item('Rack para TV', 78_000)],
    created_at: '2026-11-12T10:00:00.000Z',
    instructions: {
      method_name: 'Transferência bancária',
      text: 'Transfira para Loja Aurora Ltda, CNPJ 12.345.678/0001-95, Itaú agência 0001, conta 12345-6.',
    },
    steps: [
      issued('2026-11-12T10:00:00.000Z', 'Instruções enviadas ao cliente'),
      {
        event: 'pay',
        at: '2026-11-13T11:25:00.000Z',
        amount: 78_000,
        note: 'Transferência conferida no extrato',
        actor: 'Marina Costa',
      },
    ],
  }),
  sample({
    id: 4810,
    type: 'onetap',
    gateway: G.card,
    customer: paulo,
    items: [item('Garrafa térmica 1 L', 12_990)],
    created_at: '2026-11-21T11:58:00.000Z',
    steps: [],
  }),
  sample({
    id: 4809,
    type: 'voucher',
    gateway: G.voucher,
    customer: paulo,
    items: [item('Marmita fit — frango e legumes', 2_425, 2)],
    created_at: '2026-11-20T12:31:00.000Z',
    steps: [
      issued('2026-11-20T12:31:00.000Z', 'Vale-refeição Alelo'),
      { event: 'pay', at: '2026-11-20T12:31:05.000Z', amount: 4_850, note: 'Aprovado' },
    ],
  }),
  sample({
    id: 4808,
    type: 'debitcard',
    gateway: G.card,
    customer: ana,
    items: [item('Kit de toalhas', 21_000)],
    card: { brand: 'visa', last_four: '5556' },
    created_at: '2026-11-15T17:05:00.000Z',
    steps: [
      issued('2026-11-15T17:05:00.000Z', 'Cartão de débito'),
      { event: 'pay', at: '2026-11-15T17:05:04.000Z', amount: 21_000, note: 'Débito aprovado' },
    ],
  }),
  sample({
    id: 4807,
    type: 'static-pix',
    gateway: G.staticPix,
    customer: null,
    items: [item('Café espresso e pão de queijo', 3_500)],
    created_at: '2026-11-14T08:20:00.000Z',
    pix: staticPix(4807, 3_500),
    steps: [
      issued('2026-11-14T08:20:00.000Z', 'QR code do balcão'),
      { event: 'pay', at: '2026-11-14T08:21:12.000Z', amount: 3_500, note: 'Pix recebido' },
    ],
  }),
  sample({
    id: 4806,
    type: 'pix-installment',
    gateway: G.pixInstallment,
    customer: aurora,
    items: [item('Estante modular', 37_500, 4)],
    installments: 4,
    created_at: '2026-11-13T16:00:00.000Z',
    pix: chargePix(4806, 'financeiro@lojaaurora.com.br', 150_000, '2026-11-13T16:30:00.000Z'),
    steps: [
      issued('2026-11-13T16:00:00.000Z', 'Pix parcelado em 4 vezes'),
      {
        event: 'pay',
        at: '2026-11-13T16:09:45.000Z',
        amount: 150_000,
        note: 'Entrada paga; parcelas com o provedor',
      },
    ],
  }),
  sample({
    id: 4805,
    type: 'billet',
    gateway: G.billet,
    customer: debora,
    items: [item('Cortina blackout', 32_000)],
    created_at: '2026-11-07T10:00:00.000Z',
    billet: boleto(4805, 32_000, '2026-11-10'),
    steps: [
      issued('2026-11-07T10:00:00.000Z', 'Boleto registrado no banco'),
      { event: 'decline', at: '2026-11-11T06:00:00.000Z', note: 'Boleto vencido sem pagamento' },
    ],
  }),
  sample({
    id: 4804,
    type: 'free',
    gateway: null,
    customer: ana,
    items: [item('Amostra de perfume', 0)],
    description: 'Brinde de aniversário',
    created_at: '2026-11-09T12:00:00.000Z',
    steps: [
      issued('2026-11-09T12:00:00.000Z'),
      { event: 'pay', at: '2026-11-09T12:00:00.000Z', amount: 0, note: 'Pedido gratuito' },
    ],
  }),
  sample({
    id: 4803,
    type: 'other',
    gateway: null,
    customer: eduardo,
    items: [item('Conserto de bicicleta', 9_900)],
    description: 'Recebido na loja física',
    created_at: '2026-11-08T18:30:00.000Z',
    steps: [
      issued('2026-11-08T18:30:00.000Z'),
      {
        event: 'pay',
        at: '2026-11-08T18:30:00.000Z',
        amount: 9_900,
        note: 'Registrado pela equipe',
        actor: 'Marina Costa',
      },
    ],
  }),
  sample({
    id: 4802,
    type: 'billet',
    gateway: G.billetItau,
    customer: aurora,
    items: [item('Cadeira de escritório ergonômica', 64_500, 2)],
    created_at: '2026-11-03T09:00:00.000Z',
    billet: boleto(4802, 129_000, '2026-11-06', '341'),
    steps: [
      issued('2026-11-03T09:00:00.000Z', 'Boleto registrado no banco'),
      {
        event: 'pay',
        at: '2026-11-05T14:00:00.000Z',
        amount: 129_000,
        note: 'Compensado pelo banco',
      },
    ],
  }),
  sample({
    id: 4801,
    type: 'creditcard',
    gateway: G.card,
    customer: bruno,
    items: [item('Notebook 14" 16 GB', 249_900)],
    installments: 10,
    card: { brand: 'amex', last_four: '0005' },
    created_at: '2026-11-01T20:15:00.000Z',
    steps: [
      issued('2026-11-01T20:15:00.000Z', 'Tentativa no cartão'),
      {
        event: 'authorize',
        at: '2026-11-01T20:15:05.000Z',
        amount: 249_900,
        note: 'Aprovado e capturado',
      },
      { event: 'settle', at: '2026-11-02T03:00:00.000Z', note: 'Liquidado pela adquirente' },
    ],
  }),
  sample({
    id: 4800,
    type: 'creditcard',
    gateway: G.card,
    customer: fernanda,
    items: [item('Bolsa de couro', 45_900)],
    card: { brand: 'mastercard', last_four: '5100' },
    created_at: '2026-10-28T15:00:00.000Z',
    chargeback: true,
    steps: [
      issued('2026-10-28T15:00:00.000Z', 'Tentativa no cartão'),
      {
        event: 'authorize',
        at: '2026-10-28T15:00:04.000Z',
        amount: 45_900,
        note: 'Aprovado e capturado',
      },
      { event: 'settle', at: '2026-10-29T03:00:00.000Z', note: 'Liquidado pela adquirente' },
      {
        event: 'refund_rest',
        at: '2026-11-12T12:00:00.000Z',
        amount: 45_900,
        note: 'Chargeback: a portadora não reconheceu a compra',
      },
    ],
  }),
]

/** The sample payments, newest first. */
export const sampleTransactions: Transaction[] = samples
  .map((entry) => entry.transaction)
  .sort(newestFirst)
/** Their money trails, by payment id. */
export const sampleTrails: Record<number, MoneyTrail> = Object.fromEntries(
  samples.map((entry) => [entry.transaction.id, entry.trail]),
)
/** The splits of those split with the marketplace's sellers, by payment id. */
export const sampleTransactionSplits: Record<number, PaymentSplit> = Object.fromEntries(
  samples.flatMap((entry) => (entry.split ? [[entry.transaction.id, entry.split]] : [])),
)

function newestFirst(a: Pick<Transaction, 'created_at' | 'id'>, b: typeof a) {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1
  return b.id - a.id
}

export function sampleTransactionsState(empty: boolean): TransactionsFixtureState {
  return {
    transactions: empty ? [] : structuredClone(sampleTransactions),
    trails: empty ? {} : structuredClone(sampleTrails),
    splits: empty ? {} : structuredClone(sampleTransactionSplits),
  }
}

/* Search and filters ----------------------------------------------------------------------------- */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The day in São Paulo (the store's days) of an instant. */
const storeDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))

/** The server's rules in memory: id, name word prefix, e-mail or document prefix; each filter. */
export function matchesTransaction(item: Transaction, filters: TransactionFilters): boolean {
  const q = fold(filters.q ?? '').trim()
  if (q) {
    const customer = item.customer
    const plain = q.replace(/[\s./-]/g, '')
    const found =
      (/^#?\d+$/.test(q) && String(item.id) === q.replace('#', '')) ||
      (customer !== null &&
        (fold(customer.name)
          .split(/\s+/)
          .some((word) => word.startsWith(q)) ||
          fold(customer.name).startsWith(q) ||
          (customer.email ?? '').toLowerCase().startsWith(q) ||
          (plain.length >= 3 && (customer.document ?? '').toLowerCase().startsWith(plain))))
    if (!found) return false
  }
  if (filters.status && item.status !== filters.status) return false
  if (filters.type && item.type !== filters.type) return false
  if (filters.gateway_id && item.gateway?.id !== filters.gateway_id) return false
  if (filters.customer_id && item.customer?.id !== filters.customer_id) return false
  if (filters.link_id && item.link?.id !== filters.link_id) return false
  const day = storeDayOf(item.created_at)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  if (filters.min_cents !== undefined && item.amount_cents < filters.min_cents) return false
  if (filters.max_cents !== undefined && item.amount_cents > filters.max_cents) return false
  return true
}

const summaryOf = (item: Transaction): TransactionSummary => ({
  id: item.id,
  type: item.type,
  status: item.status,
  amount_cents: item.amount_cents,
  refunded_cents: item.refunded_cents,
  installments: item.installments,
  customer: item.customer,
  gateway_name: item.gateway_name,
  card: item.card,
  created_at: item.created_at,
})

/** Money the store holds from a payment: refunds come out of it. */
const HOLDS_MONEY: readonly PaymentStatus[] = [
  'authorized',
  'complete',
  'partial_refund',
  'retry-success',
]

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/* The adapter ------------------------------------------------------------------------------------ */

const conflict = (message: string) =>
  new ApiError({ statusCode: 409, statusMessage: 'Conflict', message })

/** A refusal about one field, as the server words it (400, or 422 when the value is fine but not here). */
const fieldError = (field: string, message: string, statusCode = 400) =>
  new ApiError({
    statusCode,
    statusMessage: statusCode === 400 ? 'Bad Request' : 'Unprocessable Entity',
    message,
    data: { fields: { [field]: message } },
  })

export function createTransactionsFixture(
  state: TransactionsFixtureState,
  now: () => Date,
  context: TransactionsFixtureContext = {},
): TransactionsApi {
  const lang = 'pt-BR'
  const notFound = () =>
    new ApiError({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Pagamento não encontrado.',
    })
  const find = (id: number) => {
    const found = state.transactions.find((item) => item.id === id)
    if (!found) throw notFound()
    return found
  }
  const trailOf = (id: number) => (state.trails[id] ??= [])
  const journal = (id: number, draft: JournalDraft) => {
    const trail = trailOf(id)
    const last = Math.max(id * 10, ...trail.map((entry) => entry.journal_id))
    trail.push({ journal_id: last + 1, ...draft })
  }

  /** Answers per idempotency key: the same request answers the first answer again. */
  const answered = new Map<string, { request: string; answer: Transaction }>()
  async function once(
    key: string,
    request: unknown,
    write: () => Transaction,
  ): Promise<Transaction> {
    const signature = JSON.stringify(request)
    const earlier = answered.get(key)
    if (earlier) {
      if (earlier.request !== signature) {
        throw new ApiError({
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          message: 'Esta chave de idempotência já foi usada em outro pedido.',
        })
      }
      return structuredClone(earlier.answer)
    }
    const answer = write()
    answered.set(key, { request: signature, answer: structuredClone(answer) })
    return structuredClone(answer)
  }

  /** One action on one payment, once per idempotency key; answers the payment as it leaves it. */
  const act = (
    key: string,
    request: unknown[],
    id: number,
    change: (payment: Transaction) => void,
  ): Promise<Transaction> =>
    once(key, request, () => {
      const payment = find(id)
      change(payment)
      return payment
    })

  /** Moves the payment by one event of the table, or refuses with the 409 the server gives. */
  function move(
    payment: Transaction,
    event: PaymentEvent,
    details: { amount?: number | null; note?: string; actor?: string | null } = {},
  ) {
    const next = nextPaymentStatus(payment.status, event)
    if (!next) throw conflict(illegalMoveMessage(lang, payment.status, event))
    const at = now().toISOString()
    payment.timeline.push({
      id: Math.max(payment.id * 100, ...payment.timeline.map((entry) => entry.id)) + 1,
      event,
      from_status: payment.status,
      status: next,
      amount_cents: details.amount ?? null,
      note: details.note ?? '',
      actor_name: details.actor === undefined ? 'Marina Costa' : details.actor,
      at,
    })
    payment.status = next
    payment.updated_at = at
    return at
  }

  const released = (id: number) => trailOf(id).some((entry) => entry.kind === 'release')

  /** The money arrives; pix, boletos and custom methods release it at once, cards on settle. */
  function receive(
    payment: Transaction,
    amount: number,
    at: string,
    memo: string,
    release: boolean,
  ) {
    const fees = gatewayOf(payment.gateway?.id)?.fees ?? sampleFees(payment.gateway)
    const fee = feeOf(amount, fees)
    payment.captured_cents = amount
    payment.fee_cents = fee
    payment.net_cents = amount - fee
    payment.paid_at = at
    for (const draft of receivedJournals(amount, fee, at, memo)) journal(payment.id, draft)
    if (release) for (const draft of releaseJournals(amount - fee, at)) journal(payment.id, draft)
  }

  function refund(payment: Transaction, amount: number, note: string, kind = 'refund') {
    const left = payment.captured_cents - payment.refunded_cents
    const event = amount === left ? 'refund_rest' : 'refund_part'
    const at = move(payment, event, {
      amount,
      note,
      actor: kind === 'refund' ? undefined : null,
    })
    payment.refunded_cents += amount
    journal(payment.id, refundJournal(amount, at, released(payment.id), kind, note))
  }

  const gatewayOf = (id: number | undefined): Gateway | undefined =>
    id === undefined ? undefined : context.gateways?.gateways.find((item) => item.id === id)

  const sandboxOnly = (payment: Transaction) => {
    if (payment.gateway?.environment !== 'sandbox') {
      throw conflict('Simulações só funcionam com meios de pagamento de sandbox.')
    }
  }

  return {
    async list(_appId, query: TransactionQuery = {}) {
      const matching = state.transactions
        .filter((item) => matchesTransaction(item, query))
        .sort(newestFirst)
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? TRANSACTION_PAGE_SIZE
      const next = start + limit < matching.length ? String(start + limit) : null
      return {
        items: structuredClone(matching.slice(start, start + limit).map(summaryOf)),
        next_cursor: next,
      }
    },

    async totals(_appId, filters) {
      const matching = state.transactions.filter((item) => matchesTransaction(item, filters))
      const byStatus = new Map<PaymentStatus, { count: number; amount_cents: number }>()
      for (const item of matching) {
        const entry = byStatus.get(item.status) ?? { count: 0, amount_cents: 0 }
        entry.count += 1
        entry.amount_cents += item.amount_cents
        byStatus.set(item.status, entry)
      }
      const sum = (pick: (item: Transaction) => number) =>
        matching.reduce((total, item) => total + pick(item), 0)
      return {
        count: matching.length,
        amount_cents: sum((item) => item.amount_cents),
        captured_cents: sum((item) => item.captured_cents),
        refunded_cents: sum((item) => item.refunded_cents),
        by_status: [...byStatus].map(([status, entry]) => ({ status, ...entry })),
      }
    },

    get: async (_appId, id) => structuredClone(find(id)),

    trail: async (_appId, id) => {
      find(id)
      return structuredClone(trailOf(id))
    },

    split: async (_appId, id) => {
      find(id)
      return structuredClone(state.splits?.[id] ?? null)
    },

    async create(_appId, input, key) {
      const values = parseBody(ChargeInputSchema, input, lang)
      return once(key, ['create', values], () => {
        const gateway = gatewayOf(values.gateway_id)
        if (!gateway) {
          throw new ApiError({
            statusCode: 400,
            statusMessage: 'Bad Request',
            message: 'Alguns campos não são válidos.',
            data: { fields: { gateway_id: 'Meio de pagamento não encontrado.' } },
          })
        }
        if (!gateway.active)
          throw conflict(`O meio de pagamento «${gateway.name}» está desativado.`)
        const customer = values.customer_id
          ? context.customers?.customers.find((entry) => entry.id === values.customer_id)
          : undefined
        if (values.customer_id && !customer) {
          throw fieldError('customer_id', 'Este cliente não existe na loja.', 422)
        }
        // Credit cards and meal vouchers take the card (apps/server/src/payments/charge.ts).
        const takesCard = gateway.type === 'creditcard' || gateway.type === 'voucher'
        const card = takesCard ? values.card : undefined
        if (takesCard && !card)
          throw fieldError(
            'card',
            'Informe o cartão para cobrar por um meio de pagamento de cartão.',
          )
        const checked = card ? checkCardNumber(card.number) : null
        if (checked && !checked.valid) {
          throw fieldError('card.number', 'Número do cartão inválido: confira os dígitos.')
        }
        const brands = (gateway.settings as { brands?: string[] }).brands
        if (checked?.valid && gateway.type === 'creditcard' && !brands?.includes(checked.brand)) {
          throw fieldError(
            'card.number',
            `Este meio de pagamento não aceita cartões ${checked.brand}.`,
            422,
          )
        }
        const today = storeDayOf(now().toISOString())
        const thisMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7))
        if (card && card.expiry_year * 12 + card.expiry_month < thisMonth) {
          throw fieldError('card.expiry_month', 'Este cartão está vencido.')
        }
        const at = now().toISOString()
        const amount = values.items.reduce((sum, line) => sum + line.quantity * line.unit_cents, 0)
        const id = Math.max(4799, ...state.transactions.map((entry) => entry.id)) + 1
        const settings = gateway.settings as Record<string, unknown>
        const payment: Transaction = {
          id,
          type: gateway.type,
          status: 'empty',
          amount_cents: amount,
          refunded_cents: 0,
          installments: values.installments,
          customer: customer
            ? {
                id: customer.id,
                name: customer.name,
                email: customer.email,
                document: customer.document,
              }
            : null,
          gateway_name: gateway.name,
          card: checked?.valid ? { brand: checked.brand, last_four: checked.lastFour } : null,
          created_at: at,
          description: values.description,
          captured_cents: 0,
          fee_cents: 0,
          net_cents: 0,
          items: values.items,
          gateway: {
            id: gateway.id,
            name: gateway.name,
            type: gateway.type,
            provider: gateway.provider,
            environment: gateway.environment,
          },
          external_id: `sbx_${gateway.type.replace('-', '_')}_${id}`,
          pix: null,
          billet: null,
          instructions: null,
          timeline: [],
          paid_at: null,
          updated_at: at,
        }
        if (gateway.type === 'pix' || gateway.type === 'pix-installment') {
          const minutes = Number(settings.expires_in_minutes ?? 60)
          payment.pix = chargePix(id, String(settings.pix_key), amount, addMinutes(at, minutes))
        } else if (gateway.type === 'static-pix') {
          payment.pix = staticPix(id, amount, String(settings.pix_key))
        } else if (gateway.type === 'billet') {
          const days = Number(settings.days_to_due ?? 3)
          const due = isoDateOfDay(dayNumberOf(storeDayOf(at)) + days)
          payment.billet = boleto(id, amount, due, String(settings.bank ?? '001'))
        } else if (gateway.type === 'custom') {
          payment.instructions = {
            method_name: String(settings.method_name ?? gateway.name),
            text: String(settings.instructions ?? ''),
          }
        }
        state.transactions.unshift(payment)
        move(payment, 'issue', { note: 'Cobrança criada pelo painel' })
        if (gateway.type === 'creditcard' || gateway.type === 'voucher') {
          const outcome = card ? (testCardOf(card.number)?.outcome ?? 'approved') : 'approved'
          const preAuthorize = outcome === 'pre_authorized' || settings.capture === 'pre_authorize'
          if (outcome === 'declined' || outcome === 'retry') {
            move(payment, 'decline', {
              note:
                outcome === 'retry' ? 'Falha temporária no processamento' : 'Recusado pelo emissor',
              actor: null,
            })
          } else if (preAuthorize) {
            move(payment, 'pre_authorize', {
              amount,
              note: 'Valor reservado no cartão',
              actor: null,
            })
          } else {
            const paidAt = move(payment, 'authorize', {
              amount,
              note: 'Aprovado e capturado',
              actor: null,
            })
            receive(payment, amount, paidAt, 'Pagamento recebido', false)
          }
        }
        return payment
      })
    },

    async capture(_appId, id, input, key) {
      const values = parseBody(CaptureInputSchema, input, lang)
      return act(key, ['capture', id, values], id, (payment) => {
        const amount = values.amount_cents ?? payment.amount_cents
        if (payment.status === 'pre_authorized' && amount > payment.amount_cents) {
          throw conflict(
            `É possível capturar no máximo o valor pré-autorizado, ${formatMoney(payment.amount_cents)}.`,
          )
        }
        const at = move(payment, 'capture', {
          amount,
          note:
            amount < payment.amount_cents
              ? `Captura parcial; ${formatMoney(payment.amount_cents - amount)} liberados no cartão`
              : 'Captura total',
        })
        receive(payment, amount, at, 'Pré-autorização capturada', false)
      })
    },

    async refund(_appId, id, input, key) {
      const values = parseBody(RefundInputSchema, input, lang)
      return act(key, ['refund', id, values], id, (payment) => {
        const left = payment.captured_cents - payment.refunded_cents
        const amount = values.amount_cents ?? left
        if (!HOLDS_MONEY.includes(payment.status)) {
          throw conflict(
            illegalMoveMessage(lang, payment.status, amount < left ? 'refund_part' : 'refund_rest'),
          )
        }
        if (amount > left) {
          throw conflict(`Ainda é possível estornar no máximo ${formatMoney(left)}.`)
        }
        refund(payment, amount, values.reason || 'Estorno pelo painel')
      })
    },

    async cancel(_appId, id, key) {
      return act(key, ['cancel', id], id, (payment) => {
        if (payment.status === 'pre_authorized') {
          move(payment, 'void', { note: 'Pré-autorização liberada sem captura' })
        } else {
          move(payment, 'cancel', { note: 'Cobrança cancelada pelo painel' })
        }
      })
    },

    async confirm(_appId, id, key) {
      return act(key, ['confirm', id], id, (payment) => {
        if (payment.type !== 'custom') {
          throw conflict(
            'Só pagamentos de métodos personalizados (transferência, pagamento na entrega) são confirmados à mão.',
          )
        }
        const at = move(payment, 'pay', {
          amount: payment.amount_cents,
          note: 'Pagamento conferido e confirmado à mão',
        })
        receive(payment, payment.amount_cents, at, 'Pagamento recebido', true)
      })
    },

    async resend(_appId, id, input) {
      parseBody(ResendInputSchema, input, lang)
      const payment = find(id)
      if (payment.status !== 'pending') {
        throw conflict(
          'Não há instruções para reenviar: o pagamento não está aguardando pagamento ou não tem código pix, boleto ou instruções.',
        )
      }
      if (!input.email && !payment.customer?.email) {
        throw new ApiError({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: 'Alguns campos não são válidos.',
          data: { fields: { email: 'O cliente não tem e-mail: informe um.' } },
        })
      }
    },

    async simulate(_appId, id, outcome: SimulatedOutcome, key) {
      return act(key, ['simulate', id, outcome], id, (payment) => {
        sandboxOnly(payment)
        if (outcome === 'paid') {
          if (!['pix', 'pix-installment', 'static-pix', 'billet'].includes(payment.type)) {
            throw conflict(
              'A simulação de pagamento vale para pix e boleto; confirme métodos personalizados à mão.',
            )
          }
          const at = move(payment, 'pay', {
            amount: payment.amount_cents,
            note: 'Pagamento simulado no sandbox',
            actor: null,
          })
          receive(payment, payment.amount_cents, at, 'Pagamento recebido', true)
        } else if (outcome === 'expired') {
          move(payment, 'decline', { note: 'Vencimento simulado no sandbox', actor: null })
        } else if (outcome === 'settled') {
          const at = move(payment, 'settle', {
            note: 'Liquidação simulada no sandbox',
            actor: null,
          })
          for (const draft of releaseJournals(payment.net_cents, at)) journal(payment.id, draft)
        } else {
          const left = payment.captured_cents - payment.refunded_cents
          if (!HOLDS_MONEY.includes(payment.status) || left === 0) {
            throw conflict(illegalMoveMessage(lang, payment.status, 'refund_rest'))
          }
          refund(payment, left, 'Chargeback simulado no sandbox', 'chargeback')
        }
      })
    },

    async exportCsv(_appId, filters) {
      const header = 'id;data;status;tipo;meio;cliente;email;valor;estornado'
      const lines = state.transactions
        .filter((item) => matchesTransaction(item, filters))
        .sort(newestFirst)
        .map((item) =>
          [
            item.id,
            item.created_at,
            item.status,
            item.type,
            item.gateway_name,
            item.customer?.name ?? null,
            item.customer?.email ?? null,
            decimalAmount(item.amount_cents, ','),
            decimalAmount(item.refunded_cents, ','),
          ]
            .map(csvCell)
            .join(';'),
        )
      return new Blob([[header, ...lines].join('\r\n')], { type: 'text/csv' })
    },
  }
}

import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import { decimalAmount } from '../money/index.ts'
import type { WalletApi } from './api.ts'
import { destinationLabel } from './destination.ts'
import { walletError, walletFieldError } from './errors.ts'
import {
  SANDBOX_FAILING_ACCOUNT_SUFFIX,
  SANDBOX_FAILING_PIX_KEY,
  SupplierInputSchema,
  SupplierPaymentInputSchema,
  WALLET_DEFAULT_DAILY_WITHDRAWAL_CAP_CENTS,
  WALLET_DEFAULT_MIN_WITHDRAWAL_CENTS,
  WALLET_PAGE_SIZE,
  WalletSettingsInputSchema,
  WithdrawalInputSchema,
  type Payout,
  type PayoutDestination,
  type StatementEntry,
  type StatementFilters,
  type StatementKind,
  type Supplier,
  type SupplierValues,
  type WalletBalance,
  type WalletSettings,
} from './schema.ts'
import { walletText } from './texts.ts'

/*
 * The wallet in memory, with the server's rules (apps/server/src/wallet): off until enabled,
 * disabling refused while money is held (409 walletNotEmpty, the balance as data), payouts
 * checked in the server's order (on, destination, daily cap, minimum, available) with the same
 * field errors, one answer per idempotency key (a refusal too, as the server keeps 4xx answers),
 * a payout moving available → in transit with its statement line. The money stays in transit:
 * the sandbox confirms it later, which a story never waits for — except for the sandbox's
 * failing destinations, refused at once so the "failed" path can be seen.
 */

/** The settings as stored: what today's withdrawals used is computed from the payouts. */
export type StoredWalletSettings = Omit<WalletSettings, 'withdrawn_today_cents'>

/** A payout as stored: its destination kept, its label computed when it is read. */
export interface StoredPayout extends Omit<Payout, 'destination_label' | 'supplier_name'> {
  destination: PayoutDestination
}

/** A supplier as stored: what was paid to it is computed from the payouts. */
export type StoredSupplier = Omit<Supplier, 'paid_cents' | 'last_paid_at'>

export interface WalletFixtureState {
  settings: StoredWalletSettings
  /** merchant_available. */
  available_cents: number
  /** merchant_pending by release day (blocked is the sum of the payouts in transit). */
  releases: WalletBalance['releases']
  statement: StatementEntry[]
  payouts: StoredPayout[]
  suppliers: StoredSupplier[]
  /** Idempotency keys → the body sent and the first answer (a payout or a refusal). */
  keys: Record<string, { body: string; payout?: Payout; error?: ApiError }>
}

// ─── Sample data ────────────────────────────────────────────────────────────────────────────

const storeAccount: PayoutDestination = {
  kind: 'bank_account',
  bank_code: '341',
  agency: '1234',
  agency_digit: null,
  account: '98765',
  account_digit: '4',
  account_type: 'checking',
}

const stamp = '2026-10-02T13:00:00.000Z'

const supplier = (
  fields: Partial<StoredSupplier> &
    Pick<StoredSupplier, 'id' | 'name' | 'document' | 'category' | 'destination'>,
): StoredSupplier => ({
  document_kind: fields.document.length === 11 ? 'cpf' : 'cnpj',
  email: null,
  archived: false,
  created_at: stamp,
  updated_at: stamp,
  ...fields,
})

/** Five suppliers of the store, one archived; the carrier's pix is the sandbox's failing key. */
export const sampleSuppliers: StoredSupplier[] = [
  supplier({
    id: 5,
    name: 'Transportes Rio Claro',
    document: '11444777000161',
    email: 'financeiro@transportesrioclaro.com.br',
    category: 'logistics',
    destination: { kind: 'pix', pix_key: SANDBOX_FAILING_PIX_KEY },
    created_at: '2026-11-02T12:00:00.000Z',
    updated_at: '2026-11-02T12:00:00.000Z',
  }),
  supplier({
    id: 4,
    name: 'Marina Alves Fotografia',
    document: '52998224725',
    email: 'marina@alvesfoto.com.br',
    category: 'services',
    destination: { kind: 'pix', pix_key: 'marina@alvesfoto.com.br' },
  }),
  supplier({
    id: 3,
    name: 'Imobiliária Centro Sul',
    document: '60574669000119',
    email: 'aluguel@centrosul.com.br',
    category: 'rent',
    destination: {
      kind: 'bank_account',
      bank_code: '001',
      agency: '3210',
      agency_digit: '5',
      account: '445566',
      account_digit: '7',
      account_type: 'checking',
    },
  }),
  supplier({
    id: 2,
    name: 'Gráfica Ponto Certo',
    document: '11222333000181',
    email: 'contato@graficapontocerto.com.br',
    category: 'goods',
    destination: {
      kind: 'bank_account',
      bank_code: '260',
      agency: '0001',
      agency_digit: null,
      account: '7712345',
      account_digit: '0',
      account_type: 'checking',
    },
  }),
  supplier({
    id: 1,
    name: 'Paulo Lume Consultoria',
    document: '39053344705',
    category: 'marketing',
    destination: { kind: 'pix', pix_key: '39053344705' },
    archived: true,
    updated_at: '2026-11-01T15:00:00.000Z',
  }),
]

/** Newest first: a withdrawal on its way (today), two supplier payments, an old withdrawal. */
export const samplePayouts: StoredPayout[] = [
  {
    id: 14,
    kind: 'withdrawal',
    status: 'in_transit',
    amount_cents: 80_000,
    description: null,
    supplier_id: null,
    destination: storeAccount,
    provider_reference: 'sandbox-tr-000014',
    failure_reason: null,
    requested_at: '2026-11-21T11:30:00.000Z',
    paid_out_at: null,
    failed_at: null,
  },
  {
    id: 13,
    kind: 'supplier_payment',
    status: 'paid_out',
    amount_cents: 120_000,
    description: 'Etiquetas e caixas de novembro',
    supplier_id: 2,
    destination: sampleSuppliers[3]!.destination,
    provider_reference: 'sandbox-tr-000013',
    failure_reason: null,
    requested_at: '2026-11-20T14:00:00.000Z',
    paid_out_at: '2026-11-20T14:00:05.000Z',
    failed_at: null,
  },
  {
    id: 12,
    kind: 'supplier_payment',
    status: 'failed',
    amount_cents: 30_000,
    description: 'Frete da semana',
    supplier_id: 5,
    destination: sampleSuppliers[0]!.destination,
    provider_reference: null,
    failure_reason: walletText('pt-BR', 'sandboxTransferFailed'),
    requested_at: '2026-11-19T13:00:00.000Z',
    paid_out_at: null,
    failed_at: '2026-11-19T13:00:04.000Z',
  },
  {
    id: 11,
    kind: 'withdrawal',
    status: 'paid_out',
    amount_cents: 500_000,
    description: null,
    supplier_id: null,
    destination: storeAccount,
    provider_reference: 'sandbox-tr-000011',
    failure_reason: null,
    requested_at: '2026-11-15T10:00:00.000Z',
    paid_out_at: '2026-11-15T10:00:05.000Z',
    failed_at: null,
  },
]

export const sampleWalletSettings: StoredWalletSettings = {
  enabled: true,
  enabled_at: '2026-10-01T12:00:00.000Z',
  min_withdrawal_cents: WALLET_DEFAULT_MIN_WITHDRAWAL_CENTS,
  daily_withdrawal_cap_cents: WALLET_DEFAULT_DAILY_WITHDRAWAL_CAP_CENTS,
  destination: storeAccount,
}

const line = (
  id: number,
  at: string,
  kind: StatementKind,
  amount_cents: number,
  description: string,
  refs: { payment_id?: number; payout_id?: number } = {},
): StatementEntry => ({
  id,
  at,
  kind,
  amount_cents,
  description,
  payment_id: refs.payment_id ?? null,
  payout_id: refs.payout_id ?? null,
})

const text = walletText.bind(null, 'pt-BR')
const storeWithdrawal = text('withdrawalLine', { destination: destinationLabel(storeAccount) })
const freight = text('supplierPaymentLine', {
  supplier: 'Transportes Rio Claro',
  description: 'Frete da semana',
})

/** What moved the available money, newest first (the ids are journals'). */
export const sampleStatement: StatementEntry[] = [
  line(128, '2026-11-21T11:30:00.000Z', 'withdrawal', -80_000, storeWithdrawal, { payout_id: 14 }),
  line(
    127,
    '2026-11-20T19:10:00.000Z',
    'release',
    45_990,
    text('releaseLine', { payment: '#5120' }),
    {
      payment_id: 5120,
    },
  ),
  line(
    126,
    '2026-11-20T14:00:00.000Z',
    'supplier_payment',
    -120_000,
    text('supplierPaymentLine', {
      supplier: 'Gráfica Ponto Certo',
      description: 'Etiquetas e caixas de novembro',
    }),
    { payout_id: 13 },
  ),
  line(
    125,
    '2026-11-19T13:00:04.000Z',
    'payout_returned',
    30_000,
    text('payoutReturnedLine', { what: freight }),
    {
      payout_id: 12,
    },
  ),
  line(124, '2026-11-19T13:00:00.000Z', 'supplier_payment', -30_000, freight, { payout_id: 12 }),
  line(
    123,
    '2026-11-18T16:40:00.000Z',
    'refund',
    -8_990,
    text('refundLine', { payment: '#5098' }),
    {
      payment_id: 5098,
    },
  ),
  line(122, '2026-11-18T12:00:00.000Z', 'split', -15_000, text('splitLine', { payment: '#5101' }), {
    payment_id: 5101,
  }),
  line(
    121,
    '2026-11-17T18:20:00.000Z',
    'release',
    150_000,
    text('releaseLine', { payment: '#5101' }),
    {
      payment_id: 5101,
    },
  ),
  line(120, '2026-11-15T10:00:00.000Z', 'withdrawal', -500_000, storeWithdrawal, { payout_id: 11 }),
  line(
    119,
    '2026-11-14T15:30:00.000Z',
    'release',
    980_000,
    text('releaseLine', { payment: '#5077' }),
    {
      payment_id: 5077,
    },
  ),
  line(
    118,
    '2026-11-12T21:05:00.000Z',
    'chargeback',
    -12_990,
    text('chargebackLine', { payment: '#5012' }),
    {
      payment_id: 5012,
    },
  ),
]

/** R$ 12.345,67 available, R$ 3.730,50 to be released on two days, R$ 800,00 in transit. */
export const sampleWallet = {
  settings: sampleWalletSettings,
  available_cents: 1_234_567,
  releases: [
    { date: '2026-11-25', cents: 125_000 },
    { date: '2026-12-03', cents: 248_050 },
  ],
}

export function sampleWalletState(empty: boolean): WalletFixtureState {
  if (empty) {
    return {
      settings: { ...sampleWalletSettings, enabled: false, enabled_at: null, destination: null },
      available_cents: 0,
      releases: [],
      statement: [],
      payouts: [],
      suppliers: [],
      keys: {},
    }
  }
  return {
    ...structuredClone(sampleWallet),
    statement: structuredClone(sampleStatement),
    payouts: structuredClone(samplePayouts),
    suppliers: structuredClone(sampleSuppliers),
    keys: {},
  }
}

// ─── The adapter ────────────────────────────────────────────────────────────────────────────

/** The day in São Paulo (the store's days) of an instant, YYYY-MM-DD. */
const storeDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const failsInSandbox = (destination: PayoutDestination) =>
  destination.kind === 'pix'
    ? destination.pix_key.trim().toLowerCase() === SANDBOX_FAILING_PIX_KEY
    : destination.account.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX)

/** The server's statement filters: São Paulo days (both included), kind, money in or out. */
export function matchesStatement(entry: StatementEntry, filters: StatementFilters): boolean {
  const day = storeDayOf(entry.at)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  if (filters.kind && entry.kind !== filters.kind) return false
  if (filters.direction === 'in' && entry.amount_cents <= 0) return false
  if (filters.direction === 'out' && entry.amount_cents >= 0) return false
  return true
}

/** Keyset pages over items newest first by id: the cursor is the last id of the page before. */
function pageOf<T extends { id: number }>(items: T[], cursor?: string, limit = WALLET_PAGE_SIZE) {
  const after = cursor === undefined ? Infinity : Number(cursor)
  const rest = items.filter((item) => item.id < after).sort((a, b) => b.id - a.id)
  const page = rest.slice(0, limit)
  return {
    items: page,
    next_cursor: rest.length > limit ? String(page.at(-1)!.id) : null,
  }
}

const CSV_KIND: Record<StatementKind, string> = {
  release: 'Venda liberada',
  refund: 'Estorno',
  chargeback: 'Chargeback',
  withdrawal: 'Saque',
  supplier_payment: 'Pagamento a fornecedor',
  payout_returned: 'Devolução',
  split: 'Divisão',
  split_reversal: 'Devolução de divisão',
  other: 'Outro',
}

/** The server's CSV (statement-csv.ts) in short: BOM, semicolons, "1.234,56", São Paulo time. */
function statementCsv(entries: StatementEntry[]): string {
  const when = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  })
  const amount = (cents: number) => {
    const [whole, fraction] = decimalAmount(cents, ',').split(',') as [string, string]
    const sign = whole.startsWith('-') ? '-' : ''
    return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`
  }
  const cell = (value: string) =>
    /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
  const rows = [
    ['Data', 'Tipo', 'Descrição', 'Valor', 'Pagamento', 'Saque ou pagamento'],
    ...entries.map((entry) => [
      when.format(new Date(entry.at)).replace(',', ''),
      CSV_KIND[entry.kind],
      entry.description,
      amount(entry.amount_cents),
      entry.payment_id === null ? '' : String(entry.payment_id),
      entry.payout_id === null ? '' : String(entry.payout_id),
    ]),
  ]
  return '\uFEFF' + rows.map((cells) => `${cells.map(cell).join(';')}\r\n`).join('')
}

export function createWalletFixture(
  state: WalletFixtureState,
  now: () => Date,
  lang: 'en' | 'pt-BR' = 'pt-BR',
): WalletApi {
  const blocked = () =>
    state.payouts
      .filter((item) => item.status === 'in_transit')
      .reduce((sum, item) => sum + item.amount_cents, 0)
  const balance = (): WalletBalance => ({
    available_cents: state.available_cents,
    pending_cents: state.releases.reduce((sum, item) => sum + item.cents, 0),
    blocked_cents: blocked(),
    releases: structuredClone(state.releases),
  })
  const withdrawnToday = () => {
    const today = storeDayOf(now().toISOString())
    return state.payouts
      .filter(
        (item) =>
          item.kind === 'withdrawal' &&
          item.status !== 'failed' &&
          storeDayOf(item.requested_at) === today,
      )
      .reduce((sum, item) => sum + item.amount_cents, 0)
  }
  const settings = (): WalletSettings => ({
    ...structuredClone(state.settings),
    withdrawn_today_cents: withdrawnToday(),
  })
  const supplierName = (id: number | null) =>
    id === null ? null : (state.suppliers.find((item) => item.id === id)?.name ?? null)
  const toPayout = ({ destination, ...payout }: StoredPayout): Payout => ({
    ...structuredClone(payout),
    supplier_name: supplierName(payout.supplier_id),
    destination_label: destinationLabel(destination),
  })
  const toSupplier = (found: StoredSupplier): Supplier => {
    const paid = state.payouts.filter(
      (item) => item.supplier_id === found.id && item.status === 'paid_out',
    )
    const last = paid
      .map((item) => item.paid_out_at ?? '')
      .sort()
      .at(-1)
    return {
      ...structuredClone(found),
      paid_cents: paid.reduce((sum, item) => sum + item.amount_cents, 0),
      last_paid_at: last || null,
    }
  }
  const findSupplier = (supplierId: number) => {
    const found = state.suppliers.find((item) => item.id === supplierId)
    if (!found) throw walletError(404, lang, 'supplierNotFound')
    return found
  }
  const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1

  /** The minimum and the available balance, as every payout must pass them. */
  function checkAmount(amountCents: number) {
    const min = state.settings.min_withdrawal_cents
    if (amountCents < min) {
      throw walletFieldError(422, lang, 'belowMinimum', 'amount_cents', { min: { cents: min } })
    }
    if (amountCents > state.available_cents) {
      throw walletFieldError(422, lang, 'overAvailable', 'amount_cents', {
        available: { cents: Math.max(0, state.available_cents) },
      })
    }
  }

  /** Moves the money available → in transit and writes the payout and its statement line. */
  function writePayout(fields: Omit<StoredPayout, 'id' | 'status' | 'requested_at'>): Payout {
    const at = now().toISOString()
    const payout: StoredPayout = {
      ...fields,
      id: nextId(state.payouts),
      status: 'in_transit',
      requested_at: at,
    }
    state.payouts.unshift(payout)
    state.available_cents -= payout.amount_cents
    const what =
      payout.kind === 'withdrawal'
        ? walletText(lang, 'withdrawalLine', { destination: destinationLabel(payout.destination) })
        : walletText(lang, 'supplierPaymentLine', {
            supplier: supplierName(payout.supplier_id) ?? '',
            description: payout.description ?? '',
          })
    state.statement.unshift(
      line(nextId(state.statement), at, payout.kind, -payout.amount_cents, what, {
        payout_id: payout.id,
      }),
    )
    if (failsInSandbox(payout.destination)) {
      // The sandbox refuses its failing destinations at once: the money comes back.
      Object.assign(payout, {
        status: 'failed',
        failed_at: at,
        failure_reason: walletText(lang, 'sandboxTransferFailed'),
      })
      state.available_cents += payout.amount_cents
      state.statement.unshift(
        line(
          nextId(state.statement),
          at,
          'payout_returned',
          payout.amount_cents,
          walletText(lang, 'payoutReturnedLine', { what }),
          { payout_id: payout.id },
        ),
      )
    }
    return toPayout(payout)
  }

  /** One answer per key: the same body replays it, another body is refused as the server does. */
  function once(key: string, body: unknown, run: () => Payout): Payout {
    const text = JSON.stringify(body)
    const earlier = state.keys[key]
    if (earlier) {
      if (earlier.body !== text) {
        throw new ApiError({
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          message:
            lang === 'en'
              ? 'This idempotency key was used for another request.'
              : 'Esta chave de idempotência já foi usada em outro pedido.',
        })
      }
      if (earlier.error) throw earlier.error
      return structuredClone(earlier.payout!)
    }
    try {
      const payout = run()
      state.keys[key] = { body: text, payout: structuredClone(payout) }
      return payout
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) {
        state.keys[key] = { body: text, error }
      }
      throw error
    }
  }

  const columnsOf = (values: SupplierValues) => ({
    name: values.name,
    document: values.document,
    document_kind: values.document.length === 11 ? ('cpf' as const) : ('cnpj' as const),
    email: values.email,
    category: values.category,
    destination: values.destination,
  })
  function checkDocument(document: string, exceptId?: number) {
    if (state.suppliers.some((item) => item.document === document && item.id !== exceptId)) {
      throw walletFieldError(409, lang, 'supplierDocumentTaken', 'document')
    }
  }
  const matchesSupplier = (item: StoredSupplier, q: string) => {
    const words = fold(q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
    const digits = q.replace(/\D/g, '')
    const byName =
      words.length > 0 &&
      words.every((word) =>
        fold(item.name)
          .split(/[^\p{L}\p{N}]+/u)
          .some((part) => part.startsWith(word)),
      )
    return byName || (digits.length >= 3 && item.document.startsWith(digits))
  }

  return {
    settings: async () => settings(),
    async saveSettings(_appId, input) {
      const values = parseBody(WalletSettingsInputSchema, input, lang)
      Object.assign(state.settings, values)
      return settings()
    },
    async setEnabled(_appId, enabled) {
      if (enabled === state.settings.enabled) return settings()
      if (!enabled) {
        const held = balance()
        if (held.available_cents > 0 || held.pending_cents > 0 || held.blocked_cents > 0) {
          throw walletError(409, lang, 'walletNotEmpty', {
            params: {
              available: { cents: held.available_cents },
              pending: { cents: held.pending_cents },
              blocked: { cents: held.blocked_cents },
            },
            data: held,
          })
        }
      }
      Object.assign(state.settings, {
        enabled,
        enabled_at: enabled ? now().toISOString() : null,
      })
      return settings()
    },
    balance: async () => balance(),
    async statement(_appId, query = {}) {
      const { cursor, limit, ...filters } = query
      const matching = state.statement.filter((entry) => matchesStatement(entry, filters))
      return structuredClone(pageOf(matching, cursor, limit))
    },
    async exportStatement(_appId, query = {}) {
      const { cursor: _cursor, limit: _limit, ...filters } = query
      const matching = state.statement
        .filter((entry) => matchesStatement(entry, filters))
        .sort((a, b) => b.id - a.id)
      return new Blob([statementCsv(matching)], { type: 'text/csv;charset=utf-8' })
    },
    async withdraw(_appId, input, idempotencyKey) {
      return once(idempotencyKey, input, () => {
        const { amount_cents } = parseBody(WithdrawalInputSchema, input, lang)
        if (!state.settings.enabled) throw walletError(409, lang, 'walletDisabled')
        const destination = state.settings.destination
        if (!destination) throw walletError(409, lang, 'noDestination')
        if (amount_cents >= state.settings.min_withdrawal_cents) {
          const left = Math.max(0, state.settings.daily_withdrawal_cap_cents - withdrawnToday())
          if (amount_cents > left) {
            throw walletFieldError(422, lang, 'overDailyCap', 'amount_cents', {
              left: { cents: left },
            })
          }
        }
        checkAmount(amount_cents)
        return writePayout({
          kind: 'withdrawal',
          amount_cents,
          description: null,
          supplier_id: null,
          destination,
          provider_reference: null,
          failure_reason: null,
          paid_out_at: null,
          failed_at: null,
        })
      })
    },
    async payouts(_appId, query = {}) {
      const { cursor, limit, kind, status, supplier_id } = query
      const matching = state.payouts.filter(
        (item) =>
          (!kind || item.kind === kind) &&
          (!status || item.status === status) &&
          (supplier_id === undefined || item.supplier_id === supplier_id),
      )
      const page = pageOf(matching, cursor, limit)
      return { items: page.items.map(toPayout), next_cursor: page.next_cursor }
    },
    async suppliers(_appId, query = {}) {
      const { cursor, limit, q, category, archived } = query
      const matching = state.suppliers.filter(
        (item) =>
          item.archived === (archived === 'true') &&
          (!q?.trim() || matchesSupplier(item, q.trim())) &&
          (!category || item.category === category),
      )
      const page = pageOf(matching, cursor, limit)
      return { items: page.items.map(toSupplier), next_cursor: page.next_cursor }
    },
    supplier: async (_appId, supplierId) => toSupplier(findSupplier(supplierId)),
    async createSupplier(_appId, input) {
      const values = parseBody(SupplierInputSchema, input, lang)
      checkDocument(values.document)
      const at = now().toISOString()
      const created: StoredSupplier = {
        id: nextId(state.suppliers),
        ...columnsOf(values),
        archived: false,
        created_at: at,
        updated_at: at,
      }
      state.suppliers.push(created)
      return toSupplier(created)
    },
    async updateSupplier(_appId, supplierId, input) {
      const found = findSupplier(supplierId)
      const values = parseBody(SupplierInputSchema, input, lang)
      checkDocument(values.document, supplierId)
      Object.assign(found, columnsOf(values), { updated_at: now().toISOString() })
      return toSupplier(found)
    },
    async setSupplierArchived(_appId, supplierId, archived) {
      const found = findSupplier(supplierId)
      if (found.archived !== archived) {
        Object.assign(found, { archived, updated_at: now().toISOString() })
      }
      return toSupplier(found)
    },
    async paySupplier(_appId, supplierId, input, idempotencyKey) {
      return once(idempotencyKey, input, () => {
        const values = parseBody(SupplierPaymentInputSchema, input, lang)
        if (!state.settings.enabled) throw walletError(409, lang, 'walletDisabled')
        const found = findSupplier(supplierId)
        if (found.archived) throw walletError(409, lang, 'supplierArchived')
        checkAmount(values.amount_cents)
        return writePayout({
          kind: 'supplier_payment',
          amount_cents: values.amount_cents,
          description: values.description,
          supplier_id: found.id,
          destination: found.destination,
          provider_reference: null,
          failure_reason: null,
          paid_out_at: null,
          failed_at: null,
        })
      })
    },
  }
}

import type { GatewaysFixtureState } from '../gateways/fixture.ts'
import type { Gateway } from '../gateways/schema.ts'
import { parseBody } from '../http/field-errors.ts'
import type { SplitApi } from './api.ts'
import { EfiCustomSchema } from './eficustom.ts'
import { efiAnswerOf, efiConfigToRule } from './efi-rules.ts'
import { parseSellerImport } from './import/parse.ts'
import { checkSellerFile, checkSellerRows, sellerImportRefused } from './import/refusals.ts'
import { planSellerImport } from './import/report.ts'
import { ruleSellerProblems, splitError, splitFieldError, splitProblemsError } from './errors.ts'
import {
  splitRuleSchemaOf,
  splitRuleVariantOf,
  supportsSplit,
  type SplitGateway,
  type SplitGatewayType,
} from './gateways.ts'
import {
  SELLER_PARTS_PAGE_SIZE,
  type SellerBalances,
  type SellerPart,
  type SellerPartsPage,
} from './parts.ts'
import type { SaveRuleOptions } from './rules-api.ts'
import type { SplitRule } from './schema.ts'
import {
  initialSellerStatus,
  reactivatedStatus,
  SELLER_PAGE_SIZE,
  SellerInputSchema,
  type Seller,
  type SellerQuery,
  type SellerValues,
} from './sellers.ts'
import {
  describeVersions,
  sameSplitRule,
  SPLIT_RULE_HISTORY_PAGE_SIZE,
  type SplitRuleVersion,
} from './versions.ts'

/*
 * The split in memory, with the server's rules (apps/server/src/split): only the gateway types
 * that split, a document and a provider account once per gateway, the sandbox verifying a new
 * seller at once, rules checked by the contract's schema and against the gateway's sellers,
 * versions numbered 1, 2, 3… with what changed, a save of the rule in force making none, and
 * `baseVersion` refusing a save over a version not seen.
 */

/** A version as stored: the answer's changes and summary are computed when it is read. */
export interface StoredSplitRuleVersion {
  gateway_id: number
  version: number
  rule: SplitRule
  created_at: string
  created_by: { name: string }
}

/** A seller's part of a split payment, as stored: the answer's part and whose it is. */
export interface StoredSellerPart extends SellerPart {
  seller_id: number
}

export interface SplitFixtureState {
  sellers: Seller[]
  versions: StoredSplitRuleVersion[]
  /** The sellers' parts of split payments (none when left out). */
  parts?: StoredSellerPart[]
}

export interface SplitFixtureContext {
  gateways?: GatewaysFixtureState
  /** Who saves rules (the signed-in person). */
  actorName?: string
}

const at = '2026-10-05T13:00:00.000Z'

const seller = (fields: Partial<Seller> & Pick<Seller, 'id' | 'name' | 'document'>): Seller => ({
  gateway_id: 1,
  document_kind: fields.document.length === 11 ? 'cpf' : 'cnpj',
  email: 'financeiro@exemplo.com.br',
  payout: { kind: 'pix', pix_key: fields.document },
  provider_account: null,
  status: 'active',
  verified_at: at,
  created_at: at,
  updated_at: at,
  ...fields,
})

/**
 * The sample marketplace on the store's pix gateway (1): two active sellers in a 70/20/10
 * rule, one waiting for verification and one suspended.
 */
export const sampleSellers: Seller[] = [
  seller({
    id: 4,
    name: 'Carlos Menezes Artesanato',
    document: '39053344705',
    email: 'carlos@menezesartesanato.com.br',
    status: 'suspended',
    created_at: '2026-10-20T14:10:00.000Z',
    updated_at: '2026-11-12T16:30:00.000Z',
  }),
  seller({
    id: 3,
    name: 'Estúdio Trama',
    document: '60574669000119',
    email: 'contato@estudiotrama.com.br',
    payout: {
      kind: 'bank_account',
      bank_code: '260',
      agency: '0001',
      agency_digit: null,
      account: '8812345',
      account_digit: '0',
      account_type: 'checking',
    },
    status: 'pending_verification',
    verified_at: null,
    created_at: '2026-11-20T18:45:00.000Z',
    updated_at: '2026-11-20T18:45:00.000Z',
  }),
  seller({
    id: 2,
    name: 'Joana Ribeiro Cerâmica',
    document: '52998224725',
    email: 'joana@ribeiroceramica.com.br',
    payout: {
      kind: 'bank_account',
      bank_code: '341',
      agency: '1234',
      agency_digit: null,
      account: '56789',
      account_digit: '3',
      account_type: 'checking',
    },
    provider_account: '4402176',
  }),
  seller({
    id: 1,
    name: 'Ateliê Maré Alta',
    document: '11222333000181',
    email: 'financeiro@atelie-mare.com.br',
    payout: { kind: 'pix', pix_key: 'financeiro@atelie-mare.com.br' },
    provider_account: '4402175',
  }),
]

const MERCHANT = { kind: 'merchant' } as const

/** Version 1 gave the studio 25 % and Joana 5 %; version 2 is today's 70/20/10. */
export const sampleSplitVersions: StoredSplitRuleVersion[] = [
  {
    gateway_id: 1,
    version: 1,
    rule: {
      shares: [
        { seller_id: 1, kind: 'percent', basis_points: 2500 },
        { seller_id: 2, kind: 'percent', basis_points: 500 },
      ],
      fee_payer: MERCHANT,
      remainder_taker: MERCHANT,
      chargeback_liability: MERCHANT,
      overrides: [],
    },
    created_at: '2026-10-05T13:20:00.000Z',
    created_by: { name: 'Marina Costa' },
  },
  {
    gateway_id: 1,
    version: 2,
    rule: {
      shares: [
        { seller_id: 1, kind: 'percent', basis_points: 2000 },
        { seller_id: 2, kind: 'percent', basis_points: 1000 },
      ],
      fee_payer: MERCHANT,
      remainder_taker: MERCHANT,
      chargeback_liability: MERCHANT,
      overrides: [],
    },
    created_at: '2026-11-03T15:05:00.000Z',
    created_by: { name: 'Marina Costa' },
  },
]

const part = (
  fields: Pick<StoredSellerPart, 'seller_id' | 'payment_id' | 'received_at' | 'gross_cents'> &
    Partial<StoredSellerPart>,
): StoredSellerPart => {
  const releaseAt = new Date(new Date(fields.received_at).getTime() + 24 * 60 * 60 * 1000)
  return {
    payment_type: 'pix',
    fee_cents: 0,
    net_cents: fields.gross_cents,
    rounding_cents: 0,
    reversed_cents: 0,
    status: 'pending',
    release_at: releaseAt.toISOString(),
    released_at: null,
    rule_version: 2,
    ...fields,
  }
}

/**
 * The 70/20/10 rule's parts on the pix gateway, seen at the fixture's now (21 Nov 2026, 12:00
 * UTC): the last day's still pending (released a day after the money came in), older ones
 * released, one refunded in full (reversed) and one from version 1 (25 % and 5 %).
 */
export const sampleSellerParts: StoredSellerPart[] = [
  // Payment 3120: R$ 150,00 (Ateliê 20 %, Joana 10 %), yesterday afternoon — pending.
  part({
    seller_id: 1,
    payment_id: 3120,
    received_at: '2026-11-20T18:30:00.000Z',
    gross_cents: 3000,
  }),
  part({
    seller_id: 2,
    payment_id: 3120,
    received_at: '2026-11-20T18:30:00.000Z',
    gross_cents: 1500,
  }),
  // Payment 3114: R$ 10,01, this morning — the rounding centavo went to the store.
  part({
    seller_id: 1,
    payment_id: 3114,
    received_at: '2026-11-21T10:05:00.000Z',
    gross_cents: 200,
  }),
  part({
    seller_id: 2,
    payment_id: 3114,
    received_at: '2026-11-21T10:05:00.000Z',
    gross_cents: 100,
  }),
  // Payment 3098: R$ 89,90, refunded in full: the sellers' parts were reversed.
  part({
    seller_id: 1,
    payment_id: 3098,
    received_at: '2026-11-17T14:00:00.000Z',
    gross_cents: 1798,
    reversed_cents: 1798,
    status: 'reversed',
  }),
  // Payment 3071: R$ 240,00, released on its day.
  part({
    seller_id: 1,
    payment_id: 3071,
    received_at: '2026-11-12T16:20:00.000Z',
    gross_cents: 4800,
    status: 'released',
    released_at: '2026-11-13T16:20:00.000Z',
  }),
  part({
    seller_id: 2,
    payment_id: 3071,
    received_at: '2026-11-12T16:20:00.000Z',
    gross_cents: 2400,
    status: 'released',
    released_at: '2026-11-13T16:20:00.000Z',
  }),
  // Payment 2990: R$ 100,00 under version 1 (25 % and 5 %).
  part({
    seller_id: 1,
    payment_id: 2990,
    received_at: '2026-10-28T11:00:00.000Z',
    gross_cents: 2500,
    status: 'released',
    released_at: '2026-10-29T11:00:00.000Z',
    rule_version: 1,
  }),
  part({
    seller_id: 2,
    payment_id: 2990,
    received_at: '2026-10-28T11:00:00.000Z',
    gross_cents: 500,
    status: 'released',
    released_at: '2026-10-29T11:00:00.000Z',
    rule_version: 1,
  }),
]

export function sampleSplitState(empty: boolean): SplitFixtureState {
  return {
    sellers: empty ? [] : structuredClone(sampleSellers),
    versions: empty ? [] : structuredClone(sampleSplitVersions),
    parts: empty ? [] : structuredClone(sampleSellerParts),
  }
}

/** What a part still counts in its seller's balance: its net, less what refunds took back. */
const kept = (item: SellerPart) => Math.max(0, item.net_cents - item.reversed_cents)

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export function createSplitFixture(
  state: SplitFixtureState,
  now: () => Date,
  context: SplitFixtureContext = {},
  lang: 'en' | 'pt-BR' = 'pt-BR',
): SplitApi {
  const splitGateway = (gatewayId: number): Gateway & { type: SplitGatewayType } => {
    const found = context.gateways?.gateways.find((gateway) => gateway.id === gatewayId)
    if (!found) throw splitError(404, lang, 'splitGatewayNotFound')
    if (!supportsSplit(found.type)) throw splitError(404, lang, 'gatewayWithoutSplit')
    return found as Gateway & { type: SplitGatewayType }
  }
  const sellersOf = (gatewayId: number) =>
    state.sellers.filter((item) => item.gateway_id === gatewayId)
  const findSeller = (gatewayId: number, sellerId: number) => {
    splitGateway(gatewayId)
    const found = sellersOf(gatewayId).find((item) => item.id === sellerId)
    if (!found) throw splitError(404, lang, 'sellerNotFound')
    return found
  }
  const versionsOf = (gatewayId: number) =>
    state.versions
      .filter((item) => item.gateway_id === gatewayId)
      .sort((a, b) => a.version - b.version)
  const nameOf = (sellerId: number) =>
    state.sellers.find((item) => item.id === sellerId)?.name ?? `#${sellerId}`
  /** Every version of the gateway, oldest first, as answered. */
  const described = (gatewayId: number): SplitRuleVersion[] =>
    describeVersions(lang, versionsOf(gatewayId), null, nameOf).map(
      ({ gateway_id: _gateway, ...version }) => structuredClone(version),
    )

  function checkUnique(gatewayId: number, values: SellerValues, exceptId?: number) {
    const others = sellersOf(gatewayId).filter((item) => item.id !== exceptId)
    if (others.some((item) => item.document === values.document)) {
      throw splitFieldError(lang, 'documentTaken', 'document', 409)
    }
    if (
      values.provider_account !== null &&
      others.some((item) => item.provider_account === values.provider_account)
    ) {
      throw splitFieldError(lang, 'providerAccountTaken', 'provider_account', 409)
    }
  }

  const columnsOf = (values: SellerValues) => ({
    name: values.name,
    document: values.document,
    document_kind: values.document.length === 11 ? ('cpf' as const) : ('cnpj' as const),
    email: values.email,
    payout: values.payout,
    provider_account: values.provider_account,
  })

  const partsOf = (sellerId: number) =>
    (state.parts ?? [])
      .filter((item) => item.seller_id === sellerId)
      .sort((a, b) => b.payment_id - a.payment_id)
  /** The ledger's view: pending parts in pending, released ones in available. */
  const balancesOf = (sellerId: number): SellerBalances => {
    const sum = (status: SellerPart['status']) =>
      partsOf(sellerId)
        .filter((item) => item.status === status)
        .reduce((total, item) => total + kept(item), 0)
    return { pending_cents: sum('pending'), available_cents: sum('released') }
  }

  function setStatus(found: Seller, status: Seller['status']): Seller {
    if (found.status !== status) {
      Object.assign(found, { status, updated_at: now().toISOString() })
    }
    return structuredClone(found)
  }

  function save(gatewayId: number, rule: SplitRule, options: SaveRuleOptions) {
    const versions = versionsOf(gatewayId)
    const current = versions.at(-1)
    if (options.baseVersion !== undefined && options.baseVersion !== (current?.version ?? 0)) {
      throw splitError(409, lang, 'ruleChangedMeanwhile', {
        params: { version: current?.version ?? 0 },
        data: { current_version: current?.version ?? null },
      })
    }
    const problems = ruleSellerProblems(rule, sellersOf(gatewayId))
    if (problems.length > 0) throw splitProblemsError(lang, problems)
    if (current && sameSplitRule(current.rule, rule)) {
      return { created: false, version: described(gatewayId).at(-1)! }
    }
    state.versions.push({
      gateway_id: gatewayId,
      version: (current?.version ?? 0) + 1,
      rule: structuredClone(rule),
      created_at: now().toISOString(),
      created_by: { name: context.actorName ?? 'Marina Costa' },
    })
    return { created: true, version: described(gatewayId).at(-1)! }
  }

  return {
    async listGateways() {
      return (context.gateways?.gateways ?? [])
        .filter((gateway) => supportsSplit(gateway.type))
        .sort((a, b) => a.id - b.id)
        .map((gateway): SplitGateway => {
          const sellers = sellersOf(gateway.id)
          const current = versionsOf(gateway.id).at(-1)
          return {
            id: gateway.id,
            type: gateway.type as SplitGatewayType,
            name: gateway.name,
            environment: gateway.environment,
            active: gateway.active,
            sellers_count: sellers.length,
            active_sellers_count: sellers.filter((item) => item.status === 'active').length,
            rule_version: current?.version ?? null,
            rule_saved_at: current?.created_at ?? null,
          }
        })
    },
    async listSellers(_appId, gatewayId, query: SellerQuery = {}) {
      splitGateway(gatewayId)
      const words = fold(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
      const digits = (query.q ?? '').replace(/[\s./-]/g, '').toUpperCase()
      const matching = sellersOf(gatewayId)
        .filter(
          (item) =>
            words.length === 0 ||
            words.every((word) =>
              fold(item.name)
                .split(/\s+/)
                .some((w) => w.startsWith(word)),
            ) ||
            (/\d{3}/.test(digits) && item.document.startsWith(digits)),
        )
        .filter((item) => !query.status || item.status === query.status)
        .sort((a, b) => b.id - a.id)
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? SELLER_PAGE_SIZE
      return {
        items: structuredClone(matching.slice(start, start + limit)),
        next_cursor: start + limit < matching.length ? String(start + limit) : null,
      }
    },
    getSeller: async (_appId, gatewayId, sellerId) =>
      structuredClone(findSeller(gatewayId, sellerId)),
    async createSeller(_appId, gatewayId, input) {
      const gateway = splitGateway(gatewayId)
      const values = parseBody(SellerInputSchema, input, lang)
      checkUnique(gatewayId, values)
      const stamp = now().toISOString()
      const status = initialSellerStatus(gateway.environment)
      const created: Seller = {
        id: Math.max(0, ...state.sellers.map((item) => item.id)) + 1,
        gateway_id: gatewayId,
        ...columnsOf(values),
        status,
        verified_at: status === 'active' ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
      }
      state.sellers.push(created)
      return structuredClone(created)
    },
    async updateSeller(_appId, gatewayId, sellerId, input) {
      const found = findSeller(gatewayId, sellerId)
      const values = parseBody(SellerInputSchema, input, lang)
      checkUnique(gatewayId, values, sellerId)
      Object.assign(found, columnsOf(values), { updated_at: now().toISOString() })
      return structuredClone(found)
    },
    suspendSeller: async (_appId, gatewayId, sellerId) =>
      setStatus(findSeller(gatewayId, sellerId), 'suspended'),
    async reactivateSeller(_appId, gatewayId, sellerId) {
      const found = findSeller(gatewayId, sellerId)
      return found.status === 'suspended'
        ? setStatus(found, reactivatedStatus(found.verified_at))
        : structuredClone(found)
    },
    async sellerParts(_appId, gatewayId, sellerId, cursor): Promise<SellerPartsPage> {
      findSeller(gatewayId, sellerId)
      const all = partsOf(sellerId)
      const start = cursor ? Number(cursor) : 0
      const next = start + SELLER_PARTS_PAGE_SIZE
      return {
        items: all
          .slice(start, next)
          .map(({ seller_id: _seller, ...item }) => structuredClone(item)),
        next_cursor: next < all.length ? String(next) : null,
        balances: balancesOf(sellerId),
      }
    },
    async releaseSeller(_appId, gatewayId, sellerId) {
      findSeller(gatewayId, sellerId)
      const pending = partsOf(sellerId).filter((item) => item.status === 'pending')
      const stamp = now().toISOString()
      for (const item of pending) Object.assign(item, { status: 'released', released_at: stamp })
      return {
        released_parts: pending.length,
        released_cents: pending.reduce((total, item) => total + kept(item), 0),
        balances: balancesOf(sellerId),
      }
    },
    async currentRule(_appId, gatewayId) {
      const gateway = splitGateway(gatewayId)
      return {
        gateway_id: gatewayId,
        variant: splitRuleVariantOf(gateway.type),
        current: described(gatewayId).at(-1) ?? null,
      }
    },
    async ruleHistory(_appId, gatewayId, cursor) {
      splitGateway(gatewayId)
      const newest = described(gatewayId).reverse()
      const start = cursor ? Number(cursor) : 0
      const page = newest.slice(start, start + SPLIT_RULE_HISTORY_PAGE_SIZE)
      const next = start + SPLIT_RULE_HISTORY_PAGE_SIZE
      return { items: page, next_cursor: next < newest.length ? String(next) : null }
    },
    async ruleVersion(_appId, gatewayId, version) {
      splitGateway(gatewayId)
      const found = described(gatewayId).find((item) => item.version === version)
      if (!found) throw splitError(404, lang, 'ruleVersionNotFound')
      return found
    },
    async saveRule(_appId, gatewayId, input, options = {}) {
      const gateway = splitGateway(gatewayId)
      const rule = parseBody(splitRuleSchemaOf(gateway.type), input, lang)
      return save(gatewayId, rule, options)
    },
    async efiCustomRule(_appId, gatewayId) {
      splitGateway(gatewayId)
      const current = versionsOf(gatewayId).at(-1) ?? null
      return efiAnswerOf(lang, gatewayId, current, sellersOf(gatewayId))
    },
    async saveEfiCustomRule(_appId, gatewayId, input, options = {}) {
      const gateway = splitGateway(gatewayId)
      const config = parseBody(EfiCustomSchema, input, lang)
      const variant = splitRuleVariantOf(gateway.type)
      return save(gatewayId, efiConfigToRule(lang, config, sellersOf(gatewayId), variant), options)
    },
    // The server's checks through the same parser and plan (import/), all rows or none.
    async importSellers(_appId, gatewayId, file, { dryRun }) {
      const gateway = splitGateway(gatewayId)
      const bytes = new Uint8Array(await file.arrayBuffer())
      checkSellerFile(bytes, lang)
      const parsed = parseSellerImport(bytes, lang)
      checkSellerRows(parsed, lang)
      const { report, sellers } = planSellerImport(parsed, sellersOf(gatewayId), lang)
      if (dryRun) return report
      if (report.errors_total > 0) throw sellerImportRefused(lang, report)
      const stamp = now().toISOString()
      const status = initialSellerStatus(gateway.environment)
      let id = Math.max(0, ...state.sellers.map((item) => item.id))
      for (const values of sellers) {
        id += 1
        state.sellers.push({
          id,
          gateway_id: gatewayId,
          ...columnsOf(values),
          status,
          verified_at: status === 'active' ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        })
      }
      return { ...report, dry_run: false, created: sellers.length }
    },
  }
}

/*
 * For the rules screen's stories (not in the default state, so other screens keep theirs):
 * a version 3 that still gives Carlos Menezes (suspended since) a share, and the counter's
 * static pix (gateway 9) with two sellers on fixed amounts.
 */

/** Version 3 of the pix rule, saved before Carlos Menezes was suspended. */
export const sampleVersionWithSuspendedSeller: StoredSplitRuleVersion = {
  gateway_id: 1,
  version: 3,
  rule: {
    shares: [
      { seller_id: 1, kind: 'percent', basis_points: 2000 },
      { seller_id: 2, kind: 'percent', basis_points: 1000 },
      { seller_id: 4, kind: 'percent', basis_points: 500 },
    ],
    fee_payer: MERCHANT,
    remainder_taker: MERCHANT,
    chargeback_liability: MERCHANT,
    overrides: [],
  },
  created_at: '2026-11-10T17:40:00.000Z',
  created_by: { name: 'Marina Costa' },
}

/** The counter's static pix code (gateway 9): a delivery partner and a packer, fixed amounts. */
export const sampleStaticPixSellers: Seller[] = [
  seller({
    id: 12,
    gateway_id: 9,
    name: 'Entregas Rápidas Vila Nova',
    document: '11444777000161',
    email: 'contato@entregasvilanova.com.br',
  }),
  seller({
    id: 11,
    gateway_id: 9,
    name: 'Lucas Almeida Embalagens',
    document: '15350946056',
    email: 'lucas@almeidaembalagens.com.br',
  }),
]

export const sampleStaticPixVersions: StoredSplitRuleVersion[] = [
  {
    gateway_id: 9,
    version: 1,
    rule: {
      shares: [
        { seller_id: 12, kind: 'fixed', cents: 500 },
        { seller_id: 11, kind: 'fixed', cents: 200 },
      ],
      fee_payer: MERCHANT,
      remainder_taker: MERCHANT,
      chargeback_liability: MERCHANT,
      overrides: [],
    },
    created_at: '2026-11-14T12:10:00.000Z',
    created_by: { name: 'Marina Costa' },
  },
]

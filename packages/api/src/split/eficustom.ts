import * as v from 'valibot'
import { problemsCheck, type SplitProblem } from './problems.ts'
import {
  splitPercentTotal,
  SPLIT_MAX_FIXED_CENTS,
  SPLIT_MAX_SHARES,
  SPLIT_WHOLE_BPS,
  splitRuleProblems,
  type SplitBearer,
  type SplitRule,
  type SplitShare,
} from './schema.ts'
import { splitText } from './texts.ts'

/*
 * The `eficustom` variant (rules/eficustom/{gatewayName}/{gatewayID}): a rule set written in a
 * provider's own format, for merchants who keep their split in the provider's terms. We define
 * it here (version 1), after the shape of Efí's Pix split configuration: its Portuguese field
 * names, rates and amounts as decimal text with a dot and two places, each receiver by its
 * account number at the provider. It is our documented format, not a copy of Efí's API: the
 * fields that choose the fee payer, the rounding taker and the liable party are ours.
 *
 *   {
 *     "divisaoTarifa": "assumir_total",        who pays the gateway fee (below)
 *     "divisaoEstorno": "assumir_total",       who gives money back on refunds and chargebacks
 *     "minhaParte": { "tipo": "porcentagem", "valor": "60.00" },
 *     "repasses": [
 *       {
 *         "tipo": "porcentagem",               or "fixo" (an amount in reais: "12.50")
 *         "valor": "40.00",
 *         "favorecido": { "conta": "4402175" },
 *         "pagaTarifa": true,                  optional flags, on one transfer each:
 *         "recebeSobra": true,                 takes the rounding centavos (else the store)
 *         "responsavelEstorno": true
 *       }
 *     ]
 *   }
 *
 * "divisaoTarifa" and "divisaoEstorno": "assumir_total" (the store alone), "proporcional"
 * (everyone, the store included, by share), "proporcional_repasses" (the receivers only, by
 * share), "repasse" (the one transfer flagged "pagaTarifa" / "responsavelEstorno").
 * "minhaParte" is the store's own part of what the fixed transfers leave, always a percentage:
 * like the provider, the format asks the parts to add up to 100.00, so it must be exactly
 * 100.00 minus the percentage transfers (a typo in either shows). The store's part and the
 * amounts follow our rule's meaning: fixed transfers first, percentages of what remains.
 *
 * The format has one split for every payment method (no overrides), and names receivers by
 * account: converting needs the gateway's sellers with their accounts (EfiSellerAccount).
 */

export const EFI_FEE_DIVISIONS = [
  'assumir_total',
  'proporcional',
  'proporcional_repasses',
  'repasse',
] as const
export type EfiDivision = (typeof EFI_FEE_DIVISIONS)[number]

const RATE = /^\d{1,3}\.\d{2}$/
const AMOUNT = /^\d{1,8}\.\d{2}$/
const ACCOUNT = /^\d{1,20}$/

/** "15.00" → 1500 (basis points, or centavos for an amount): from the digits, no float. */
const hundredths = (text: string) => Number(text.replace('.', ''))
/** 1500 → "15.00". */
const decimal = (hundredthsValue: number) =>
  `${Math.trunc(hundredthsValue / 100)}.${String(hundredthsValue % 100).padStart(2, '0')}`

const say = (text: Parameters<typeof splitText>[1]) => (issue: v.BaseIssue<unknown>) =>
  splitText(issue.lang, text)

const rate = v.pipe(
  v.string(),
  v.regex(RATE, say('efiRate')),
  v.check((text) => hundredths(text) >= 1 && hundredths(text) <= SPLIT_WHOLE_BPS, say('efiRate')),
)
const amount = v.pipe(
  v.string(),
  v.regex(AMOUNT, say('efiAmount')),
  v.check(
    (text) => hundredths(text) >= 1 && hundredths(text) <= SPLIT_MAX_FIXED_CENTS,
    say('efiAmount'),
  ),
)
const flag = v.optional(v.boolean())

const EfiTransferSchema = v.variant('tipo', [
  v.object({
    tipo: v.literal('porcentagem'),
    valor: rate,
    favorecido: v.object({ conta: v.pipe(v.string(), v.regex(ACCOUNT, say('efiAccount'))) }),
    pagaTarifa: flag,
    recebeSobra: flag,
    responsavelEstorno: flag,
  }),
  v.object({
    tipo: v.literal('fixo'),
    valor: amount,
    favorecido: v.object({ conta: v.pipe(v.string(), v.regex(ACCOUNT, say('efiAccount'))) }),
    pagaTarifa: flag,
    recebeSobra: flag,
    responsavelEstorno: flag,
  }),
])

type EfiShape = {
  divisaoTarifa: EfiDivision
  divisaoEstorno: EfiDivision
  minhaParte: { tipo: 'porcentagem'; valor: string }
  repasses: {
    tipo: 'porcentagem' | 'fixo'
    valor: string
    favorecido: { conta: string }
    pagaTarifa?: boolean | undefined
    recebeSobra?: boolean | undefined
    responsavelEstorno?: boolean | undefined
  }[]
}

/** The format's own consistency, each problem at the provider's field. */
function efiProblems(config: EfiShape): SplitProblem[] {
  const problems: SplitProblem[] = []
  const accounts = new Set<string>()
  config.repasses.forEach((transfer, index) => {
    if (accounts.has(transfer.favorecido.conta)) {
      problems.push({
        text: 'efiRepeatedAccount',
        path: ['repasses', index, 'favorecido', 'conta'],
      })
    }
    accounts.add(transfer.favorecido.conta)
  })
  // The totals only once every value reads as one (its own message says what is wrong).
  const readable =
    RATE.test(config.minhaParte.valor) &&
    config.repasses.every((transfer) =>
      (transfer.tipo === 'porcentagem' ? RATE : AMOUNT).test(transfer.valor),
    )
  const percent = config.repasses.reduce(
    (sum, transfer) => sum + (transfer.tipo === 'porcentagem' ? hundredths(transfer.valor) : 0),
    0,
  )
  if (readable && percent > SPLIT_WHOLE_BPS) {
    problems.push({
      text: 'percentOverTotal',
      path: ['repasses'],
      params: { total: { bps: percent } },
    })
  } else if (readable && hundredths(config.minhaParte.valor) !== SPLIT_WHOLE_BPS - percent) {
    problems.push({
      text: 'efiMyShare',
      path: ['minhaParte', 'valor'],
      params: { expected: `"${decimal(SPLIT_WHOLE_BPS - percent)}"` },
    })
  } else if (readable && percent === SPLIT_WHOLE_BPS && config.divisaoTarifa === 'assumir_total') {
    problems.push({ text: 'merchantCannotPayFee', path: ['divisaoTarifa'] })
  }
  const flags = [
    ['divisaoTarifa', 'pagaTarifa'],
    ['recebeSobra', 'recebeSobra'],
    ['divisaoEstorno', 'responsavelEstorno'],
  ] as const
  for (const [field, name] of flags) {
    const marked = config.repasses.flatMap((transfer, index) => (transfer[name] ? [index] : []))
    const chooses = field !== 'recebeSobra' && config[field] === 'repasse'
    if (marked.length > 1) {
      problems.push({
        text: 'efiFlagOnce',
        path: ['repasses', marked[1]!, name],
        params: { flag: name },
      })
    } else if (chooses && marked.length === 0) {
      problems.push({ text: 'efiFlagNeeded', path: [field], params: { field, flag: name } })
    } else if (field !== 'recebeSobra' && !chooses && marked.length === 1) {
      problems.push({
        text: 'efiFlagUnused',
        path: ['repasses', marked[0]!, name],
        params: { field, flag: name },
      })
    }
  }
  return problems
}

/** An eficustom rule set as the merchant sends it (PUT rules/eficustom/…). */
export const EfiCustomSchema = v.pipe(
  v.object({
    divisaoTarifa: v.optional(v.picklist(EFI_FEE_DIVISIONS), 'assumir_total'),
    divisaoEstorno: v.optional(v.picklist(EFI_FEE_DIVISIONS), 'assumir_total'),
    minhaParte: v.object({
      tipo: v.literal('porcentagem'),
      valor: v.pipe(v.string(), v.regex(RATE, say('efiRate'))),
    }),
    repasses: v.pipe(
      v.array(EfiTransferSchema),
      v.minLength(1, say('noShares')),
      v.maxLength(SPLIT_MAX_SHARES, (issue) =>
        splitText(issue.lang, 'tooManyShares', { max: SPLIT_MAX_SHARES }),
      ),
    ),
  }),
  problemsCheck<EfiShape>(efiProblems),
)
export type EfiCustomInput = v.InferInput<typeof EfiCustomSchema>
export type EfiCustom = v.InferOutput<typeof EfiCustomSchema>

/** A seller of the gateway and its account at the provider. */
export interface EfiSellerAccount {
  readonly seller_id: number
  readonly conta: string
}

export type EfiConversion<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly SplitProblem[] }

const bearerOf = (division: EfiDivision, flagged: number | undefined): SplitBearer => {
  switch (division) {
    case 'assumir_total':
      return { kind: 'merchant' }
    case 'proporcional':
      return { kind: 'pro_rata' }
    case 'proporcional_repasses':
      return { kind: 'sellers_pro_rata' }
    case 'repasse':
      return { kind: 'seller', seller_id: flagged! }
  }
}

/**
 * A parsed eficustom rule set as our rule. Refused when a receiver's account is no seller's
 * of the gateway, or (never for a config that passed EfiCustomSchema) the rule has problems.
 */
export function fromEfiCustom(
  config: EfiCustom,
  accounts: readonly EfiSellerAccount[],
): EfiConversion<SplitRule> {
  const sellerOf = new Map(accounts.map((account) => [account.conta, account.seller_id]))
  const problems: SplitProblem[] = []
  const shares: SplitShare[] = config.repasses.map((transfer, index) => {
    const sellerId = sellerOf.get(transfer.favorecido.conta)
    if (sellerId === undefined) {
      problems.push({
        text: 'efiUnknownAccount',
        path: ['repasses', index, 'favorecido', 'conta'],
        params: { account: transfer.favorecido.conta },
      })
    }
    const seller_id = sellerId ?? 0
    return transfer.tipo === 'porcentagem'
      ? { seller_id, kind: 'percent', basis_points: hundredths(transfer.valor) }
      : { seller_id, kind: 'fixed', cents: hundredths(transfer.valor) }
  })
  if (problems.length > 0) return { ok: false, problems }
  const flagged = (name: 'pagaTarifa' | 'recebeSobra' | 'responsavelEstorno') => {
    const index = config.repasses.findIndex((transfer) => transfer[name])
    return index < 0 ? undefined : shares[index]!.seller_id
  }
  const taker = flagged('recebeSobra')
  const rule: SplitRule = {
    shares,
    fee_payer: bearerOf(config.divisaoTarifa, flagged('pagaTarifa')),
    remainder_taker:
      taker === undefined ? { kind: 'merchant' } : { kind: 'seller', seller_id: taker },
    chargeback_liability: bearerOf(config.divisaoEstorno, flagged('responsavelEstorno')),
    overrides: [],
  }
  const ruleProblems = splitRuleProblems(rule)
  if (ruleProblems.length > 0) {
    // Said at the transfers: shares.N is repasses.N, the other fields are the divisions.
    return {
      ok: false,
      problems: ruleProblems.map((problem) => ({
        ...problem,
        path: [
          EFI_FIELD_OF[problem.path[0] as keyof typeof EFI_FIELD_OF] ?? 'repasses',
          ...problem.path.slice(1),
        ] as SplitProblem['path'],
      })),
    }
  }
  return { ok: true, value: rule }
}

/** Where a rule's field is in the format. */
const EFI_FIELD_OF = {
  shares: 'repasses',
  fee_payer: 'divisaoTarifa',
  remainder_taker: 'repasses',
  chargeback_liability: 'divisaoEstorno',
} as const

const divisionOf = (bearer: SplitBearer): EfiDivision =>
  (
    ({
      merchant: 'assumir_total',
      pro_rata: 'proporcional',
      sellers_pro_rata: 'proporcional_repasses',
      seller: 'repasse',
    }) as const
  )[bearer.kind]

/**
 * Our rule in the eficustom format. Refused when the rule has per-method shares (the format
 * has one split) or a seller has no account at the provider.
 */
export function toEfiCustom(
  rule: SplitRule,
  accounts: readonly EfiSellerAccount[],
): EfiConversion<EfiCustom> {
  if (rule.overrides.length > 0) {
    return { ok: false, problems: [{ text: 'efiNoOverrides', path: ['overrides'] }] }
  }
  const accountOf = new Map(accounts.map((account) => [account.seller_id, account.conta]))
  const problems: SplitProblem[] = []
  const named = (bearer: { kind: string; seller_id?: number }, sellerId: number) =>
    bearer.kind === 'seller' && bearer.seller_id === sellerId
  const repasses = rule.shares.map((share, index) => {
    const conta = accountOf.get(share.seller_id)
    if (conta === undefined) {
      problems.push({
        text: 'efiSellerWithoutAccount',
        path: ['shares', index, 'seller_id'],
        params: { seller: String(share.seller_id) },
      })
    }
    return {
      ...(share.kind === 'percent'
        ? { tipo: 'porcentagem' as const, valor: decimal(share.basis_points) }
        : { tipo: 'fixo' as const, valor: decimal(share.cents) }),
      favorecido: { conta: conta ?? '' },
      ...(named(rule.fee_payer, share.seller_id) ? { pagaTarifa: true } : {}),
      ...(named(rule.remainder_taker, share.seller_id) ? { recebeSobra: true } : {}),
      ...(named(rule.chargeback_liability, share.seller_id) ? { responsavelEstorno: true } : {}),
    }
  })
  if (problems.length > 0) return { ok: false, problems }
  const percent = splitPercentTotal(rule.shares)
  return {
    ok: true,
    value: {
      divisaoTarifa: divisionOf(rule.fee_payer),
      divisaoEstorno: divisionOf(rule.chargeback_liability),
      minhaParte: { tipo: 'porcentagem', valor: decimal(SPLIT_WHOLE_BPS - percent) },
      repasses,
    },
  }
}

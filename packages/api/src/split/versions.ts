import * as v from 'valibot'
import { PAYMENT_TYPES, type PaymentType } from '../transactions/schema.ts'
import { resolveLang, type Lang } from '../validation/index.ts'
import {
  SplitBearerSchema,
  SplitRemainderTakerSchema,
  SplitShareSchema,
  type SplitBearer,
  type SplitRemainderTaker,
  type SplitRule,
  type SplitShare,
} from './schema.ts'
import { splitText, type SplitTextParam } from './texts.ts'

/*
 * A gateway's rule is versioned (issue 12 item 3): every save that changes it makes the next
 * version (1, 2, 3… per gateway, numbered by the server), the newest is the one in force, and
 * a payment keeps the version it was split with. Each version is answered with what changed
 * from the one before it, computed here (not stored), so the server, the fixture and any
 * screen say it the same way.
 */

/** A stored rule as answered: the rule's shape without the checks, so an old version always reads. */
export const StoredSplitRuleSchema = v.object({
  shares: v.array(SplitShareSchema),
  fee_payer: SplitBearerSchema,
  remainder_taker: SplitRemainderTakerSchema,
  chargeback_liability: SplitBearerSchema,
  overrides: v.array(
    v.object({ payment_type: v.picklist(PAYMENT_TYPES), shares: v.array(SplitShareSchema) }),
  ),
})

const ShareValueSchema = v.variant('kind', [
  v.object({ kind: v.literal('percent'), basis_points: v.number() }),
  v.object({ kind: v.literal('fixed'), cents: v.number() }),
])
export type SplitShareValue = v.InferOutput<typeof ShareValueSchema>

/** Where a share change happened: the rule's own shares (null) or a payment type's. */
const paymentType = v.nullable(v.picklist(PAYMENT_TYPES))

/** One difference between a version and the one before it. */
export const SplitRuleChangeSchema = v.variant('kind', [
  v.object({ kind: v.literal('first') }),
  v.object({
    kind: v.literal('share_added'),
    payment_type: paymentType,
    seller_id: v.number(),
    after: ShareValueSchema,
  }),
  v.object({
    kind: v.literal('share_removed'),
    payment_type: paymentType,
    seller_id: v.number(),
    before: ShareValueSchema,
  }),
  v.object({
    kind: v.literal('share_changed'),
    payment_type: paymentType,
    seller_id: v.number(),
    before: ShareValueSchema,
    after: ShareValueSchema,
  }),
  v.object({ kind: v.literal('override_added'), payment_type: v.picklist(PAYMENT_TYPES) }),
  v.object({ kind: v.literal('override_removed'), payment_type: v.picklist(PAYMENT_TYPES) }),
  v.object({ kind: v.literal('fee_payer'), before: SplitBearerSchema, after: SplitBearerSchema }),
  v.object({
    kind: v.literal('remainder_taker'),
    before: SplitRemainderTakerSchema,
    after: SplitRemainderTakerSchema,
  }),
  v.object({
    kind: v.literal('chargeback_liability'),
    before: SplitBearerSchema,
    after: SplitBearerSchema,
  }),
])
export type SplitRuleChange = v.InferOutput<typeof SplitRuleChangeSchema>

/** One version of a gateway's rule. */
export const SplitRuleVersionSchema = v.object({
  version: v.number(),
  rule: StoredSplitRuleSchema,
  created_at: v.string(),
  /** Who saved it (the person, or the API token's name), as the audit log names them. */
  created_by: v.object({ name: v.string() }),
  /** What changed from the version before (`first` for version 1). */
  changes: v.array(SplitRuleChangeSchema),
  /** The changes in one short sentence, in the request's language, with the sellers' names. */
  summary: v.string(),
})
export type SplitRuleVersion = v.InferOutput<typeof SplitRuleVersionSchema>

/** GET …/split/gateways/{gatewayId}/rule: the variant the form edits and the version in force. */
export const SplitRuleCurrentSchema = v.object({
  gateway_id: v.number(),
  variant: v.picklist(['rule', 'static-pix']),
  current: v.nullable(SplitRuleVersionSchema),
})
export type SplitRuleCurrent = v.InferOutput<typeof SplitRuleCurrentSchema>

export const SPLIT_RULE_HISTORY_PAGE_SIZE = 50

/** GET …/rule/versions: newest first, in keyset pages. */
export const SplitRuleHistorySchema = v.object({
  items: v.array(SplitRuleVersionSchema),
  next_cursor: v.nullable(v.string()),
})
export type SplitRuleHistory = v.InferOutput<typeof SplitRuleHistorySchema>

/** PUT …/rule's answer: the version in force, and whether this save made it. */
export const SplitRuleSavedSchema = v.object({
  /** False when the rule sent was the one in force already: no version was made. */
  created: v.boolean(),
  version: SplitRuleVersionSchema,
})
export type SplitRuleSaved = v.InferOutput<typeof SplitRuleSavedSchema>

const valueOf = (share: SplitShare): SplitShareValue =>
  share.kind === 'percent'
    ? { kind: 'percent', basis_points: share.basis_points }
    : { kind: 'fixed', cents: share.cents }

const sameValue = (a: SplitShareValue, b: SplitShareValue) =>
  a.kind === b.kind &&
  (a.kind === 'percent'
    ? a.basis_points === (b as typeof a).basis_points
    : a.cents === (b as typeof a).cents)

const sameParty = (a: SplitBearer | SplitRemainderTaker, b: SplitBearer | SplitRemainderTaker) =>
  a.kind === b.kind &&
  (a.kind !== 'seller' || a.seller_id === (b as { seller_id?: number }).seller_id)

function shareChanges(
  before: readonly SplitShare[],
  after: readonly SplitShare[],
  payment_type: PaymentType | null,
): SplitRuleChange[] {
  const changes: SplitRuleChange[] = []
  const was = new Map(before.map((share) => [share.seller_id, share]))
  const now = new Set(after.map((share) => share.seller_id))
  for (const share of after) {
    const old = was.get(share.seller_id)
    if (!old) {
      changes.push({
        kind: 'share_added',
        payment_type,
        seller_id: share.seller_id,
        after: valueOf(share),
      })
    } else if (!sameValue(valueOf(old), valueOf(share))) {
      changes.push({
        kind: 'share_changed',
        payment_type,
        seller_id: share.seller_id,
        before: valueOf(old),
        after: valueOf(share),
      })
    }
  }
  for (const share of before) {
    if (!now.has(share.seller_id)) {
      changes.push({
        kind: 'share_removed',
        payment_type,
        seller_id: share.seller_id,
        before: valueOf(share),
      })
    }
  }
  return changes
}

/**
 * What changed from `previous` (null: there was none) to `next`: the shares (sellers in, out,
 * and changed), each payment type's own shares, then who pays the fee, takes the rounding and
 * is liable. Empty when they are the same rule.
 */
export function splitRuleChanges(previous: SplitRule | null, next: SplitRule): SplitRuleChange[] {
  if (previous === null) return [{ kind: 'first' }]
  const changes = shareChanges(previous.shares, next.shares, null)
  const before = new Map(previous.overrides.map((item) => [item.payment_type, item.shares]))
  const after = new Set(next.overrides.map((item) => item.payment_type))
  for (const override of next.overrides) {
    const old = before.get(override.payment_type)
    if (old) changes.push(...shareChanges(old, override.shares, override.payment_type))
    else changes.push({ kind: 'override_added', payment_type: override.payment_type })
  }
  for (const override of previous.overrides) {
    if (!after.has(override.payment_type)) {
      changes.push({ kind: 'override_removed', payment_type: override.payment_type })
    }
  }
  if (!sameParty(previous.fee_payer, next.fee_payer)) {
    changes.push({ kind: 'fee_payer', before: previous.fee_payer, after: next.fee_payer })
  }
  if (!sameParty(previous.remainder_taker, next.remainder_taker)) {
    changes.push({
      kind: 'remainder_taker',
      before: previous.remainder_taker,
      after: next.remainder_taker,
    })
  }
  if (!sameParty(previous.chargeback_liability, next.chargeback_liability)) {
    changes.push({
      kind: 'chargeback_liability',
      before: previous.chargeback_liability,
      after: next.chargeback_liability,
    })
  }
  return changes
}

/**
 * Whether two rules split every payment the same way: then a save makes no version (the order
 * of the shares is the form's, not the split's).
 */
export function sameSplitRule(a: SplitRule, b: SplitRule): boolean {
  return splitRuleChanges(a, b).length === 0
}

/** Payment types as the summary names them, mid-sentence. */
const TYPE_NAMES: Record<Lang, Record<PaymentType, string>> = {
  'pt-BR': {
    pix: 'pix',
    billet: 'boleto',
    voucher: 'vale-refeição',
    creditcard: 'cartão de crédito',
    'pix-installment': 'pix parcelado',
    'static-pix': 'pix estático',
    debitcard: 'cartão de débito',
    custom: 'método próprio',
    free: 'gratuito',
    onetap: 'compra com um clique',
    other: 'outro',
  },
  en: {
    pix: 'pix',
    billet: 'boleto',
    voucher: 'meal voucher',
    creditcard: 'credit card',
    'pix-installment': 'pix in installments',
    'static-pix': 'static pix',
    debitcard: 'debit card',
    custom: 'own method',
    free: 'free',
    onetap: 'one-tap purchase',
    other: 'other',
  },
}

const shareParam = (value: SplitShareValue): SplitTextParam =>
  value.kind === 'percent' ? { bps: value.basis_points } : { cents: value.cents }

/**
 * The changes in one sentence ("Ana Souza: 20% → 25%; tarifa: a loja → os vendedores, por
 * parte."), naming sellers with `nameOf` (the server passes the gateway's sellers' names).
 */
export function splitRuleSummary(
  lang: string | undefined,
  changes: readonly SplitRuleChange[],
  nameOf: (sellerId: number) => string,
): string {
  const language = resolveLang(lang)
  const party = (value: SplitBearer | SplitRemainderTaker) => {
    switch (value.kind) {
      case 'merchant':
        return splitText(language, 'partyMerchant')
      case 'pro_rata':
        return splitText(language, 'partyProRata')
      case 'sellers_pro_rata':
        return splitText(language, 'partySellersProRata')
      case 'seller':
        return nameOf(value.seller_id)
    }
  }
  const inType = (type: PaymentType | null, change: string) =>
    type === null
      ? change
      : splitText(language, 'changeInType', { type: TYPE_NAMES[language][type], change })
  const sentence = (change: SplitRuleChange): string => {
    switch (change.kind) {
      case 'first':
        return splitText(language, 'changeFirst')
      case 'share_added':
        return inType(
          change.payment_type,
          splitText(language, 'changeShareAdded', {
            seller: nameOf(change.seller_id),
            share: shareParam(change.after),
          }),
        )
      case 'share_removed':
        return inType(
          change.payment_type,
          splitText(language, 'changeShareRemoved', {
            seller: nameOf(change.seller_id),
            share: shareParam(change.before),
          }),
        )
      case 'share_changed':
        return inType(
          change.payment_type,
          splitText(language, 'changeShareChanged', {
            seller: nameOf(change.seller_id),
            before: shareParam(change.before),
            after: shareParam(change.after),
          }),
        )
      case 'override_added':
        return splitText(language, 'changeOverrideAdded', {
          type: TYPE_NAMES[language][change.payment_type],
        })
      case 'override_removed':
        return splitText(language, 'changeOverrideRemoved', {
          type: TYPE_NAMES[language][change.payment_type],
        })
      case 'fee_payer':
        return splitText(language, 'changeFeePayer', {
          before: party(change.before),
          after: party(change.after),
        })
      case 'remainder_taker':
        return splitText(language, 'changeRemainderTaker', {
          before: party(change.before),
          after: party(change.after),
        })
      case 'chargeback_liability':
        return splitText(language, 'changeLiability', {
          before: party(change.before),
          after: party(change.after),
        })
    }
  }
  const text =
    changes.length === 0 ? splitText(language, 'changeNone') : changes.map(sentence).join('; ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/**
 * Each version with its changes and summary, from the rules oldest first (`previous` is the
 * version before the first one given, when the list starts midway).
 */
export function describeVersions<T extends { rule: SplitRule }>(
  lang: string | undefined,
  versions: readonly T[],
  previous: SplitRule | null,
  nameOf: (sellerId: number) => string,
): (T & { changes: SplitRuleChange[]; summary: string })[] {
  let before = previous
  return versions.map((version) => {
    const changes = splitRuleChanges(before, version.rule)
    before = version.rule
    return { ...version, changes, summary: splitRuleSummary(lang, changes, nameOf) }
  })
}

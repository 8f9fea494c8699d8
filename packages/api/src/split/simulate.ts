import {
  splitPartyKey,
  splitPayment,
  unsplitPayment,
  type SplitInput,
  type SplitParty,
  type SplitPart,
  type SplitResult,
} from './engine.ts'
import type { SplitRule } from './schema.ts'

/*
 * The rules screen's simulator: the draft rule and the rule in force, side by side, for one
 * amount, method and installments. Both sides go through splitPayment, the function the
 * server splits real payments with, so the preview is the real thing.
 */

/** One party's line in both splits (null where it has no part), and how it would change. */
export interface SplitDifference {
  readonly party: SplitParty
  readonly draft: SplitPart | null
  readonly current: SplitPart | null
  /** draft − current, in centavos (a party absent from a side counts zero there). */
  readonly grossDeltaCents: number
  readonly feeDeltaCents: number
  readonly netDeltaCents: number
}

export interface SplitComparison {
  readonly draft: SplitResult
  /**
   * The rule in force. With no rule yet the payment is not split: the merchant gets the whole
   * amount and pays the whole fee, and `hasCurrentRule` is false.
   */
  readonly current: SplitResult
  readonly hasCurrentRule: boolean
  /** Every party of either side: the merchant, the draft's sellers, then the current's others. */
  readonly differences: readonly SplitDifference[] | null
}

/**
 * The draft rule against the current one (or none) for one payment. `differences` is null
 * when either side is refused: the refusal is the answer to show there.
 */
export function compareSplits(
  draftRule: SplitRule,
  currentRule: SplitRule | null,
  input: SplitInput,
): SplitComparison {
  const draft = splitPayment(draftRule, input)
  const current = currentRule ? splitPayment(currentRule, input) : unsplitPayment(input)
  return {
    draft,
    current,
    hasCurrentRule: currentRule !== null,
    differences:
      draft.ok && current.ok ? differences(draft.split.parts, current.split.parts) : null,
  }
}

function differences(
  draft: readonly SplitPart[],
  current: readonly SplitPart[],
): SplitDifference[] {
  const keys = [...new Set([...draft, ...current].map((part) => splitPartyKey(part.party)))]
  const find = (parts: readonly SplitPart[], key: string) =>
    parts.find((part) => splitPartyKey(part.party) === key) ?? null
  return keys.map((key) => {
    const ours = find(draft, key)
    const theirs = find(current, key)
    const delta = (field: 'grossCents' | 'feeCents' | 'netCents') =>
      (ours?.[field] ?? 0) - (theirs?.[field] ?? 0)
    return {
      party: (ours ?? theirs)!.party,
      draft: ours,
      current: theirs,
      grossDeltaCents: delta('grossCents'),
      feeDeltaCents: delta('feeCents'),
      netDeltaCents: delta('netCents'),
    }
  })
}

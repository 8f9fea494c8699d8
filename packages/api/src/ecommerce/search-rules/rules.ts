import * as v from 'valibot'
import { foldText } from '../../catalogue/slug.ts'
import {
  between,
  length,
  plainText,
  required,
  url,
  type FieldLabel,
} from '../../validation/index.ts'

/*
 * The store search's rules (issue 15 item 2), applied over the catalogue's own search:
 *
 * - A rule's term matches a query when both, normalised (accents and case dropped, runs of
 *   spaces made one, ends trimmed: `normaliseTerm`), are equal — the whole query, not a word
 *   of it: "tenis" applies to "Tênis " but not to "tenis azul".
 * - Term rules: `synonyms` — the query also finds what each synonym finds. With `both_ways`
 *   (the default) a query equal to one of the synonyms also finds the term and the other
 *   synonyms; without it only the term expands. Expansion is one step: a loop (A → B, B → A)
 *   is allowed and changes nothing. `redirect` — the search answers a redirect (an address or
 *   one of the store's categories) instead of results.
 * - Fixed rules: a term pins products to positions (1-based); the rest follow by relevance.
 *   A pinned product hidden or out of stock is skipped (its place goes to the next by
 *   relevance); a position past the results puts the product right after the last one.
 * - Agreement: the share of the query's words a product must match, per store, 100 % by
 *   default; `requiredWords` rounds up (3 words at 50 % need 2), never below one word.
 */

export const SEARCH_RULES_PAGE_SIZE = 50
export const SEARCH_TERM_MAX = 80
export const SEARCH_SYNONYMS_MAX = 20
export const SEARCH_PINS_MAX = 20
export const SEARCH_PIN_POSITION_MAX = 48
export const DEFAULT_AGREEMENT_PERCENT = 100
export const STORE_SEARCH_LIMIT = 24
export const STORE_SEARCH_LIMIT_MAX = 48

/** A term as rules compare it: folded (accents, case), one space between words, trimmed. */
export function normaliseTerm(text: string): string {
  return foldText(text).replace(/\s+/gu, ' ').trim()
}

/** How many of `wordCount` words a product must match at `percent` (rounded up, at least 1). */
export function requiredWords(wordCount: number, percent: number): number {
  if (wordCount <= 0) return 0
  return Math.min(wordCount, Math.max(1, Math.ceil((wordCount * percent) / 100 - 1e-9)))
}

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const searchRuleLabels = {
  term: label('Termo', 'Term'),
  synonym: label('Sinônimo', 'Synonym'),
  redirectUrl: label('Endereço', 'Address'),
  category: label('Categoria', 'Category', true),
  position: label('Posição', 'Position', true),
  percent: label('Porcentagem', 'Percentage', true),
} as const

type Lang = 'en' | 'pt-BR'
const say = (lang: string | undefined, ptBR: string, en: string) => (lang === 'en' ? en : ptBR)

const termField = (fieldLabel: FieldLabel) =>
  v.pipe(
    v.string(),
    v.trim(),
    required({ label: fieldLabel }),
    length(0, SEARCH_TERM_MAX, { label: fieldLabel }),
    plainText({ label: fieldLabel }),
    v.check(
      (text) => normaliseTerm(text) !== '',
      (issue) => say(issue.lang, 'Digite letras ou números.', 'Type letters or digits.'),
    ),
  )

export const SEARCH_RULE_ACTIONS = ['synonyms', 'redirect'] as const
export type SearchRuleAction = (typeof SEARCH_RULE_ACTIONS)[number]

/** POST …/search-rules/terms and PUT …/terms/{id}. The same term twice is refused (409 on `term`). */
export const TermRuleInputSchema = v.pipe(
  v.object({
    term: termField(searchRuleLabels.term),
    action: v.picklist(SEARCH_RULE_ACTIONS),
    synonyms: v.optional(
      v.pipe(
        v.array(termField(searchRuleLabels.synonym)),
        v.maxLength(SEARCH_SYNONYMS_MAX, (issue) =>
          say(
            issue.lang,
            `No máximo ${SEARCH_SYNONYMS_MAX} sinônimos.`,
            `At most ${SEARCH_SYNONYMS_MAX} synonyms.`,
          ),
        ),
      ),
      [],
    ),
    both_ways: v.optional(v.boolean(), true),
    redirect_url: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        length(0, 500, { label: searchRuleLabels.redirectUrl }),
        v.check(
          (text) => text === '' || text.startsWith('/') || url({}).requirement(text),
          (issue) =>
            say(
              issue.lang,
              'Use um endereço completo (https://…) ou um caminho da loja (/…).',
              'Use a full address (https://…) or a path of the store (/…).',
            ),
        ),
      ),
      '',
    ),
    redirect_category_id: v.optional(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
      null,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['synonyms']],
      ({ action, synonyms }) => action !== 'synonyms' || synonyms.length > 0,
      (issue) => say(issue.lang, 'Informe ao menos um sinônimo.', 'Give at least one synonym.'),
    ),
    ['synonyms'],
  ),
  v.forward(
    v.partialCheck(
      [['term'], ['synonyms']],
      ({ term, synonyms }) => {
        const folded = synonyms.map(normaliseTerm)
        return !folded.includes(normaliseTerm(term)) && new Set(folded).size === folded.length
      },
      (issue) =>
        say(
          issue.lang,
          'Os sinônimos devem ser diferentes entre si e do termo.',
          'Synonyms must differ from each other and from the term.',
        ),
    ),
    ['synonyms'],
  ),
  v.forward(
    v.partialCheck(
      [['action'], ['redirect_url'], ['redirect_category_id']],
      ({ action, redirect_url, redirect_category_id }) =>
        action !== 'redirect' || (redirect_url !== '') !== (redirect_category_id !== null),
      (issue) =>
        say(
          issue.lang,
          'Informe um endereço ou uma categoria (um dos dois).',
          'Give an address or a category (one of them).',
        ),
    ),
    ['redirect_url'],
  ),
  v.transform((input) =>
    input.action === 'synonyms'
      ? { ...input, redirect_url: '', redirect_category_id: null }
      : { ...input, synonyms: [] as string[], both_ways: false },
  ),
)
export type TermRuleInput = v.InferInput<typeof TermRuleInputSchema>
export type TermRuleValues = v.InferOutput<typeof TermRuleInputSchema>

export const TermRuleSchema = v.object({
  id: v.number(),
  term: v.string(),
  action: v.picklist(SEARCH_RULE_ACTIONS),
  synonyms: v.array(v.string()),
  both_ways: v.boolean(),
  redirect_url: v.string(),
  redirect_category_id: v.nullable(v.number()),
  /** The category's name, for the list (null without one, or once it is removed). */
  redirect_category_name: v.nullable(v.string()),
  updated_at: v.string(),
})
export type TermRule = v.InferOutput<typeof TermRuleSchema>

export const PinInputSchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  position: v.pipe(
    v.number(),
    v.integer(),
    between(1, SEARCH_PIN_POSITION_MAX, { label: searchRuleLabels.position }),
  ),
})

/** POST …/search-rules/fixed and PUT …/fixed/{id}. Products must be the store's (422 on `pins`). */
export const FixedRuleInputSchema = v.object({
  term: termField(searchRuleLabels.term),
  pins: v.pipe(
    v.array(PinInputSchema),
    v.minLength(1, (issue) =>
      say(issue.lang, 'Fixe ao menos um produto.', 'Pin at least one product.'),
    ),
    v.maxLength(SEARCH_PINS_MAX, (issue) =>
      say(
        issue.lang,
        `No máximo ${SEARCH_PINS_MAX} produtos.`,
        `At most ${SEARCH_PINS_MAX} products.`,
      ),
    ),
    v.check(
      (pins) =>
        new Set(pins.map((pin) => pin.position)).size === pins.length &&
        new Set(pins.map((pin) => pin.product_id)).size === pins.length,
      (issue) =>
        say(
          issue.lang,
          'Cada produto e cada posição aparecem uma vez.',
          'Each product and each position appear once.',
        ),
    ),
    v.transform((pins) => [...pins].sort((a, b) => a.position - b.position)),
  ),
})
export type FixedRuleInput = v.InferInput<typeof FixedRuleInputSchema>
export type FixedRuleValues = v.InferOutput<typeof FixedRuleInputSchema>

export const PinSchema = v.object({
  product_id: v.number(),
  position: v.number(),
  /** The product as it is now (null once removed from the catalogue). */
  name: v.nullable(v.string()),
  sku: v.nullable(v.string()),
})
export type Pin = v.InferOutput<typeof PinSchema>

export const FixedRuleSchema = v.object({
  id: v.number(),
  term: v.string(),
  pins: v.array(PinSchema),
  updated_at: v.string(),
})
export type FixedRule = v.InferOutput<typeof FixedRuleSchema>

const queryLimit = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/),
    v.transform(Number),
    v.number(),
    v.minValue(1),
    v.maxValue(200),
  ),
)

/** Lists: `q` finds terms containing the words (normalised), keyset pages by term. */
export const SearchRuleQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_TERM_MAX))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: queryLimit,
})
export type SearchRuleQuery = v.InferInput<typeof SearchRuleQuerySchema>

export const TermRulePageSchema = v.object({
  items: v.array(TermRuleSchema),
  next_cursor: v.nullable(v.string()),
})
export type TermRulePage = v.InferOutput<typeof TermRulePageSchema>

export const FixedRulePageSchema = v.object({
  items: v.array(FixedRuleSchema),
  next_cursor: v.nullable(v.string()),
})
export type FixedRulePage = v.InferOutput<typeof FixedRulePageSchema>

/** GET/PUT …/search-rules/settings. */
export const SearchSettingsInputSchema = v.object({
  agreement_percent: v.pipe(
    v.number(),
    v.integer(),
    between(1, 100, { label: searchRuleLabels.percent }),
  ),
})
export type SearchSettingsInput = v.InferInput<typeof SearchSettingsInputSchema>
export const SearchSettingsSchema = v.object({
  agreement_percent: v.number(),
  /** False while the store keeps the default. */
  customised: v.boolean(),
})
export type SearchSettings = v.InferOutput<typeof SearchSettingsSchema>

export type { Lang as SearchRulesLang }

import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import type { CatalogueFixtureState } from '../../catalogue/fixture.ts'
import type { CatalogueProduct } from '../../catalogue/products.ts'
import { foldText } from '../../catalogue/slug.ts'
import type { Lang } from '../../validation/index.ts'
import type { SearchRulesApi } from './api.ts'
import { placePins } from './placement.ts'
import {
  DEFAULT_AGREEMENT_PERCENT,
  FixedRuleInputSchema,
  normaliseTerm,
  requiredWords,
  SEARCH_RULES_PAGE_SIZE,
  SearchSettingsInputSchema,
  STORE_SEARCH_LIMIT,
  TermRuleInputSchema,
  type FixedRule,
  type SearchRuleQuery,
  type TermRule,
} from './rules.ts'
import type { SearchMark, StoreSearchItem, StoreSearchResult } from './store-search.ts'

export interface SearchRulesFixtureState {
  termRules: TermRule[]
  fixedRules: FixedRule[]
  agreementPercent: number | null
}

export function sampleSearchRulesState(empty: boolean): SearchRulesFixtureState {
  if (empty) return { termRules: [], fixedRules: [], agreementPercent: null }
  return {
    termRules: [
      {
        id: 1,
        term: 'tenis',
        action: 'synonyms',
        synonyms: ['sapatilha'],
        both_ways: true,
        redirect_url: '',
        redirect_category_id: null,
        redirect_category_name: null,
        updated_at: '2026-03-10T12:00:00.000Z',
      },
      {
        id: 2,
        term: 'liquidação',
        action: 'redirect',
        synonyms: [],
        both_ways: false,
        redirect_url: '/ofertas',
        redirect_category_id: null,
        redirect_category_name: null,
        updated_at: '2026-03-10T12:00:00.000Z',
      },
    ],
    fixedRules: [
      {
        id: 1,
        term: 'camiseta',
        pins: [{ product_id: 3, position: 1, name: null, sku: null }],
        updated_at: '2026-03-10T12:00:00.000Z',
      },
    ],
    agreementPercent: null,
  }
}

/** Words a product is found by here: its folded name, SKU, brand and tags (no prefixes of stems). */
const wordsOf = (product: CatalogueProduct) =>
  foldText([product.name, product.sku, product.brand, ...product.tags].join(' '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const queryWords = (q: string) =>
  normaliseTerm(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * The rules in memory, answering as the server does (same schemas, refusals and explanation);
 * the search itself is a word-prefix match on names, SKUs, brands and tags of the catalogue's
 * fixture products — PostgreSQL's ranking and typos are the server's.
 */
export function createSearchRulesFixture(
  state: SearchRulesFixtureState,
  catalogue: CatalogueFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): SearchRulesApi {
  const duplicate = () => {
    const message =
      lang === 'en'
        ? 'There is already a rule for this term.'
        : 'Já existe uma regra para este termo.'
    return new ApiError({
      statusCode: 409,
      statusMessage: 'Conflict',
      message,
      data: { fields: { term: message } },
    })
  }
  const notFound = () =>
    new ApiError({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: lang === 'en' ? 'Rule not found.' : 'Regra não encontrada.',
    })
  const page = <T extends { id: number; term: string }>(rules: T[], query: SearchRuleQuery) => {
    const q = normaliseTerm(query.q ?? '')
    const sorted = rules
      .filter((rule) => !q || normaliseTerm(rule.term).includes(q))
      .sort((a, b) => normaliseTerm(a.term).localeCompare(normaliseTerm(b.term)) || a.id - b.id)
    const start = query.cursor ? Number(query.cursor) : 0
    const limit = Number(query.limit ?? SEARCH_RULES_PAGE_SIZE)
    const items = sorted.slice(start, start + limit)
    return {
      items,
      next_cursor: start + limit < sorted.length ? String(start + limit) : null,
    }
  }
  const productOf = (id: number) => catalogue.products.find((product) => product.id === id)
  const withNames = (rule: FixedRule): FixedRule => ({
    ...rule,
    pins: rule.pins.map((pin) => {
      const product = productOf(pin.product_id)
      return { ...pin, name: product?.name ?? null, sku: product?.sku ?? null }
    }),
  })
  const nextId = (rules: { id: number }[]) => Math.max(0, ...rules.map((rule) => rule.id)) + 1

  const itemOf = (product: CatalogueProduct, marks: SearchMark[]): StoreSearchItem => ({
    id: product.id,
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    price_cents: product.prices.price,
    sales_price_cents: product.prices.sales_price,
    stock_quantity: product.stock.quantity,
    image: product.images[0]?.url ?? null,
    marks,
  })

  return {
    async search(_appId, query) {
      const normalised = normaliseTerm(query.q)
      const words = queryWords(query.q)
      const percent =
        query.agreement_percent === undefined
          ? (state.agreementPercent ?? DEFAULT_AGREEMENT_PERCENT)
          : Number(query.agreement_percent)
      const limit = Number(query.limit ?? STORE_SEARCH_LIMIT)
      const rule =
        state.termRules.find((r) => normaliseTerm(r.term) === normalised) ??
        state.termRules.find(
          (r) => r.both_ways && r.synonyms.some((s) => normaliseTerm(s) === normalised),
        )
      const explanation: StoreSearchResult['explanation'] = {
        normalised,
        words,
        agreement_percent: percent,
        required_words: requiredWords(words.length, percent),
        term_rule: null,
        fixed_rule: null,
      }
      if (rule?.action === 'redirect') {
        explanation.term_rule = {
          id: rule.id,
          term: rule.term,
          action: 'redirect',
          expanded_to: [],
        }
        return {
          redirect: {
            url: rule.redirect_url || `/categoria/${rule.redirect_category_id}`,
            category_id: rule.redirect_category_id,
            category_name: rule.redirect_category_name,
          },
          items: [],
          explanation,
        }
      }
      const expanded = rule
        ? [rule.term, ...rule.synonyms].filter((text) => normaliseTerm(text) !== normalised)
        : []
      if (rule)
        explanation.term_rule = {
          id: rule.id,
          term: rule.term,
          action: 'synonyms',
          expanded_to: expanded,
        }
      const matching = (text: string) => {
        const wanted = queryWords(text)
        const need = requiredWords(wanted.length, percent)
        return catalogue.products.flatMap((product) => {
          if (!product.visible || wanted.length === 0) return []
          const own = wordsOf(product)
          const matched = wanted.filter((word) => own.some((w) => w.startsWith(word))).length
          return matched >= need ? [{ product, matched, of: wanted.length }] : []
        })
      }
      const found = new Map<number, { product: CatalogueProduct; marks: SearchMark[] }>()
      for (const hit of matching(query.q))
        found.set(hit.product.id, {
          product: hit.product,
          marks:
            hit.matched < hit.of ? [{ kind: 'partial', matched: hit.matched, of: hit.of }] : [],
        })
      for (const text of expanded)
        for (const hit of matching(text))
          if (!found.has(hit.product.id))
            found.set(hit.product.id, {
              product: hit.product,
              marks: [{ kind: 'synonym', via: text }],
            })
      const ranked = [...found.values()].map((entry) => ({ id: entry.product.id, ...entry }))
      const fixed = state.fixedRules.find((r) => normaliseTerm(r.term) === normalised)
      const pins: { item: (typeof ranked)[number]; position: number }[] = []
      if (fixed) {
        explanation.fixed_rule = { id: fixed.id, term: fixed.term, skipped: [] }
        for (const pin of fixed.pins) {
          const product = productOf(pin.product_id)
          const reason = !product
            ? 'removed'
            : !product.visible
              ? 'hidden'
              : product.stock.quantity <= 0
                ? 'out_of_stock'
                : null
          if (reason || !product)
            explanation.fixed_rule.skipped.push({
              product_id: pin.product_id,
              position: pin.position,
              reason: reason ?? 'removed',
            })
          else {
            const entry = found.get(product.id)
            pins.push({
              item: { id: product.id, product, marks: entry?.marks ?? [] },
              position: pin.position,
            })
          }
        }
      }
      const items = placePins(ranked, pins, limit).map(({ item, pinnedAt }) =>
        itemOf(
          item.product,
          pinnedAt === null ? item.marks : [{ kind: 'pinned', position: pinnedAt }, ...item.marks],
        ),
      )
      return { redirect: null, items, explanation }
    },

    listTermRules: async (_appId, query = {}) => page(state.termRules, query),
    async createTermRule(_appId, input) {
      const values = parseBody(TermRuleInputSchema, input, lang)
      if (state.termRules.some((r) => normaliseTerm(r.term) === normaliseTerm(values.term)))
        throw duplicate()
      const rule: TermRule = {
        id: nextId(state.termRules),
        ...values,
        redirect_category_name: null,
        updated_at: now().toISOString(),
      }
      state.termRules.push(rule)
      return rule
    },
    async updateTermRule(_appId, id, input) {
      const values = parseBody(TermRuleInputSchema, input, lang)
      const index = state.termRules.findIndex((r) => r.id === id)
      if (index < 0) throw notFound()
      if (
        state.termRules.some(
          (r) => r.id !== id && normaliseTerm(r.term) === normaliseTerm(values.term),
        )
      )
        throw duplicate()
      const rule: TermRule = {
        id,
        ...values,
        redirect_category_name: null,
        updated_at: now().toISOString(),
      }
      state.termRules[index] = rule
      return rule
    },
    async removeTermRule(_appId, id) {
      const index = state.termRules.findIndex((r) => r.id === id)
      if (index < 0) throw notFound()
      state.termRules.splice(index, 1)
    },

    listFixedRules: async (_appId, query = {}) => {
      const result = page(state.fixedRules, query)
      return { ...result, items: result.items.map(withNames) }
    },
    async createFixedRule(_appId, input) {
      const values = parseBody(FixedRuleInputSchema, input, lang)
      if (state.fixedRules.some((r) => normaliseTerm(r.term) === normaliseTerm(values.term)))
        throw duplicate()
      const rule = withNames({
        id: nextId(state.fixedRules),
        term: values.term,
        pins: values.pins.map((pin) => ({ ...pin, name: null, sku: null })),
        updated_at: now().toISOString(),
      })
      state.fixedRules.push(rule)
      return rule
    },
    async updateFixedRule(_appId, id, input) {
      const values = parseBody(FixedRuleInputSchema, input, lang)
      const index = state.fixedRules.findIndex((r) => r.id === id)
      if (index < 0) throw notFound()
      if (
        state.fixedRules.some(
          (r) => r.id !== id && normaliseTerm(r.term) === normaliseTerm(values.term),
        )
      )
        throw duplicate()
      const rule = withNames({
        id,
        term: values.term,
        pins: values.pins.map((pin) => ({ ...pin, name: null, sku: null })),
        updated_at: now().toISOString(),
      })
      state.fixedRules[index] = rule
      return rule
    },
    async removeFixedRule(_appId, id) {
      const index = state.fixedRules.findIndex((r) => r.id === id)
      if (index < 0) throw notFound()
      state.fixedRules.splice(index, 1)
    },

    settings: async () => ({
      agreement_percent: state.agreementPercent ?? DEFAULT_AGREEMENT_PERCENT,
      customised: state.agreementPercent !== null,
    }),
    async saveSettings(_appId, input) {
      const values = parseBody(SearchSettingsInputSchema, input, lang)
      state.agreementPercent = values.agreement_percent
      return { agreement_percent: values.agreement_percent, customised: true }
    },
  }
}

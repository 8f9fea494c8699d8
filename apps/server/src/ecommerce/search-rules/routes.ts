import {
  FixedRuleInputSchema,
  FixedRulePageSchema,
  FixedRuleSchema,
  parseBody,
  SearchRuleQuerySchema,
  SearchSettingsInputSchema,
  SearchSettingsSchema,
  StoreSearchQuerySchema,
  StoreSearchResultSchema,
  TermRuleInputSchema,
  TermRulePageSchema,
  TermRuleSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../../openapi/describe.ts'
import { searchRulesError } from './errors.ts'
import {
  listFixedRules,
  listTermRules,
  removeFixedRule,
  removeTermRule,
  saveFixedRule,
  saveSearchSettings,
  saveTermRule,
  searchSettingsOf,
} from './rules.ts'
import { storeSearch } from './store-search.ts'

const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const TAGS = ['ecommerce search']

const MATCH_NOTE =
  'A rule applies when its term equals the whole query, both normalised (accents and case ' +
  'ignored, spaces collapsed and trimmed). One rule of each kind per term (409 on `term`).'
const TERM_NOTE =
  '`action` synonyms: the query also finds what each synonym finds (one step, loops allowed); ' +
  'with `both_ways` (default) a query equal to a synonym also finds the term and the other ' +
  'synonyms. `action` redirect: the search answers `redirect` (`redirect_url`, or ' +
  '`redirect_category_id`, one of them) instead of results.'
const FIXED_NOTE =
  '`pins`: products of the store at 1-based positions; the rest follow by relevance. A pinned ' +
  'product hidden or out of stock is skipped; a position past the results puts it after the last.'
const LIST_PARAMETERS = [
  queryParameter('q', 'Terms containing these words (accents and case ignored)'),
  queryParameter('cursor', 'The next_cursor of the previous page'),
  queryParameter('limit', 'Items per page: 1 to 200, 50 by default'),
]

/**
 * The store search and its rules (ecommerce service, `/apps/{appId}/…`): ecommerce read for
 * the search and the lists, write for changes. Every change is written to the e-commerce log.
 */
export function searchRulesRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const app = '/apps/:appId'
  const idOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw searchRulesError(404, lang, 'ruleNotFound')
    return id
  }

  routes.get(
    `${app}/search`,
    ...appRoute(deps, READ, {
      summary: "The store's search, with its rules applied",
      description:
        "The catalogue's search (words as prefixes, accents and case ignored, SKUs, typos) of " +
        'visible products, then the rules: the term rule (synonyms or redirect), the agreement ' +
        '(how many of the words a product must match, rounded up, at least one), the fixed ' +
        'rule. `explanation` and each item’s `marks` say what the rules did. ' +
        MATCH_NOTE,
      tags: TAGS,
      parameters: [
        queryParameter('q', 'The words typed'),
        queryParameter('limit', 'Items: 1 to 48, 24 by default'),
        queryParameter('agreement_percent', "A percentage to try instead of the store's"),
      ],
      responses: { 200: jsonAnswer('The results', StoreSearchResultSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      // No words yet (a search box not typed in): no results rather than a 400.
      const query = parseBody(StoreSearchQuerySchema, { q: '', ...c.req.query() }, lang)
      return c.json(
        await storeSearch(db, c.get('access').app.id, query.q, {
          ...(query.limit === undefined ? {} : { limit: query.limit }),
          ...(query.agreement_percent === undefined
            ? {}
            : { agreementPercent: query.agreement_percent }),
        }),
      )
    },
  )

  // Term rules

  routes.get(
    `${app}/search-rules/terms`,
    ...appRoute(deps, READ, {
      summary: "The store's term rules by term, in keyset pages",
      tags: TAGS,
      parameters: LIST_PARAMETERS,
      responses: { 200: jsonAnswer('One page', TermRulePageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(SearchRuleQuerySchema, c.req.query(), lang)
      return c.json(await listTermRules(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${app}/search-rules/terms`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a term rule',
      description: `${TERM_NOTE} ${MATCH_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(TermRuleInputSchema),
      responses: {
        201: jsonAnswer('The rule', TermRuleSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, TermRuleInputSchema)
      return c.json(await saveTermRule(deps, c.get('access'), null, values, lang), 201)
    },
  )

  routes.put(
    `${app}/search-rules/terms/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a term rule',
      description: `${TERM_NOTE} ${MATCH_NOTE}`,
      tags: TAGS,
      params: ['ruleId'],
      requestBody: jsonBody(TermRuleInputSchema),
      responses: {
        200: jsonAnswer('The rule', TermRuleSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('ruleId'), lang)
      const values = await readJsonBody(c.req, lang, TermRuleInputSchema)
      return c.json(await saveTermRule(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${app}/search-rules/terms/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a term rule',
      tags: TAGS,
      params: ['ruleId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeTermRule(deps, c.get('access'), idOf(c.req.param('ruleId'), lang), lang)
      return c.body(null, 204)
    },
  )

  // Fixed rules

  routes.get(
    `${app}/search-rules/fixed`,
    ...appRoute(deps, READ, {
      summary: "The store's fixed rules by term, in keyset pages",
      tags: TAGS,
      parameters: LIST_PARAMETERS,
      responses: { 200: jsonAnswer('One page', FixedRulePageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(SearchRuleQuerySchema, c.req.query(), lang)
      return c.json(await listFixedRules(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${app}/search-rules/fixed`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a fixed rule',
      description: `${FIXED_NOTE} ${MATCH_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(FixedRuleInputSchema),
      responses: {
        201: jsonAnswer('The rule', FixedRuleSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, FixedRuleInputSchema)
      return c.json(await saveFixedRule(deps, c.get('access'), null, values, lang), 201)
    },
  )

  routes.put(
    `${app}/search-rules/fixed/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a fixed rule',
      description: `${FIXED_NOTE} ${MATCH_NOTE}`,
      tags: TAGS,
      params: ['ruleId'],
      requestBody: jsonBody(FixedRuleInputSchema),
      responses: {
        200: jsonAnswer('The rule', FixedRuleSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('ruleId'), lang)
      const values = await readJsonBody(c.req, lang, FixedRuleInputSchema)
      return c.json(await saveFixedRule(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${app}/search-rules/fixed/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a fixed rule',
      tags: TAGS,
      params: ['ruleId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeFixedRule(deps, c.get('access'), idOf(c.req.param('ruleId'), lang), lang)
      return c.body(null, 204)
    },
  )

  // The agreement

  routes.get(
    `${app}/search-rules/settings`,
    ...appRoute(deps, READ, {
      summary: "The store's search agreement",
      description: 'The share of the query’s words a product must match; 100 by default.',
      tags: TAGS,
      responses: { 200: jsonAnswer('The settings', SearchSettingsSchema) },
    }),
    async (c) => c.json(await searchSettingsOf(db, c.get('access').app.id)),
  )

  routes.put(
    `${app}/search-rules/settings`,
    ...appRoute(deps, WRITE, {
      summary: "Change the store's search agreement",
      description: '`agreement_percent` 1 to 100; the words needed are rounded up, at least one.',
      tags: TAGS,
      requestBody: jsonBody(SearchSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', SearchSettingsSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, SearchSettingsInputSchema)
      return c.json(await saveSearchSettings(deps, c.get('access'), values.agreement_percent))
    },
  )

  return routes
}

import { parseBody } from '../http/field-errors.ts'
import type { Lang } from '../validation/index.ts'
import type { StorefrontRedirectsApi } from './api.ts'
import { checkRedirectSave, redirectError, traceRedirect } from './check.ts'
import {
  checkRedirectFile,
  checkRedirectRows,
  parseRedirectImport,
  planRedirectImport,
  redirectImportRefused,
  redirectsCsv,
} from './csv.ts'
import { DEMO_REDIRECTS } from './demo.ts'
import { parseFrom, RedirectMatcher } from './match.ts'
import {
  REDIRECT_PAGE_SIZE,
  RedirectInputSchema,
  RedirectTestInputSchema,
  type StorefrontRedirect,
  type RedirectValues,
} from './schema.ts'

export interface StorefrontRedirectsFixtureState {
  rules: StorefrontRedirect[]
}

const AT = '2026-10-02T13:00:00.000Z'

export function sampleStorefrontRedirectsState(empty: boolean): StorefrontRedirectsFixtureState {
  if (empty) return { rules: [] }
  return {
    rules: DEMO_REDIRECTS.map((values, index) => ({
      ...values,
      id: index + 1,
      created_at: AT,
      updated_at: AT,
    })),
  }
}

/** The list's order: by from-path as compared, then id (the server's keyset order). */
const sortKey = (rule: StorefrontRedirect) => parseFrom(rule.from_path).key

/** The rules in memory, answering as the server does (same checks, texts and order). */
export function createStorefrontRedirectsFixture(
  state: StorefrontRedirectsFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): StorefrontRedirectsApi {
  const find = (id: number) => {
    const rule = state.rules.find((item) => item.id === id)
    if (!rule) throw redirectError(404, lang, 'ruleNotFound')
    return rule
  }
  const save = (id: number | null, input: unknown) => {
    const values: RedirectValues = parseBody(RedirectInputSchema, input, lang)
    const key = parseFrom(values.from_path).key
    if (state.rules.some((rule) => rule.id !== id && sortKey(rule) === key)) {
      throw redirectError(409, lang, 'fromTaken', {}, 'from_path')
    }
    const current = id === null ? null : find(id)
    const at = now().toISOString()
    const rule: StorefrontRedirect = {
      ...values,
      id: current?.id ?? Math.max(0, ...state.rules.map((item) => item.id)) + 1,
      created_at: current?.created_at ?? at,
      updated_at: at,
    }
    const warning = checkRedirectSave(new RedirectMatcher(state.rules), rule, lang)
    if (current) Object.assign(current, rule)
    else state.rules.push(rule)
    return { rule: structuredClone(rule), warning }
  }
  return {
    async list(_appId, query = {}) {
      const q = query.q?.trim().toLowerCase()
      const rows = state.rules
        .filter(
          (rule) =>
            (!q || `${rule.from_path} ${rule.to}`.toLowerCase().includes(q)) &&
            (query.active === undefined || rule.active === (query.active === '1')) &&
            (query.status === undefined || String(rule.status) === query.status),
        )
        .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : a.id - b.id))
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? REDIRECT_PAGE_SIZE
      const items = rows.slice(start, start + limit)
      return {
        items: structuredClone(items),
        next_cursor: start + limit < rows.length ? String(start + limit) : null,
        total: state.rules.length,
      }
    },
    create: async (_appId, input) => save(null, input),
    update: async (_appId, id, input) => save(id, input),
    async remove(_appId, id) {
      find(id)
      state.rules = state.rules.filter((rule) => rule.id !== id)
    },
    async test(_appId, input) {
      const { url } = parseBody(RedirectTestInputSchema, input, lang)
      return traceRedirect(new RedirectMatcher(state.rules), url, lang)
    },
    async importCsv(_appId, file, { dryRun }) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      checkRedirectFile(bytes, lang)
      const parsed = parseRedirectImport(bytes, lang)
      checkRedirectRows(parsed, lang)
      const { report, rules } = planRedirectImport(parsed, state.rules, lang)
      if (dryRun) return report
      if (report.errors_total > 0) throw redirectImportRefused(lang, report)
      const at = now().toISOString()
      let next = Math.max(0, ...state.rules.map((item) => item.id))
      for (const values of rules) {
        next += 1
        state.rules.push({ ...values, id: next, created_at: at, updated_at: at })
      }
      return { ...report, dry_run: false, created: rules.length }
    },
    async exportCsv() {
      const sorted = [...state.rules].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))
      return new Blob([redirectsCsv(sorted)], { type: 'text/csv;charset=utf-8' })
    },
  }
}

import * as v from 'valibot'
import { ImportIssueSchema } from '../customers/schema.ts'
import { length, plainText, queryInt, required } from '../validation/index.ts'
import { fromPathProblem, hasSplat, parseFrom, targetProblem } from './match.ts'
import { redirectLabels, redirectText } from './texts.ts'

/*
 * The storefront's redirect rules (issue 17 item 3), under the indexer service with the
 * catalogue: `/apps/{appId}/redirects`, layout level. The input is checked by the same schema in
 * the dialog and on the server, in Portuguese; loops and long chains need the store's other
 * rules, so the server (and the fixture) check them on save (match.ts).
 */

export const REDIRECT_STATUSES = [301, 302] as const
export const REDIRECT_FROM_MAX = 500
export const REDIRECT_TO_MAX = 2000
export const REDIRECT_NOTE_MAX = 300
export const REDIRECT_PAGE_SIZE = 50

export const StorefrontRedirectSchema = v.object({
  id: v.number(),
  /** As typed (trimmed): `/promocao`, `/blog/*`, `/p?ref=insta`. */
  from_path: v.string(),
  /** A store path or an absolute http(s) address; `:splat` for a wildcard's rest. */
  to: v.string(),
  status: v.picklist(REDIRECT_STATUSES),
  active: v.boolean(),
  note: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type StorefrontRedirect = v.InferOutput<typeof StorefrontRedirectSchema>

/** The rule's fields, each with its own checks (the dialog's form reuses them). */
export const RedirectFieldsSchema = v.object({
  from_path: v.pipe(
    v.string(),
    v.trim(),
    required({ label: redirectLabels.from_path }),
    plainText({ label: redirectLabels.from_path }),
    length(0, REDIRECT_FROM_MAX, { label: redirectLabels.from_path }),
    v.check(
      (value) => fromPathProblem(value) !== 'fromFormat',
      (issue) => redirectText(issue.lang, 'fromFormat'),
    ),
    v.check(
      (value) => fromPathProblem(value) !== 'fromStar',
      (issue) => redirectText(issue.lang, 'fromStar'),
    ),
  ),
  to: v.pipe(
    v.string(),
    v.trim(),
    required({ label: redirectLabels.to }),
    plainText({ label: redirectLabels.to }),
    length(0, REDIRECT_TO_MAX, { label: redirectLabels.to }),
    v.check(
      (value) => targetProblem(value) === null,
      (issue) => redirectText(issue.lang, 'toFormat'),
    ),
  ),
  status: v.optional(
    v.pipe(
      v.number(),
      v.check(
        (value) => value === 301 || value === 302,
        (issue) => redirectText(issue.lang, 'statusChoice'),
      ),
      v.transform((value) => value as 301 | 302),
    ),
    301,
  ),
  active: v.optional(v.boolean(), true),
  note: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      plainText({ label: redirectLabels.note }),
      length(0, REDIRECT_NOTE_MAX, { label: redirectLabels.note }),
    ),
    '',
  ),
})

export const RedirectInputSchema = v.pipe(
  RedirectFieldsSchema,
  v.forward(
    v.check(
      (input) =>
        fromPathProblem(input.from_path) !== null ||
        parseFrom(input.from_path).wildcard ||
        !hasSplat(input.to),
      (issue) => redirectText(issue.lang, 'splatWithoutWildcard'),
    ),
    ['to'],
  ),
)
export type RedirectInput = v.InferInput<typeof RedirectInputSchema>
export type RedirectValues = v.InferOutput<typeof RedirectInputSchema>

/** GET …/redirects: by from-path in keyset pages. */
export const RedirectQuerySchema = v.object({
  /** Part of the from-path or the target, in any case. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  active: v.optional(v.picklist(['0', '1'])),
  status: v.optional(v.picklist(['301', '302'])),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(600))),
  limit: v.optional(queryInt(1, 200), REDIRECT_PAGE_SIZE),
})
export interface RedirectQuery {
  q?: string
  active?: '0' | '1'
  status?: '301' | '302'
  cursor?: string
  limit?: number
}
export type RedirectFilters = Omit<RedirectQuery, 'cursor' | 'limit'>

export const RedirectPageSchema = v.object({
  items: v.array(StorefrontRedirectSchema),
  next_cursor: v.nullable(v.string()),
  /** Every rule of the store (one count per store, kept with the rules' version). */
  total: v.number(),
})
export type RedirectPage = v.InferOutput<typeof RedirectPageSchema>

/** A chain longer than REDIRECT_CHAIN_WARN_HOPS, told when saving (the rule is saved). */
export const RedirectWarningSchema = v.object({
  message: v.string(),
  hops: v.number(),
  chain: v.array(v.string()),
})
export type RedirectWarning = v.InferOutput<typeof RedirectWarningSchema>

/** What a create or update answers: the rule, and a warning about a long chain if any. */
export const RedirectSavedSchema = v.object({
  rule: StorefrontRedirectSchema,
  warning: v.nullable(RedirectWarningSchema),
})
export type RedirectSaved = v.InferOutput<typeof RedirectSavedSchema>

/** The tester's question: a path (`/blog/x?a=1`) or a whole address (its host is ignored). */
export const RedirectTestInputSchema = v.object({
  url: v.pipe(
    v.string(),
    v.trim(),
    required({ label: redirectLabels.url }),
    plainText({ label: redirectLabels.url }),
    length(0, REDIRECT_TO_MAX, { label: redirectLabels.url }),
    v.check(
      (value) => value.startsWith('/') || /^https?:\/\/[^/\s]+/i.test(value),
      (issue) => redirectText(issue.lang, 'testAddress'),
    ),
  ),
})
export type RedirectTestInput = v.InferInput<typeof RedirectTestInputSchema>

/** GET …/redirects/resolve?path=… (the storefront's call). */
export const RedirectResolveQuerySchema = v.object({
  path: v.pipe(
    v.string(),
    v.trim(),
    required({ label: redirectLabels.path }),
    length(0, REDIRECT_TO_MAX, { label: redirectLabels.path }),
    v.check(
      (value) => value.startsWith('/'),
      (issue) => redirectText(issue.lang, 'testAddress'),
    ),
  ),
})

export const RedirectHopSchema = v.object({
  rule_id: v.number(),
  /** The rule's from-path as saved. */
  rule_from: v.string(),
  from: v.string(),
  to: v.string(),
  status: v.picklist(REDIRECT_STATUSES),
})
export type RedirectHop = v.InferOutput<typeof RedirectHopSchema>

/**
 * Where an address goes: the rule it hits first, every hop followed, and where the visitor
 * ends up (`location`, null when no rule hits) with the chain's status. `outcome` `loop` or
 * `endless` can only come from rules saved before a check existed or at once by two people.
 */
export const RedirectTraceSchema = v.object({
  /** The path asked, as compared (a whole address's host dropped). */
  path: v.string(),
  rule: v.nullable(StorefrontRedirectSchema),
  hops: v.array(RedirectHopSchema),
  location: v.nullable(v.string()),
  status: v.nullable(v.picklist(REDIRECT_STATUSES)),
  outcome: v.picklist(['none', 'end', 'loop', 'endless']),
  /** The sentence the tester shows. */
  message: v.string(),
})
export type RedirectTrace = v.InferOutput<typeof RedirectTraceSchema>

/** Rows a file may hold, and its size: a big store's whole rule set in one file. */
export const REDIRECT_IMPORT_MAX_ROWS = 50_000
export const REDIRECT_IMPORT_MAX_BYTES = 8 * 1024 * 1024
export const REDIRECT_IMPORT_ERRORS_LISTED = 500

export const RedirectImportReportSchema = v.object({
  dry_run: v.boolean(),
  encoding: v.picklist(['utf-8', 'latin1']),
  separator: v.picklist([',', ';']),
  unknown_columns: v.array(v.string()),
  rows: v.number(),
  valid: v.number(),
  invalid: v.number(),
  created: v.number(),
  errors_total: v.number(),
  /** Up to REDIRECT_IMPORT_ERRORS_LISTED problems, in file order; line null: the whole file. */
  errors: v.array(ImportIssueSchema),
  /** Chains longer than REDIRECT_CHAIN_WARN_HOPS the file makes (they do not stop it). */
  warnings: v.array(ImportIssueSchema),
})
export type RedirectImportReport = v.InferOutput<typeof RedirectImportReportSchema>

export interface RedirectImportOptions {
  dryRun: boolean
  signal?: AbortSignal
}

import {
  parseBody,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  RedirectImportReportSchema,
  RedirectInputSchema,
  RedirectPageSchema,
  RedirectQuerySchema,
  RedirectResolveQuerySchema,
  RedirectSavedSchema,
  RedirectTestInputSchema,
  RedirectTraceSchema,
  redirectError,
  redirectsCsv,
  traceRedirect,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { asc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { actorOf } from '../audit/write.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import { currentMatcher, matcherAt } from './cache.ts'
import { importRedirects, readRedirectFile } from './import.ts'
import { listRules, removeRule, saveRule } from './rules.ts'
import { toRule } from './rows.ts'
import { storefrontRedirects } from './schema.ts'

/** Who made a change, for the audit log. */
const actor = (c: Context<AppScopedEnv>) => actorOf(c.get('access').caller)

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['storefront redirects']

/** A check unless said otherwise, so a client that forgets writes nothing. */
const ImportQuerySchema = v.object({
  dry_run: v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false']), '1'),
    v.transform((value) => value === '1' || value === 'true'),
  ),
})

const MATCHING_NOTE =
  'Paths are compared decoded, case-insensitively, without a trailing slash. A from-path ending ' +
  'in `/*` matches its prefix and everything under it; `:splat` (or `*`) in the target takes what ' +
  'followed. Without `?` the request query is ignored and passed on (the target keeps its own ' +
  'parameters); with `?a=b` only requests carrying those parameters match, and they are not ' +
  'passed on. Exact beats wildcard, a longer prefix beats a shorter, more query parameters beat ' +
  'fewer. Chains are followed while targets are store paths (at most 10 hops); the final status ' +
  'is 301 only when every hop is. apps/server/src/storefront-redirects/README.md.'

const SAVE_NOTE =
  '`from_path` starts with `/` (one `/*` at the end for a wildcard; a query for parameter ' +
  'matching) and is unique per store as compared (409 on `from_path`). `to` is a store path or ' +
  'an absolute http(s) URL. An active rule whose chain comes back to an address already visited ' +
  '(or never ends) is refused with 422 on `to`, naming the chain, with the addresses in ' +
  '`data.chain`; a chain of more than 3 hops is saved and `warning` says so.'

/**
 * The storefront's redirect rules under the indexer service, with the catalogue:
 * `/apps/{appId}/redirects`. Layout read for the list, the tester, the export and the
 * storefront's resolve (an API token with layout read); write for changes and imports.
 */
export function storefrontRedirectsRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/redirects'
  const idOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw redirectError(404, lang, 'ruleNotFound')
    return id
  }
  const baseMatcher = (tx: typeof db, appId: number, version: number) =>
    matcherAt(db, tx, appId, version)

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's redirect rules, by from-path, in keyset pages",
      tags: TAGS,
      parameters: [
        queryParameter('q', 'Part of the from-path or the target, in any case'),
        queryParameter('active', '`1` active only, `0` inactive only'),
        queryParameter('status', '`301` or `302`'),
        queryParameter('cursor', 'The `next_cursor` of the page before'),
        queryParameter('limit', 'Rules per page, 1 to 200 (50)'),
      ],
      responses: { 200: jsonAnswer('One page of rules', RedirectPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(RedirectQuerySchema, c.req.query(), lang)
      return c.json(await listRules(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a redirect rule (loops refused, long chains warned)',
      description: `${SAVE_NOTE} ${MATCHING_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(RedirectInputSchema),
      responses: {
        201: jsonAnswer('The rule, and a warning about a long chain', RedirectSavedSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, RedirectInputSchema)
      const appId = c.get('access').app.id
      return c.json(await saveRule(deps, baseMatcher, appId, null, values, lang, actor(c)), 201)
    },
  )

  // The static paths come before `/:ruleId`.
  routes.get(
    `${base}/resolve`,
    ...appRoute(deps, READ, {
      summary: 'Where a storefront address goes (the storefront asks this, with an API token)',
      description:
        `The store's matcher is kept in memory per process and rebuilt when its rules version ` +
        `moves, so an answer costs about a microsecond plus one primary-key read. \`location\` ` +
        `is null when no rule hits; a chain is followed to its end. \`path\` defaults to \`/\`. ` +
        MATCHING_NOTE,
      tags: TAGS,
      parameters: [queryParameter('path', 'The path asked, with its query (`/blog/x?a=1`)')],
      responses: {
        200: jsonAnswer('The rule hit, the hops and the final address', RedirectTraceSchema),
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { path } = parseBody(
        RedirectResolveQuerySchema,
        { path: c.req.query('path') ?? '/' },
        lang,
      )
      const matcher = await currentMatcher(db, c.get('access').app.id)
      return c.json(traceRedirect(matcher, path, lang))
    },
  )

  routes.post(
    `${base}/test`,
    ...appRoute(deps, READ, {
      summary: 'Test an address against the rules (changes nothing)',
      description:
        'A path or a whole address (its scheme and host are dropped). Answers the rule hit ' +
        'first, every hop, the final address and status, and the sentence the panel shows ' +
        `("nenhuma regra" when none). Open at read: it computes and writes nothing. ${MATCHING_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(RedirectTestInputSchema),
      responses: {
        200: jsonAnswer('The trace', RedirectTraceSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { url } = await readJsonBody(c.req, lang, RedirectTestInputSchema)
      const matcher = await currentMatcher(db, c.get('access').app.id)
      return c.json(traceRedirect(matcher, url, lang))
    },
  )

  routes.post(
    `${base}/import`,
    // The file is limited while it is read (import.ts).
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Import redirect rules from a CSV file (check, or import all or nothing)',
      description:
        `The body is the file itself (up to ${REDIRECT_IMPORT_MAX_BYTES / 1024 / 1024} MB and ` +
        `${REDIRECT_IMPORT_MAX_ROWS} rows; UTF-8 with or without BOM, or Latin-1; comma or ` +
        'semicolon separated). Columns: de (from), para (to), status (301 | 302, blank 301), ' +
        'ativo (sim | não, blank sim), observacao (note) — accents, case and English aliases ' +
        'accepted. Each row is checked as the form is; a from-path repeated in the file or ' +
        "already in the store is a problem of its row, and so is a loop made by the file's " +
        "rules with the store's; chains over 3 hops are `warnings`. `dry_run=1` (the default) " +
        'writes nothing; `dry_run=0` creates every row in one transaction, or — when the file ' +
        'has any problem — none, answering 400 with the report in `data.report`.',
      tags: TAGS,
      parameters: [queryParameter('dry_run', '`1` (default): check only; `0`: import')],
      requestBody: {
        required: true,
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: jsonAnswer(
          'What the check found, or what the import created',
          RedirectImportReportSchema,
        ),
        ...errorAnswers(400, 413),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { dry_run: dryRun } = parseBody(ImportQuerySchema, c.req.query(), lang)
      const bytes = await readRedirectFile(c.req.raw, lang)
      return c.json(
        await importRedirects(deps, c.get('access').app.id, bytes, dryRun, lang, actor(c)),
      )
    },
  )

  routes.get(
    `${base}/export`,
    ...appRoute(deps, READ, {
      summary: 'Every redirect rule as CSV (what the import reads back)',
      tags: TAGS,
      responses: {
        200: {
          description: 'The CSV file (UTF-8 with BOM, semicolons)',
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    }),
    async (c) => {
      const rows = await db
        .select()
        .from(storefrontRedirects)
        .where(eq(storefrontRedirects.appId, c.get('access').app.id))
        .orderBy(asc(storefrontRedirects.fromKey))
      return c.body(redirectsCsv(rows.map(toRule)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="redirecionamentos.csv"',
      })
    },
  )

  routes.put(
    `${base}/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a redirect rule (loops refused, long chains warned)',
      description: `${SAVE_NOTE} Switching a rule on checks it again.`,
      tags: TAGS,
      params: ['ruleId'],
      requestBody: jsonBody(RedirectInputSchema),
      responses: {
        200: jsonAnswer('The rule, and a warning about a long chain', RedirectSavedSchema),
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('ruleId'), lang)
      const values = await readJsonBody(c.req, lang, RedirectInputSchema)
      const appId = c.get('access').app.id
      return c.json(await saveRule(deps, baseMatcher, appId, id, values, lang, actor(c)))
    },
  )

  routes.delete(
    `${base}/:ruleId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a redirect rule',
      tags: TAGS,
      params: ['ruleId'],
      responses: { 204: noContent, ...errorAnswers(404) },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeRule(
        deps,
        c.get('access').app.id,
        idOf(c.req.param('ruleId'), lang),
        lang,
        actor(c),
      )
      return c.body(null, 204)
    },
  )

  return routes
}

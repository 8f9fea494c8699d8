import {
  EfiCustomSchema,
  EfiRuleAnswerSchema,
  parseBody,
  SELLER_PAGE_SIZE,
  SELLER_STATUSES,
  SellerInputSchema,
  SELLER_IMPORT_MAX_BYTES,
  SELLER_IMPORT_MAX_ROWS,
  SellerImportReportSchema,
  SellerPageSchema,
  SellerQuerySchema,
  SellerPartsPageSchema,
  SellerPartsQuerySchema,
  SellerReleaseSchema,
  SellerSchema,
  splitError,
  SplitGatewayListSchema,
  SPLIT_GATEWAY_TYPES,
  SplitRuleCurrentSchema,
  SplitRuleHistoryQuerySchema,
  SplitRuleHistorySchema,
  SplitRuleSaveQuerySchema,
  SplitRuleSavedSchema,
  SplitRuleSchema,
  splitRuleSchemaOf,
  SplitRuleVersionSchema,
  type SplitText,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../openapi/describe.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import { idempotent } from '../idempotency/idempotent.ts'
import { listSplitGateways, splitGatewayOf } from './gateways.ts'
import { importSellers, readSellerFile } from './import.ts'
import { sellerScopeOf } from './seller-scope.ts'
import { sellerBalances, sellerParts } from './postings/parts.ts'
import { releaseSellerNow } from './postings/release.ts'
import {
  currentRule,
  efiCustomRule,
  ruleHistory,
  ruleVersion,
  saveEfiCustomRule,
  saveRule,
} from './rules.ts'
import {
  createSeller,
  getSeller,
  listSellers,
  SELLER_ENTITY,
  setSellerSuspended,
  updateSeller,
} from './sellers.ts'

/** The sellers' import: a check unless said otherwise, so a client that forgets writes nothing. */
const SellerImportQuerySchema = v.object({
  dry_run: v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false']), '1'),
    v.transform((value) => value === '1' || value === 'true'),
  ),
})

const READ = { area: 'payments', level: 'read' } as const
/** Reads a seller signed in may make too, answered with its own records only (seller-scope.ts). */
const SELLER_READ = { ...READ, role: '__seller' } as const
const WRITE = { area: 'payments', level: 'write' } as const
const TAGS = ['split']

/** An id from the path; anything that is no id reads "not found" with the thing's own words. */
function idOf(raw: string | undefined, lang: Lang, notFound: SplitText): number {
  const id = parseId(raw)
  if (id === undefined) throw splitError(404, lang, notFound)
  return id
}

const GATEWAY_NOTE =
  `Only gateways that split: ${SPLIT_GATEWAY_TYPES.join(', ')} (voucher payments go only to the ` +
  'accredited store, and a custom method’s money never passes through a provider); any other ' +
  'gateway, or another store’s, is a 404.'

const SELLER_NOTE =
  '`document`: a CPF or CNPJ (punctuation optional; stored normalised), once per gateway (409 on ' +
  '`document`). `payout`: `{ kind: "bank_account", bank_code (3-digit FEBRABAN), agency (up to ' +
  '4 digits), agency_digit (optional), account (up to 12 digits), account_digit (a digit or X), ' +
  'account_type (checking | savings) }` or `{ kind: "pix", pix_key }`. `provider_account`: the ' +
  'seller’s account number at the provider (digits), optional, once per gateway; the ' +
  '`eficustom` format names receivers by it.'

const RULE_NOTE =
  'The body is the rule (SplitRuleSchema; a static-pix gateway takes fixed shares only and no ' +
  '`overrides`): `shares` (1 to 20, each `{ seller_id, kind: "percent", basis_points }` or ' +
  '`{ seller_id, kind: "fixed", cents }`), `fee_payer`, `remainder_taker`, ' +
  '`chargeback_liability` (merchant by default) and per-payment-type `overrides`. Every seller ' +
  'named must be the gateway’s (`sellerUnknown`) and active (`sellerNotActive`), said at the ' +
  'share’s `seller_id`. `?base_version=N` (0: none yet) refuses with 409 when another version ' +
  'was saved since N. A new version answers 201; the rule in force sent again makes none (200, ' +
  '`created: false`). Saves of one gateway run one at a time, so versions are 1, 2, 3… without ' +
  'gaps or repeats.'

/**
 * Split payments (payments service), guarded by the payments level: read for reads, write for
 * changes. Everything hangs from one gateway of the store that splits (gateways.ts).
 */
export function splitRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const gatewayPath = '/apps/:appId/split/gateways/:gatewayId'
  const sellersPath = `${gatewayPath}/sellers`
  const sellerPath = `${sellersPath}/:sellerId`
  const rulePath = `${gatewayPath}/rule`
  const gatewayIdOf = (raw: string | undefined, lang: Lang) =>
    idOf(raw, lang, 'splitGatewayNotFound')
  const sellerIdOf = (raw: string | undefined, lang: Lang) => idOf(raw, lang, 'sellerNotFound')

  routes.get(
    '/apps/:appId/split/gateways',
    ...appRoute(deps, SELLER_READ, {
      summary: "The store's gateways that split payments",
      description:
        `Oldest first, each with its sellers (all, and active) and the rule version in force ` +
        `(null until one is saved). ${GATEWAY_NOTE}`,
      tags: TAGS,
      responses: { 200: jsonAnswer('The gateways', SplitGatewayListSchema) },
    }),
    async (c) => {
      const access = c.get('access')
      return c.json(await listSplitGateways(db, access.app.id, sellerScopeOf(access)))
    },
  )

  routes.get(
    sellersPath,
    ...appRoute(deps, SELLER_READ, {
      summary: "A gateway's sellers, newest first, in keyset pages",
      description: `Pass \`next_cursor\` back as \`cursor\` for the next page. ${GATEWAY_NOTE}`,
      tags: TAGS,
      params: ['gatewayId'],
      parameters: [
        queryParameter('q', 'Words starting words of the name, or the start of the CPF/CNPJ'),
        queryParameter('status', `One of ${SELLER_STATUSES.join(', ')}`),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Sellers per page: 1 to 100, ${SELLER_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', SellerPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const query = parseBody(SellerQuerySchema, c.req.query(), lang)
      const access = c.get('access')
      return c.json(
        await listSellers(db, access.app.id, gatewayId, query, lang, sellerScopeOf(access)),
      )
    },
  )

  routes.post(
    sellersPath,
    ...appRoute(deps, WRITE, {
      summary: 'Register a seller of a gateway',
      description:
        `${SELLER_NOTE} On a sandbox gateway the seller is verified at once (active); a real ` +
        'provider would leave it pending_verification until it checks the seller.',
      tags: TAGS,
      params: ['gatewayId'],
      requestBody: jsonBody(SellerInputSchema),
      responses: {
        201: jsonAnswer('The seller', SellerSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const values = await readJsonBody(c.req, lang, SellerInputSchema)
      return c.json(await createSeller(deps, c.get('access'), gatewayId, values, lang), 201)
    },
  )

  routes.post(
    `${sellersPath}/import`,
    // The file (up to SELLER_IMPORT_MAX_BYTES) is limited while it is read (import.ts).
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Import sellers from a CSV file (check, or import all or nothing)',
      description:
        `The body is the file itself (up to ${SELLER_IMPORT_MAX_BYTES / 1024 / 1024} MB and ` +
        `${SELLER_IMPORT_MAX_ROWS} rows; UTF-8 with or without BOM, or Latin-1; comma or ` +
        'semicolon separated). Columns: nome, documento, email, tipo_recebimento (conta | pix), ' +
        'banco, agencia, digito_agencia, conta, digito, tipo_conta (corrente | poupanca), ' +
        'chave_pix, conta_provedor — accents, case and English aliases accepted. Each row is ' +
        'checked as the seller form is; a CPF/CNPJ or provider account repeated in the file or ' +
        'already registered on the gateway is a problem of its row. `dry_run=1` (the default) ' +
        'writes nothing and answers the report; `dry_run=0` creates every row in one ' +
        'transaction, or — when the file has any problem — none, answering 400 with the report ' +
        `in \`data.report\`. Answered at once (no job): sellers are few. ${GATEWAY_NOTE}`,
      tags: TAGS,
      params: ['gatewayId'],
      parameters: [queryParameter('dry_run', '`1` (default): check only; `0`: import')],
      requestBody: {
        required: true,
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: jsonAnswer(
          'What the check found, or what the import created',
          SellerImportReportSchema,
        ),
        ...errorAnswers(400, 413),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const { dry_run: dryRun } = parseBody(SellerImportQuerySchema, c.req.query(), lang)
      const bytes = await readSellerFile(c.req.raw, lang)
      return c.json(await importSellers(deps, c.get('access'), gatewayId, bytes, dryRun, lang))
    },
  )

  routes.get(
    sellerPath,
    ...appRoute(deps, SELLER_READ, {
      summary: 'One seller of a gateway',
      tags: TAGS,
      params: ['gatewayId', 'sellerId'],
      responses: { 200: jsonAnswer('The seller', SellerSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const sellerId = sellerIdOf(c.req.param('sellerId'), lang)
      const access = c.get('access')
      return c.json(
        await getSeller(db, access.app.id, gatewayId, sellerId, lang, sellerScopeOf(access)),
      )
    },
  )

  routes.put(
    sellerPath,
    ...appRoute(deps, WRITE, {
      summary: "Replace a seller's details",
      description: `${SELLER_NOTE} The status is left as it is (suspend and reactivate change it).`,
      tags: TAGS,
      params: ['gatewayId', 'sellerId'],
      requestBody: jsonBody(SellerInputSchema),
      responses: {
        200: jsonAnswer('The seller', SellerSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const sellerId = sellerIdOf(c.req.param('sellerId'), lang)
      const values = await readJsonBody(c.req, lang, SellerInputSchema)
      return c.json(await updateSeller(deps, c.get('access'), gatewayId, sellerId, values, lang))
    },
  )

  for (const [action, suspended] of [
    ['suspend', true],
    ['reactivate', false],
  ] as const) {
    routes.post(
      `${sellerPath}/${action}`,
      ...appRoute(deps, WRITE, {
        summary: suspended ? 'Suspend a seller' : 'Reactivate a suspended seller',
        description: suspended
          ? 'A suspended seller stays in the history but can no longer enter a rule (a save naming ' +
            'it is refused with `sellerNotActive`). Suspending again changes nothing. No body.'
          : 'Back to active when the provider had verified it, to pending_verification otherwise; ' +
            'a seller that is not suspended is left as it is. No body.',
        tags: TAGS,
        params: ['gatewayId', 'sellerId'],
        responses: { 200: jsonAnswer('The seller', SellerSchema) },
      }),
      async (c) => {
        const lang = c.get('lang')
        const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
        const sellerId = sellerIdOf(c.req.param('sellerId'), lang)
        const access = c.get('access')
        return c.json(await setSellerSuspended(deps, access, gatewayId, sellerId, suspended, lang))
      },
    )
  }

  routes.get(
    rulePath,
    ...appRoute(deps, READ, {
      summary: "A gateway's split rule in force",
      description:
        '`variant` says which schema the rule is written with (`static-pix`: fixed shares only); ' +
        '`current` is the newest version with what changed from the one before, null until a ' +
        `rule is saved. ${GATEWAY_NOTE}`,
      tags: TAGS,
      params: ['gatewayId'],
      responses: { 200: jsonAnswer('The rule', SplitRuleCurrentSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      return c.json(await currentRule(db, c.get('access').app.id, gatewayId, lang))
    },
  )

  routes.put(
    rulePath,
    ...appRoute(deps, WRITE, {
      summary: "Save a gateway's split rule as its next version",
      description: RULE_NOTE,
      tags: TAGS,
      params: ['gatewayId'],
      parameters: [
        queryParameter('base_version', 'The version the rule was edited from (0: none)'),
      ],
      requestBody: jsonBody(SplitRuleSchema),
      responses: {
        200: jsonAnswer('The rule in force was sent again: no version made', SplitRuleSavedSchema),
        201: jsonAnswer('The new version', SplitRuleSavedSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const access = c.get('access')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const { base_version } = parseBody(SplitRuleSaveQuerySchema, c.req.query(), lang)
      const gateway = await splitGatewayOf(db, access.app.id, gatewayId, lang)
      const rule = await readJsonBody(c.req, lang, splitRuleSchemaOf(gateway.type))
      const saved = await saveRule(deps, access, gateway, rule, base_version, lang)
      return c.json(saved, saved.created ? 201 : 200)
    },
  )

  routes.get(
    `${rulePath}/versions`,
    ...appRoute(deps, READ, {
      summary: "Every version of a gateway's split rule, newest first",
      description:
        'Each with who saved it, when, and what changed from the version before (`changes`, and ' +
        '`summary` in the request’s language). Keyset pages: pass `next_cursor` back as `cursor`.',
      tags: TAGS,
      params: ['gatewayId'],
      parameters: [queryParameter('cursor', 'The next_cursor of the previous page')],
      responses: { 200: jsonAnswer('One page', SplitRuleHistorySchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const { cursor } = parseBody(SplitRuleHistoryQuerySchema, c.req.query(), lang)
      return c.json(await ruleHistory(db, c.get('access').app.id, gatewayId, cursor, lang))
    },
  )

  routes.get(
    `${rulePath}/versions/:version`,
    ...appRoute(deps, READ, {
      summary: "One version of a gateway's split rule",
      description: 'What a payment split with this version was split by.',
      tags: TAGS,
      params: ['gatewayId', 'version'],
      responses: { 200: jsonAnswer('The version', SplitRuleVersionSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const version = idOf(c.req.param('version'), lang, 'ruleVersionNotFound')
      return c.json(await ruleVersion(db, c.get('access').app.id, gatewayId, version, lang))
    },
  )

  routes.get(
    `${rulePath}/eficustom`,
    ...appRoute(deps, READ, {
      summary: "A gateway's split rule in force, in the eficustom format",
      description:
        'The format is documented in the contract (split/eficustom.ts). `config` is null with ' +
        'a `message` when the rule cannot be written in it (per-payment-type shares, a seller ' +
        'without `provider_account`), and with `version` null when there is no rule yet.',
      tags: TAGS,
      params: ['gatewayId'],
      responses: { 200: jsonAnswer('The rule in the format', EfiRuleAnswerSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      return c.json(await efiCustomRule(db, c.get('access').app.id, gatewayId, lang))
    },
  )

  routes.put(
    `${rulePath}/eficustom`,
    ...appRoute(deps, WRITE, {
      summary: "Save a gateway's split rule written in the eficustom format",
      description:
        'The body is an eficustom rule set (split/eficustom.ts): receivers by `favorecido.conta`, ' +
        'each a seller’s `provider_account` on this gateway. Converted to a rule and saved as ' +
        'PUT …/rule does (same checks, `base_version`, answers).',
      tags: TAGS,
      params: ['gatewayId'],
      parameters: [
        queryParameter('base_version', 'The version the rule was edited from (0: none)'),
      ],
      requestBody: jsonBody(EfiCustomSchema),
      responses: {
        200: jsonAnswer('The rule in force was sent again: no version made', SplitRuleSavedSchema),
        201: jsonAnswer('The new version', SplitRuleSavedSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const access = c.get('access')
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const { base_version } = parseBody(SplitRuleSaveQuerySchema, c.req.query(), lang)
      const gateway = await splitGatewayOf(db, access.app.id, gatewayId, lang)
      const config = await readJsonBody(c.req, lang, EfiCustomSchema)
      const saved = await saveEfiCustomRule(deps, access, gateway, config, base_version, lang)
      return c.json(saved, saved.created ? 201 : 200)
    },
  )

  routes.get(
    `${sellerPath}/parts`,
    ...appRoute(deps, SELLER_READ, {
      summary: "A seller's parts of the split payments, newest first, and its balances",
      description:
        'Each part: the payment, when its money came in, gross, fee, net and rounding centavos, ' +
        'what refunds took back, its status (pending until `release_at`, released, reversed) ' +
        'and the rule version. `balances` are the ledger’s (`seller_pending:<id>`, ' +
        '`seller_available:<id>`; available below zero is a debt to the store). Keyset pages.',
      tags: TAGS,
      params: ['gatewayId', 'sellerId'],
      parameters: [queryParameter('cursor', 'The next_cursor of the previous page')],
      responses: { 200: jsonAnswer('One page', SellerPartsPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const appId = c.get('access').app.id
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const sellerId = sellerIdOf(c.req.param('sellerId'), lang)
      const { cursor } = parseBody(SellerPartsQuerySchema, c.req.query(), lang)
      await getSeller(db, appId, gatewayId, sellerId, lang, sellerScopeOf(c.get('access')))
      return c.json(await sellerParts(db, appId, sellerId, cursor, lang))
    },
  )

  routes.post(
    `${sellerPath}/release`,
    ...appRoute(deps, WRITE, {
      summary: "Release a seller's pending parts now",
      description:
        'Every pending part of the seller moves to its available balance now, before its ' +
        '`release_at` (journal `split_release`). Nothing pending releases nothing. No body; an ' +
        '`Idempotency-Key` replays the first answer.',
      tags: TAGS,
      params: ['gatewayId', 'sellerId'],
      responses: { 200: jsonAnswer('What was released', SellerReleaseSchema) },
    }),
    idempotent(deps),
    async (c) => {
      const lang = c.get('lang')
      const access = c.get('access')
      const appId = access.app.id
      const gatewayId = gatewayIdOf(c.req.param('gatewayId'), lang)
      const sellerId = sellerIdOf(c.req.param('sellerId'), lang)
      const seller = await getSeller(db, appId, gatewayId, sellerId, lang)
      const now = deps.clock.now()
      const released = await releaseSellerNow(db, appId, sellerId, now)
      if (released.parts > 0) {
        await writeAudit(db, appId, actorOf(access.caller), now, {
          area: 'payments',
          action: 'update',
          entity: SELLER_ENTITY,
          entityId: sellerId,
          label: seller.name,
          changes: { released_cents: { before: null, after: released.cents } },
        })
      }
      return c.json({
        released_parts: released.parts,
        released_cents: released.cents,
        balances: await sellerBalances(db, appId, sellerId),
      })
    },
  )

  return routes
}

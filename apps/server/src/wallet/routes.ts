import {
  parseBody,
  PAYOUT_KINDS,
  PAYOUT_STATUSES,
  PayoutPageSchema,
  PayoutQuerySchema,
  PayoutSchema,
  SANDBOX_FAILING_ACCOUNT_SUFFIX,
  SANDBOX_FAILING_PIX_KEY,
  STATEMENT_KINDS,
  StatementPageSchema,
  StatementQuerySchema,
  SUPPLIER_CATEGORIES,
  SupplierInputSchema,
  SupplierPageSchema,
  SupplierPaymentInputSchema,
  SupplierQuerySchema,
  SupplierSchema,
  WALLET_CARD_RELEASE_DAYS,
  WALLET_PAGE_SIZE,
  WalletBalanceSchema,
  WalletEnableInputSchema,
  walletError,
  WalletSettingsInputSchema,
  WalletSettingsSchema,
  WithdrawalInputSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { streamedAnswer } from '../http/streamed.ts'
import { IDEMPOTENCY_HEADER, idempotent } from '../idempotency/idempotent.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../openapi/describe.ts'
import { storeToday } from '../time/store-time.ts'
import { balanceNow } from './balance.ts'
import { listPayouts, requestSupplierPayment, requestWithdrawal } from './payouts.ts'
import { saveWalletSettings, setWalletEnabled, walletSettings } from './settings.ts'
import { statementLines, statementPage } from './statement.ts'
import { STATEMENT_EXPORT_PAGE_SIZE, statementCsvStream } from './statement-csv.ts'
import {
  createSupplier,
  getSupplier,
  listSuppliers,
  setSupplierArchived,
  updateSupplier,
} from './suppliers.ts'

/** Payments read or write; the wallet administrator's role (`__wallet`) is enough for both. */
const READ = { area: 'payments', level: 'read', role: '__wallet' } as const
const WRITE = { area: 'payments', level: 'write', role: '__wallet' } as const
const TAGS = ['wallet']

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header' as const,
  required: true,
  description:
    'One key per intent (a UUID): the same key and body answer the first answer again ' +
    '(`Idempotent-Replayed: true`) and pay nothing twice; the same key with another body is a ' +
    '422; while the first request runs, a 409. Keys are kept a day.',
  schema: { type: 'string' as const },
}

const DESTINATION_NOTE =
  '`destination`: `{ kind: "bank_account", bank_code (3-digit FEBRABAN), agency, agency_digit ' +
  '(optional), account, account_digit, account_type (checking | savings) }` or `{ kind: "pix", ' +
  `pix_key }\`. In the sandbox, the pix key \`${SANDBOX_FAILING_PIX_KEY}\` and accounts ending ` +
  `in ${SANDBOX_FAILING_ACCOUNT_SUFFIX} fail when the transfer settles (the money returns).`

const PAYOUT_NOTE =
  'Checked under the wallet’s lock, so parallel requests never spend the same money: 409 ' +
  '`walletDisabled` while the wallet is off; 422 on `amount_cents` under the minimum ' +
  '(`belowMinimum`) or over the available balance (`overAvailable`), each saying the figure. ' +
  'The money moves from available to in transit at once (journal `payout`, reference ' +
  '`payout:<id>`) and the payout answers `in_transit`; when the provider confirms it becomes ' +
  '`paid_out` (`payout_paid`), or `failed` with the money back in available (`payout_returned`).'

const StatementFiltersSchema = v.omit(StatementQuerySchema, ['cursor', 'limit'])
const SupplierArchivedInputSchema = v.object({ archived: v.boolean() })

const STATEMENT_FILTERS = [
  queryParameter('from', 'Lines of this day (YYYY-MM-DD, São Paulo) or later'),
  queryParameter('to', 'Lines of this day (YYYY-MM-DD, São Paulo) or earlier'),
  queryParameter('kind', `One of ${STATEMENT_KINDS.join(', ')}`),
  queryParameter('direction', '`in` (money in) or `out` (money out)'),
]

/**
 * The store's wallet (payments service, `/apps/{appId}/wallet`): its settings, balance and
 * statement from the ledger, payouts and suppliers. Static paths come before `:supplierId`.
 */
export function walletRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/wallet'
  const suppliers = `${base}/suppliers`
  const supplier = `${suppliers}/:supplierId`
  const once = idempotent(deps, { required: true })
  const supplierIdOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw walletError(404, lang, 'supplierNotFound')
    return id
  }

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's wallet: on or off, limits and withdrawal destination",
      description:
        'Off with the default limits until the store changes them. `withdrawn_today_cents`: ' +
        'what today’s withdrawals (São Paulo’s day; failed ones excluded) used of the daily cap.',
      tags: TAGS,
      responses: { 200: jsonAnswer('The settings', WalletSettingsSchema) },
    }),
    async (c) => c.json(await walletSettings(deps, c.get('access').app.id)),
  )

  routes.put(
    `${base}/settings`,
    ...appRoute(deps, WRITE, {
      summary: "Save the wallet's limits and withdrawal destination",
      description: `Audited. ${DESTINATION_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(WalletSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', WalletSettingsSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), WalletSettingsInputSchema)
      return c.json(await saveWalletSettings(deps, c.get('access'), values))
    },
  )

  routes.put(
    `${base}/enabled`,
    ...appRoute(deps, WRITE, {
      summary: 'Enable or disable the wallet',
      description:
        'Audited. Disabling is refused with 409 `walletNotEmpty` while any money is available, ' +
        'pending or in transit; its `data` is the balance.',
      tags: TAGS,
      requestBody: jsonBody(WalletEnableInputSchema),
      responses: {
        200: jsonAnswer('The settings', WalletSettingsSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { enabled } = await readJsonBody(c.req, lang, WalletEnableInputSchema)
      return c.json(await setWalletEnabled(deps, c.get('access'), enabled, lang))
    },
  )

  routes.get(
    `${base}/balance`,
    ...appRoute(deps, READ, {
      summary: "The wallet's balance, from the ledger",
      description:
        '`available_cents` (merchant_available), `pending_cents` (merchant_pending), ' +
        '`blocked_cents` (wallet_in_transit: payouts not confirmed yet), and `releases`: the ' +
        'pending money by expected release day — a card payment’s authorisation or capture day ' +
        `+ ${WALLET_CARD_RELEASE_DAYS} days (today when past).`,
      tags: TAGS,
      responses: { 200: jsonAnswer('The balance', WalletBalanceSchema) },
    }),
    async (c) => c.json(await balanceNow(db, c.get('access').app.id, clock.now())),
  )

  routes.get(
    `${base}/statement`,
    ...appRoute(deps, READ, {
      summary: "The wallet's statement, newest first, in keyset pages",
      description:
        'One line per journal that moved the available money, signed (in positive, out ' +
        'negative). Pass `next_cursor` back as `cursor` for the next page.',
      tags: TAGS,
      parameters: [
        ...STATEMENT_FILTERS,
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Lines per page: 1 to 100, ${WALLET_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', StatementPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(StatementQuerySchema, c.req.query(), lang)
      return c.json(await statementPage(db, c.get('access').app.id, query, lang))
    },
  )

  routes.get(
    `${base}/statement.csv`,
    ...appRoute(deps, READ, {
      summary: "Every line of the wallet's statement matching the filters, as a CSV file",
      description:
        'The statement’s filters, newest first, streamed: UTF-8 with BOM, semicolon separated, ' +
        'amounts as 1.234,56, Portuguese headers, dates in São Paulo.',
      tags: TAGS,
      parameters: STATEMENT_FILTERS,
      responses: {
        200: {
          description: 'The CSV file',
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(StatementFiltersSchema, c.req.query(), lang)
      const appId = c.get('access').app.id
      const stream = statementCsvStream((before) =>
        statementLines(db, appId, filters, before, STATEMENT_EXPORT_PAGE_SIZE, 'pt-BR'),
      )
      return streamedAnswer(c, stream, {
        logger,
        event: 'wallet.statement_export_failed',
        fields: { app_id: appId },
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="extrato-${storeToday(clock.now())}.csv"`,
        },
      })
    },
  )

  routes.post(
    `${base}/withdrawals`,
    ...appRoute(deps, WRITE, {
      summary: "Withdraw to the store's registered destination",
      description:
        `${PAYOUT_NOTE} Also 409 \`noDestination\` when no destination is registered, and 422 ` +
        '`overDailyCap` (with what is left today) past the daily cap, São Paulo’s day.',
      tags: TAGS,
      parameters: [IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(WithdrawalInputSchema),
      responses: {
        201: jsonAnswer('The withdrawal', PayoutSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    once,
    async (c) => {
      const lang = c.get('lang')
      const { amount_cents } = await readJsonBody(c.req, lang, WithdrawalInputSchema)
      const key = c.req.header(IDEMPOTENCY_HEADER)!
      return c.json(await requestWithdrawal(deps, c.get('access'), amount_cents, key, lang), 201)
    },
  )

  routes.get(
    `${base}/payouts`,
    ...appRoute(deps, READ, {
      summary: 'Withdrawals and supplier payments, newest first, in keyset pages',
      tags: TAGS,
      parameters: [
        queryParameter('kind', `One of ${PAYOUT_KINDS.join(', ')}`),
        queryParameter('status', `One of ${PAYOUT_STATUSES.join(', ')}`),
        queryParameter('supplier_id', 'One supplier’s payments'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Payouts per page: 1 to 100, ${WALLET_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', PayoutPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(PayoutQuerySchema, c.req.query(), lang)
      return c.json(await listPayouts(db, c.get('access').app.id, query, lang))
    },
  )

  routes.get(
    suppliers,
    ...appRoute(deps, READ, {
      summary: "The store's suppliers, newest first, in keyset pages",
      description: 'Archived suppliers only with `archived=true`.',
      tags: TAGS,
      parameters: [
        queryParameter('q', 'Words starting words of the name, or the start of the CPF/CNPJ'),
        queryParameter('category', `One of ${SUPPLIER_CATEGORIES.join(', ')}`),
        queryParameter('archived', '`true`: the archived ones; `false` (default): the others'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Suppliers per page: 1 to 100, ${WALLET_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', SupplierPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(SupplierQuerySchema, c.req.query(), lang)
      return c.json(await listSuppliers(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    suppliers,
    ...appRoute(deps, WRITE, {
      summary: 'Register a supplier',
      description: `A CPF or CNPJ once per store (409 on \`document\`). Audited. ${DESTINATION_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(SupplierInputSchema),
      responses: {
        201: jsonAnswer('The supplier', SupplierSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, SupplierInputSchema)
      return c.json(await createSupplier(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.get(
    supplier,
    ...appRoute(deps, READ, {
      summary: 'One supplier, with what was paid to it',
      tags: TAGS,
      params: ['supplierId'],
      responses: { 200: jsonAnswer('The supplier', SupplierSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = supplierIdOf(c.req.param('supplierId'), lang)
      return c.json(await getSupplier(db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    supplier,
    ...appRoute(deps, WRITE, {
      summary: "Replace a supplier's details",
      description: `Audited. ${DESTINATION_NOTE} Payments already made keep their destination.`,
      tags: TAGS,
      params: ['supplierId'],
      requestBody: jsonBody(SupplierInputSchema),
      responses: {
        200: jsonAnswer('The supplier', SupplierSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = supplierIdOf(c.req.param('supplierId'), lang)
      const values = await readJsonBody(c.req, lang, SupplierInputSchema)
      return c.json(await updateSupplier(deps, c.get('access'), id, values, lang))
    },
  )

  routes.put(
    `${supplier}/archived`,
    ...appRoute(deps, WRITE, {
      summary: 'Archive or unarchive a supplier',
      description:
        'An archived supplier stays in the history and cannot be paid (409 `supplierArchived`).',
      tags: TAGS,
      params: ['supplierId'],
      requestBody: jsonBody(SupplierArchivedInputSchema),
      responses: {
        200: jsonAnswer('The supplier', SupplierSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = supplierIdOf(c.req.param('supplierId'), lang)
      const { archived } = await readJsonBody(c.req, lang, SupplierArchivedInputSchema)
      return c.json(await setSupplierArchived(deps, c.get('access'), id, archived, lang))
    },
  )

  routes.post(
    `${supplier}/payments`,
    ...appRoute(deps, WRITE, {
      summary: 'Pay a supplier from the available balance',
      description:
        `${PAYOUT_NOTE} To the supplier’s own destination; 404 for another store’s supplier, ` +
        '409 `supplierArchived` for an archived one. No daily cap (it is the withdrawals’).',
      tags: TAGS,
      params: ['supplierId'],
      parameters: [IDEMPOTENCY_PARAMETER],
      requestBody: jsonBody(SupplierPaymentInputSchema),
      responses: {
        201: jsonAnswer('The payment', PayoutSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    once,
    async (c) => {
      const lang = c.get('lang')
      const id = supplierIdOf(c.req.param('supplierId'), lang)
      const values = await readJsonBody(c.req, lang, SupplierPaymentInputSchema)
      const key = c.req.header(IDEMPOTENCY_HEADER)!
      const access = c.get('access')
      return c.json(await requestSupplierPayment(deps, access, id, values, key, lang), 201)
    },
  )

  return routes
}

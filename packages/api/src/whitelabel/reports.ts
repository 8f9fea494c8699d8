import * as v from 'valibot'

/*
 * The reseller's stores ("painéis") with their figures over a period (`/whitelabel/reports/
 * panels`, `/whitelabel/panels/{panelId}`). Approved payments are those whose money came in
 * (paid_at) inside the period, in São Paulo days; amounts are the captured centavos, fees the
 * gateway fees charged on them.
 */

export const PANEL_STATUSES = ['all', 'active', 'inactive'] as const
export type PanelStatusFilter = (typeof PANEL_STATUSES)[number]
export const PANEL_PAGE_SIZE = 25

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const day = v.pipe(
  v.string(),
  v.regex(DAY, (issue) => (issue.lang === 'en' ? 'Enter a date.' : 'Informe uma data.')),
  v.check(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) &&
      value >= '2000-01-01' &&
      value <= '2999-12-31',
    (issue) => (issue.lang === 'en' ? 'Enter a valid date.' : 'Informe uma data válida.'),
  ),
)

/** The filters of the list and the CSV (query string). Dates are inclusive. */
export const PanelReportQuerySchema = v.pipe(
  v.object({
    from: day,
    to: day,
    status: v.optional(v.picklist(PANEL_STATUSES), 'all'),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
    page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), '1'),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from <= input.to,
      (issue) =>
        issue.lang === 'en'
          ? 'The end comes before the start.'
          : 'A data final é anterior à inicial.',
    ),
    ['to'],
  ),
)
export type PanelReportQuery = v.InferInput<typeof PanelReportQuerySchema>

export const PanelFiguresSchema = v.object({
  approved_count: v.number(),
  approved_cents: v.number(),
  fees_cents: v.number(),
})
export type PanelFigures = v.InferOutput<typeof PanelFiguresSchema>

export const PanelRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  active: v.boolean(),
  owner_email: v.string(),
  ...PanelFiguresSchema.entries,
})
export type PanelRow = v.InferOutput<typeof PanelRowSchema>

/** GET /whitelabel/reports/panels. */
export const PanelReportSchema = v.object({
  items: v.array(PanelRowSchema),
  page: v.number(),
  page_size: v.number(),
  /** Stores matching the filters (a reseller has hundreds, not millions: counted exactly). */
  total: v.number(),
  /** Across every store matching the filters, not only this page. */
  totals: v.object({ stores: v.number(), active: v.number(), ...PanelFiguresSchema.entries }),
})
export type PanelReport = v.InferOutput<typeof PanelReportSchema>

/** GET /whitelabel/panels/{panelId}?from&to: one store, day by day. */
export const PanelDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  active: v.boolean(),
  owner: v.object({ name: v.string(), email: v.string() }),
  days: v.array(v.object({ date: v.string(), ...PanelFiguresSchema.entries })),
  totals: PanelFiguresSchema,
})
export type PanelDetail = v.InferOutput<typeof PanelDetailSchema>

/** A store's days: at most a year and a day, one row each. */
export const PANEL_DETAIL_MAX_DAYS = 366

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

export const PanelDetailQuerySchema = v.pipe(
  v.object({ from: day, to: day }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => daysBetween(input.from, input.to) <= PANEL_DETAIL_MAX_DAYS,
      (issue) =>
        issue.lang === 'en' ? 'Choose at most 366 days.' : 'Escolha um período de até 366 dias.',
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from <= input.to,
      (issue) =>
        issue.lang === 'en'
          ? 'The end comes before the start.'
          : 'A data final é anterior à inicial.',
    ),
    ['to'],
  ),
)

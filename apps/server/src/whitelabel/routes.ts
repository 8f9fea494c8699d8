import {
  HEADERS,
  PanelDetailQuerySchema,
  PanelDetailSchema,
  PanelReportQuerySchema,
  PanelReportSchema,
  parseBody,
  PlatformListSchema,
  ResellerManagerInviteSchema,
  ResellerManagerListSchema,
  ResellerManagerSchema,
  ResellerSettingsInputSchema,
  ResellerSettingsSchema,
  SmtpSettingsInputSchema,
  SmtpSettingsSchema,
  SmtpVerifyResultSchema,
  WhitelabelLookupSchema,
  WhitelabelSchema,
} from '@vitrine/api'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { tokenOf } from '../access/caller.ts'
import { parseId } from '../access/require-access.ts'
import { findActiveSession } from '../identity/sessions.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { streamedAnswer } from '../http/streamed.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
  queryParameter,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { storeToday } from '../time/store-time.ts'
import { requireResellerManager, type ResellerAreaEnv } from './area.ts'
import { inviteManager, isManagerOf, listManagers, removeManager } from './managers.ts'
import { PLATFORMS } from './platforms.ts'
import { panelCsv, panelDetail, panelReport } from './reports.ts'
import { findResellerByDomain, toWhitelabel } from './resellers.ts'
import { getSettings, saveSettings } from './settings.ts'
import {
  getResellerSmtp,
  removeResellerSmtp,
  saveResellerSmtp,
  verifyResellerSmtp,
} from './smtp.ts'
import { resellerError } from './texts.ts'

/** The platforms list only changes with a deploy. */
const PLATFORMS_CACHE_CONTROL = 'public, max-age=300'

/** White-label resolution (main service): who answers on a host, and the platforms list. */
export function whitelabelRoutes(deps: AppDeps) {
  const { db, clock, config, logger } = deps
  const routes = new Hono<AppEnv>()

  routes.post(
    '/whitelabel',
    describeRoute({
      summary: 'The reseller answering on a host: brand, menu flags and hash',
      description:
        'Public: the panel asks before anyone signs in. `type` is `manager` when the `Token` ' +
        "header is a session of one of the reseller's managers, `reseller` otherwise. The " +
        '`hash` is what the panel then sends as `Whitelabel-Hash`.',
      tags: ['whitelabel'],
      requestBody: jsonBody(WhitelabelLookupSchema),
      responses: {
        200: jsonAnswer('The reseller', WhitelabelSchema),
        ...errorAnswers(...BODY_ERRORS, 404),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { domain } = await readJsonBody(c.req, lang, WhitelabelLookupSchema)
      const reseller = await findResellerByDomain(db, domain)
      if (!reseller) throw apiError(404, lang, 'resellerNotFound')
      // A missing or stale session is not an error here: the host still has its brand.
      const session = await findActiveSession(db, tokenOf(c.req.header(HEADERS.token)), clock.now())
      const manager = session ? await isManagerOf(db, reseller.id, session.user) : false
      return c.json(toWhitelabel(reseller, manager))
    },
  )

  routes.get(
    '/whitelabel/config/platforms',
    describeRoute({
      summary: "The e-commerce platforms a reseller's stores can run on",
      tags: ['whitelabel'],
      responses: { 200: jsonAnswer('The platforms', PlatformListSchema) },
    }),
    (c) => c.json([...PLATFORMS], 200, { 'Cache-Control': PLATFORMS_CACHE_CONTROL }),
  )

  // ---- The reseller area: its managers only (whitelabel/area.ts) ------------------------
  // The gate is each route's own (not `use('*')` under /whitelabel, which would also catch the
  // public lookup and platforms list above).
  const area = new Hono<ResellerAreaEnv>()
  const gate = requireResellerManager(deps)
  const AREA_ERRORS = [401, 403, 404] as const
  const areaRoute = (summary: string, extra: Record<string, unknown> = {}) =>
    [
      describeRoute({
        ...extra,
        summary,
        tags: ['whitelabel'],
        security: TOKEN_SECURITY,
        parameters: [
          {
            name: HEADERS.whitelabelHash,
            in: 'header' as const,
            required: true,
            description: 'The reseller, as POST /whitelabel answered it on its host',
            schema: { type: 'string' as const },
          },
          ...((extra.parameters as unknown[]) ?? []),
        ],
      } as Parameters<typeof describeRoute>[0]),
      gate,
    ] as const

  area.get(
    '/settings',
    ...areaRoute("The reseller's settings", {
      responses: {
        200: jsonAnswer('The settings', ResellerSettingsSchema),
        ...errorAnswers(...AREA_ERRORS),
      },
    }),
    async (c) => c.json(await getSettings(db, c.get('reseller'))),
  )

  area.put(
    '/settings',
    ...areaRoute("Save the reseller's settings (brand, contacts, domains, menu flags, platforms)", {
      description:
        'The whole settings. The text colour must read 4.5:1 on the primary colour; a domain ' +
        'of another reseller is a 409 on `domains`. POST /whitelabel answers the new brand and ' +
        'flags at once.',
      requestBody: jsonBody(ResellerSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', ResellerSettingsSchema),
        ...errorAnswers(...BODY_ERRORS, ...AREA_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, ResellerSettingsInputSchema)
      return c.json(await saveSettings(db, lang, c.get('reseller'), input, clock.now()))
    },
  )

  area.get(
    '/managers',
    ...areaRoute("The reseller's team: people and open invitations", {
      responses: {
        200: jsonAnswer('The team', ResellerManagerListSchema),
        ...errorAnswers(...AREA_ERRORS),
      },
    }),
    async (c) => c.json(await listManagers(db, c.get('reseller').id, c.get('manager'))),
  )

  area.post(
    '/managers',
    ...areaRoute('Add a person to the team (an address without an account is invited by e-mail)', {
      requestBody: jsonBody(ResellerManagerInviteSchema),
      responses: {
        201: jsonAnswer('The person, active or invited', ResellerManagerSchema),
        ...errorAnswers(...BODY_ERRORS, ...AREA_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { email } = await readJsonBody(c.req, lang, ResellerManagerInviteSchema)
      const manager = await inviteManager(
        deps,
        lang,
        c.get('reseller'),
        c.get('manager'),
        email,
        config.publicUrl,
      )
      return c.json(manager, 201)
    },
  )

  area.delete(
    '/managers/:id',
    ...areaRoute('Remove a person or an invitation (never yourself, never the last person)', {
      parameters: pathParameters('id'),
      responses: { 204: noContent, ...errorAnswers(...AREA_ERRORS, 409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = parseId(c.req.param('id'))
      if (id === undefined) throw resellerError(404, lang, 'managerNotFound')
      await removeManager(db, lang, c.get('reseller'), c.get('manager'), id)
      return c.body(null, 204)
    },
  )

  area.get(
    '/smtp',
    ...areaRoute("The reseller's SMTP for its stores (the password is never answered)", {
      responses: {
        200: jsonAnswer('The settings', SmtpSettingsSchema),
        ...errorAnswers(...AREA_ERRORS),
      },
    }),
    async (c) => c.json(await getResellerSmtp(db, c.get('reseller').id)),
  )

  area.put(
    '/smtp',
    ...areaRoute("Save the reseller's SMTP: its stores without their own send through it", {
      requestBody: jsonBody(SmtpSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', SmtpSettingsSchema),
        ...errorAnswers(...BODY_ERRORS, ...AREA_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), SmtpSettingsInputSchema)
      return c.json(await saveResellerSmtp(db, config, c.get('reseller').id, input, clock.now()))
    },
  )

  area.delete(
    '/smtp',
    ...areaRoute("Forget the reseller's SMTP: its stores go back to the platform's", {
      responses: {
        200: jsonAnswer('The settings', SmtpSettingsSchema),
        ...errorAnswers(...AREA_ERRORS),
      },
    }),
    async (c) => c.json(await removeResellerSmtp(db, c.get('reseller').id)),
  )

  area.post(
    '/smtp/verify',
    ...areaRoute('Test the connection to an SMTP server (nodemailer verify), sending nothing', {
      requestBody: jsonBody(SmtpSettingsInputSchema),
      responses: {
        200: jsonAnswer('The outcome', SmtpVerifyResultSchema),
        ...errorAnswers(...BODY_ERRORS, ...AREA_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), SmtpSettingsInputSchema)
      return c.json(await verifyResellerSmtp(db, config, c.get('reseller').id, input))
    },
  )

  const REPORT_PARAMETERS = [
    queryParameter('from', 'First day (YYYY-MM-DD, São Paulo)'),
    queryParameter('to', 'Last day (YYYY-MM-DD, São Paulo), included'),
    queryParameter('status', '`all` (default), `active` or `inactive`'),
    queryParameter('q', 'Part of the store name'),
  ]

  area.get(
    '/reports/panels',
    ...areaRoute("The reseller's stores with their approved payments and fees over a period", {
      parameters: [...REPORT_PARAMETERS, queryParameter('page', 'Page number, from 1')],
      responses: {
        200: jsonAnswer('A page of stores', PanelReportSchema),
        ...errorAnswers(400, ...AREA_ERRORS),
      },
    }),
    async (c) => {
      const query = parseBody(PanelReportQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await panelReport(db, c.get('reseller').id, query, query.page))
    },
  )

  area.get(
    '/reports/panels/export',
    ...areaRoute('Every store matching the filters, as a CSV file (streamed)', {
      parameters: REPORT_PARAMETERS,
      responses: {
        200: {
          description: 'The CSV file: UTF-8 with BOM, semicolon separated, amounts in reais',
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorAnswers(400, ...AREA_ERRORS),
      },
    }),
    async (c) => {
      const query = parseBody(PanelReportQuerySchema, c.req.query(), c.get('lang'))
      const resellerId = c.get('reseller').id
      const lines = panelCsv(db, resellerId, query)
      const encoder = new TextEncoder()
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await lines.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(next.value))
        },
      })
      return streamedAnswer(c, stream, {
        logger,
        event: 'whitelabel.panels_export_failed',
        fields: { reseller_id: resellerId },
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="paineis-${storeToday(clock.now())}.csv"`,
        },
      })
    },
  )

  area.get(
    '/panels/:panelId',
    ...areaRoute("One of the reseller's stores, day by day over a period", {
      parameters: [
        ...pathParameters('panelId'),
        queryParameter('from', 'First day (YYYY-MM-DD, São Paulo)'),
        queryParameter('to', 'Last day (YYYY-MM-DD, São Paulo), included'),
      ],
      responses: {
        200: jsonAnswer('The store', PanelDetailSchema),
        ...errorAnswers(400, ...AREA_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const panelId = parseId(c.req.param('panelId'))
      if (panelId === undefined) throw resellerError(404, lang, 'panelNotFound')
      const range = parseBody(PanelDetailQuerySchema, c.req.query(), lang)
      const detail = await panelDetail(db, c.get('reseller').id, panelId, range)
      if (!detail) throw resellerError(404, lang, 'panelNotFound')
      return c.json(detail)
    },
  )

  routes.route('/whitelabel', area)

  return routes
}

import {
  Ga4SettingsInputSchema,
  Ga4SettingsSchema,
  Ga4TestResultSchema,
  OverviewQuerySchema,
  OverviewSchema,
  parseBody,
} from '@vitrine/api'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../openapi/describe.ts'
import { onPaymentMove } from '../payments/listeners.ts'
import { STAND_IN_PATH } from './ga4/client.ts'
import { followPaymentForGa4 } from './ga4/events.ts'
import { getGa4, removeGa4, saveGa4, testGa4 } from './ga4/settings.ts'
import { ga4StandIn } from './ga4/stand-in.ts'
import { rebuildRollupsJob } from './jobs.ts'
import { overviewOf } from './overview.ts'

/*
 * The analytics service: the overview (sales are the payments area's: read to see them) and the
 * store's GA4 settings (the settings area: read to see, write to change or test).
 */
const OVERVIEW_READ = { area: 'payments', level: 'read' } as const
const OVERVIEW_WRITE = { area: 'payments', level: 'write' } as const
const GA4_READ = { area: 'settings', level: 'read' } as const
const GA4_WRITE = { area: 'settings', level: 'write' } as const
const OVERVIEW_TAGS = ['analytics overview']
const GA4_TAGS = ['analytics ga4']

export function analyticsRoutes(deps: AppDeps) {
  // Approved payments and refunds queue their GA4 events in the move's transaction.
  onPaymentMove('analytics.ga4', followPaymentForGa4)
  const { db, config, clock } = deps
  const routes = new Hono<AppScopedEnv>()

  // The demo's GA4 answers locally (ga4/client.ts `ga4Base`): never Google with demo data.
  if (config.seed && !process.env.GA4_MP_URL) routes.route(STAND_IN_PATH, ga4StandIn().routes)

  routes.get(
    '/apps/:appId/overview',
    ...appRoute(deps, OVERVIEW_READ, {
      summary: "The store's overview over a period, beside the previous one",
      description:
        '`from` and `to` are São Paulo days (inclusive, at most 366 days); `granularity` buckets ' +
        'the series by day, 7 days or calendar month. Read from the daily rollups; days changed ' +
        'since the last refresh are recomputed first.',
      tags: OVERVIEW_TAGS,
      parameters: [
        queryParameter('from', 'First day, YYYY-MM-DD'),
        queryParameter('to', 'Last day, YYYY-MM-DD'),
        queryParameter('granularity', 'day, week or month'),
      ],
      responses: { 200: jsonAnswer('The overview', OverviewSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(OverviewQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await overviewOf(db, c.get('access').app.id, query, clock.now()))
    },
  )

  routes.post(
    '/apps/:appId/overview/rebuild',
    ...appRoute(deps, OVERVIEW_WRITE, {
      summary: "Rebuild the store's rollups from the raw tables (a job)",
      tags: OVERVIEW_TAGS,
      responses: { 202: jsonAnswer('Queued', v.object({ queued: v.boolean() })) },
    }),
    async (c) => {
      await deps.jobs.enqueue(
        rebuildRollupsJob,
        { app_id: c.get('access').app.id },
        { singletonKey: `rebuild:${c.get('access').app.id}` },
      )
      return c.json({ queued: true }, 202)
    },
  )

  routes.get(
    '/apps/:appId/ga4',
    ...appRoute(deps, GA4_READ, {
      summary: "The store's GA4 settings (the API secret is never answered)",
      tags: GA4_TAGS,
      responses: { 200: jsonAnswer('The settings', Ga4SettingsSchema) },
    }),
    async (c) => c.json(await getGa4(db, c.get('access').app.id)),
  )

  routes.put(
    '/apps/:appId/ga4',
    ...appRoute(deps, GA4_WRITE, {
      summary: "Save the store's GA4 settings",
      description: '`api_secret` left out keeps the stored one (a first save needs it); encrypted.',
      tags: GA4_TAGS,
      requestBody: jsonBody(Ga4SettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', Ga4SettingsSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), Ga4SettingsInputSchema)
      return c.json(
        await saveGa4(db, config, c.get('access').app.id, input, clock.now(), c.get('lang')),
      )
    },
  )

  routes.delete(
    '/apps/:appId/ga4',
    ...appRoute(deps, GA4_WRITE, {
      summary: "Forget the store's GA4 settings: no event is sent any more",
      tags: GA4_TAGS,
      responses: { 200: jsonAnswer('The settings', Ga4SettingsSchema) },
    }),
    async (c) => c.json(await removeGa4(db, c.get('access').app.id)),
  )

  routes.post(
    '/apps/:appId/ga4/test',
    ...appRoute(deps, GA4_WRITE, {
      summary: 'Send a test event to the Measurement Protocol validation server',
      description:
        'With the values given (not saved; an `api_secret` left out is the stored one). The ' +
        "validation server's messages come back in Portuguese; nothing reaches the reports.",
      tags: GA4_TAGS,
      requestBody: jsonBody(Ga4SettingsInputSchema),
      responses: {
        200: jsonAnswer('The outcome', Ga4TestResultSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), Ga4SettingsInputSchema)
      return c.json(await testGa4(db, config, c.get('access').app.id, input, c.get('lang')))
    },
  )

  return routes
}

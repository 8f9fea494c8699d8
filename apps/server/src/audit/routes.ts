import { AuditPageSchema, AuditQuerySchema, parseBody } from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { auditPage } from './query.ts'
import type { AppDeps } from '../http/context.ts'
import { errorAnswers, jsonAnswer, queryParameter } from '../openapi/describe.ts'

/** Settings → logs: the audit log of the app. */
export function auditLogRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/control/:appId/logs',
    ...appRoute(
      deps,
      { area: 'settings', level: 'read' },
      {
        summary: 'The audit log: every change made through the API, newest first',
        description:
          'Keyset pagination: pass `next_cursor` back as `cursor` for the next page (null on ' +
          'the last). `from` and `to` are inclusive days in America/Sao_Paulo. Each entry shows ' +
          'only to a caller with at least read access to the area of that entry (an API token: ' +
          'within its scope); the others are left out of the pages altogether, so a manager ' +
          "without customers access never sees customers' data. The owner sees every entry.",
        tags: ['control'],
        parameters: [
          queryParameter('area', 'Only changes in this area'),
          queryParameter('user_id', 'Only changes by this user (or by the tokens they created)'),
          queryParameter('from', 'From this day (YYYY-MM-DD), inclusive'),
          queryParameter('to', 'Up to this day (YYYY-MM-DD), inclusive'),
          queryParameter('cursor', 'The next_cursor of the previous page'),
          queryParameter('limit', 'Entries per page: 1 to 100, 50 by default'),
        ],
        responses: { 200: jsonAnswer('One page', AuditPageSchema), ...errorAnswers(400) },
      },
    ),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(AuditQuerySchema, c.req.query(), lang)
      const { app, grants } = c.get('access')
      return c.json(await auditPage(deps.db, app.id, filters, grants, lang))
    },
  )
  return routes
}

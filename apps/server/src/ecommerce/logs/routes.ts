import {
  EcommerceLogPageSchema,
  EcommerceLogQuerySchema,
  EcommerceLogSchema,
  ApiError,
  parseBody,
} from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { errorAnswers, jsonAnswer, queryParameter } from '../../openapi/describe.ts'
import { getLog, listLogs } from './query.ts'

const READ = { area: 'ecommerce', level: 'read' } as const
const TAGS = ['ecommerce logs']

/** The store's e-commerce log under the ecommerce service: `/apps/{appId}/logs`. */
export function ecommerceLogsRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/apps/:appId/logs',
    ...appRoute(deps, READ, {
      summary: "The store's e-commerce events, newest first",
      description:
        'Mails sent and refused, feeds generated, coupons used, publications, settings and ' +
        'search rules changed. Dates are calendar days in America/Sao_Paulo, both included.',
      tags: TAGS,
      parameters: [
        queryParameter('kind', 'One kind of event'),
        queryParameter('from', 'From this day (YYYY-MM-DD)'),
        queryParameter('to', 'Up to this day (YYYY-MM-DD)'),
        queryParameter('q', "Words of the subject or the actor's name"),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Items per page: 1 to 200, 50 by default'),
      ],
      responses: { 200: jsonAnswer('One page', EcommerceLogPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(EcommerceLogQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listLogs(deps.db, c.get('access').app.id, query))
    },
  )

  routes.get(
    '/apps/:appId/logs/:logId',
    ...appRoute(deps, READ, {
      summary: 'One e-commerce event with its detail',
      tags: TAGS,
      params: ['logId'],
      responses: { 200: jsonAnswer('The event', EcommerceLogSchema) },
    }),
    async (c) => {
      const logId = parseId(c.req.param('logId'))
      if (logId === undefined) {
        throw new ApiError({
          statusCode: 404,
          statusMessage: statusText(404),
          message: 'Registro não encontrado.',
        })
      }
      return c.json(await getLog(deps.db, c.get('access').app.id, logId))
    },
  )
  return routes
}

import { parseBody, StoreNotificationPageSchema } from '@vitrine/api'
import { Hono } from 'hono'
import * as v from 'valibot'
import { personOf } from '../access/caller.ts'
import { MEMBERS } from '../access/registry.ts'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { errorAnswers, jsonAnswer, noContent, queryParameter } from '../openapi/describe.ts'
import { markAllRead, markRead, notificationPage, UNREAD_COUNT_CAP } from './query.ts'

const NotificationQuerySchema = v.object({
  status: v.optional(v.picklist(['unread', 'all'])),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
})

/**
 * The store's notifications (main service). Every person of the store may call these routes,
 * whatever their levels (member-level routes, see access/registry.ts), but each notification
 * shows only to those who read its area (a payments-only manager is not told about API tokens).
 * Read state is each person's own; an API token reads and marks as the person who created it,
 * seeing what its scope reads.
 */
export function notificationsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/apps/:appId/notifications',
    ...appRoute(deps, MEMBERS, {
      summary: "The store's notifications, newest first, with the caller's read state",
      description:
        'Keyset pagination: pass `next_cursor` back as `cursor` (null on the last page). ' +
        `\`unread\` counts the caller's unread notifications, up to ${UNREAD_COUNT_CAP}. Each ` +
        'notification is about one area and shows only to a caller with at least read access ' +
        'to it (an API token: within its scope); the owner sees them all.',
      tags: ['notifications'],
      parameters: [
        queryParameter('status', '`unread`: only those the caller has not read'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
      ],
      responses: { 200: jsonAnswer('One page', StoreNotificationPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(NotificationQuerySchema, c.req.query(), lang)
      const { app, caller, grants } = c.get('access')
      return c.json(await notificationPage(db, app.id, grants, personOf(caller).id, filters, lang))
    },
  )

  routes.post(
    '/apps/:appId/notifications/read-all',
    ...appRoute(deps, MEMBERS, {
      summary: 'Mark every notification of the store read (for the caller)',
      tags: ['notifications'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const { app, caller, grants } = c.get('access')
      await markAllRead(db, app.id, grants, personOf(caller).id, clock.now())
      return c.body(null, 204)
    },
  )

  routes.post(
    '/apps/:appId/notifications/:id/read',
    ...appRoute(deps, MEMBERS, {
      summary: 'Mark one notification read (for the caller)',
      description: 'Marking it again keeps the time it was first read.',
      tags: ['notifications'],
      params: ['id'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { app, caller, grants } = c.get('access')
      const id = parseId(c.req.param('id'))
      const found =
        id !== undefined &&
        (await markRead(db, app.id, grants, personOf(caller).id, id, clock.now()))
      if (!found) throw apiError(404, lang, 'notificationNotFound')
      return c.body(null, 204)
    },
  )

  return routes
}

import {
  ManagerEntriesSchema,
  ManagerListSchema,
  MyAccessSchema,
  SaveAnswerSchema,
  SavePermissionsSchema,
  type MyAccess,
} from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { RESELLER_MASTER_ENTRY } from '../access/membership.ts'
import { MEMBERS } from '../access/registry.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody, noContent } from '../openapi/describe.ts'
import { toPermissionEntry } from '../access/entries.ts'
import { findActiveManager, listManagers } from './managers.ts'
import { removeManager } from './removal.ts'
import { savePermissions } from './save.ts'

const SETTINGS_READ = { area: 'settings', level: 'read' } as const
const SETTINGS_WRITE = { area: 'settings', level: 'write' } as const

/** Users and permissions of one app (specification section 7, /control). */
export function managersRoutes(deps: AppDeps) {
  const { db, mailer } = deps
  const routes = new Hono<AppScopedEnv>()

  routes.get(
    '/control/:appId',
    ...appRoute(deps, SETTINGS_READ, {
      summary: "The app's owner and managers, pending invitations included",
      tags: ['control'],
      responses: { 200: jsonAnswer('Owner and managers', ManagerListSchema) },
    }),
    async (c) => c.json(await listManagers(db, c.get('access').app)),
  )

  routes.get(
    '/control/:appId/search/:id',
    ...appRoute(deps, SETTINGS_READ, {
      summary: "One manager's permission entries (one per area, then the roles)",
      tags: ['control'],
      params: ['id'],
      responses: { 200: jsonAnswer('The entries', ManagerEntriesSchema) },
    }),
    async (c) => {
      const { app } = c.get('access')
      const userId = parseId(c.req.param('id'))
      const manager = userId === undefined ? undefined : await findActiveManager(db, app, userId)
      if (!manager) throw apiError(404, c.get('lang'), 'managerNotFound')
      return c.json(manager.entries.map((entry) => toPermissionEntry(entry, manager.user)))
    },
  )

  routes.get(
    '/control/:appId/me',
    ...appRoute(deps, MEMBERS, {
      summary: "The caller's own access to the app",
      description: "For an API token: its scope within its creator's access.",
      tags: ['control'],
      responses: { 200: jsonAnswer('Owner flag, white-label role and entries', MyAccessSchema) },
    }),
    (c) => {
      const { caller, entries, grants, resellerManager } = c.get('access')
      if (caller.kind === 'token') {
        const { creator } = caller
        // A token's entries are computed, not stored: they have no id of their own.
        const computed = grants.entries.map((entry) =>
          toPermissionEntry({ id: 0, ...entry }, creator),
        )
        return c.json({ owner: false, whRole: 'none', permissions: computed } satisfies MyAccess)
      }
      const { user } = caller
      const stored = entries.map((entry) => toPermissionEntry(entry, user))
      const computed = resellerManager
        ? [toPermissionEntry({ id: 0, ...RESELLER_MASTER_ENTRY }, user)]
        : []
      return c.json({
        owner: grants.owner,
        whRole: user.whRole,
        permissions: [...stored, ...computed],
      } satisfies MyAccess)
    },
  )

  routes.put(
    '/control/:appId/save',
    ...appRoute(deps, SETTINGS_WRITE, {
      summary: "Save a manager's permissions, add a manager or invite one by e-mail",
      description:
        'Flattened permissions (area → level) plus roles. With `id`: an active manager (user ' +
        'id) or a pending invitation (invitation id; an expired one is renewed and sent ' +
        'again). With `email`: an existing account is added at once and told by e-mail; an ' +
        'unknown address receives an invitation valid for 14 days. Nobody can give more than ' +
        "they hold, and the owner's access cannot be changed.",
      tags: ['control'],
      requestBody: jsonBody(SavePermissionsSchema),
      responses: {
        200: jsonAnswer(
          'The manager as stored, and whether an invitation was sent',
          SaveAnswerSchema,
        ),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, SavePermissionsSchema)
      const { mail, ...answer } = await savePermissions(deps, c.get('access'), input, lang)
      if (mail) mailer.deliver(async () => mail)
      return c.json(answer)
    },
  )

  routes.delete(
    '/control/:appId/remove/:id',
    ...appRoute(deps, SETTINGS_WRITE, {
      summary: "Remove a manager's access (by user id)",
      description: 'Also revokes the API tokens they created for this app.',
      tags: ['control'],
      params: ['id'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const userId = parseId(c.req.param('id'))
      if (userId === undefined) throw apiError(404, lang, 'managerNotFound')
      await removeManager(deps, c.get('access'), userId, lang)
      return c.body(null, 204)
    },
  )

  return routes
}

import {
  AppListSchema,
  AppSchema,
  NewAppInputSchema,
  NewAppSchema,
  type AppListItemSchema,
  type AppRole,
} from '@vitrine/api'
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import type * as v from 'valibot'
import type { AppRow } from '../access/membership.ts'
import { MEMBERS } from '../access/registry.ts'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { daysUntilLockdown } from './lockdown.ts'
import type { Database } from '../db/client.ts'
import { appManagers, apps, resellerApps, resellerManagers } from '../access/schema.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { readJsonBody } from '../http/body.ts'
import { createStore } from '../onboarding/create-app.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  TOKEN_SECURITY,
} from '../openapi/describe.ts'
import { requireSession } from '../identity/authenticate.ts'

const listColumns = {
  id: apps.id,
  name: apps.name,
  layoutId: apps.layoutId,
  isMigrated: apps.isMigrated,
  status: apps.status,
  hasFinancialPending: apps.hasFinancialPending,
}

/** What travels on the wire: the schema's input, before the panel maps 1/0 to booleans. */
type AppWire = v.InferInput<typeof AppSchema>
type AppListItemWire = v.InferInput<typeof AppListItemSchema>

type AppFields = Pick<AppRow, keyof typeof listColumns>

/**
 * The legacy wire format: is_migrated and status stay 1/0 numbers (the panel's schema maps 1 to
 * true); days_until_lockdown is computed for the moment of the request (see apps/lockdown.ts).
 */
export function toAppWire(row: AppFields, deadline: Date, now: Date): AppWire {
  return {
    id: row.id,
    name: row.name,
    layout_id: row.layoutId,
    is_migrated: row.isMigrated,
    status: row.status,
    has_financial_pending: row.hasFinancialPending,
    days_until_lockdown: daysUntilLockdown(deadline, now),
  }
}

/**
 * Apps the user owns, then apps they manage for someone else (invited, or as a manager of the
 * reseller that sells them), each group by name.
 */
export async function listUserApps(
  db: Database,
  userId: number,
  deadline: Date,
  now: Date,
): Promise<AppListItemWire[]> {
  const owned = await db
    .select(listColumns)
    .from(apps)
    .where(eq(apps.ownerUserId, userId))
    .orderBy(asc(apps.name), asc(apps.id))
  const invited = db
    .select({ appId: appManagers.appId })
    .from(appManagers)
    .where(eq(appManagers.userId, userId))
  const resold = db
    .select({ appId: resellerApps.appId })
    .from(resellerApps)
    .innerJoin(resellerManagers, eq(resellerManagers.resellerId, resellerApps.resellerId))
    .where(eq(resellerManagers.userId, userId))
  const managed = await db
    .select(listColumns)
    .from(apps)
    .where(
      and(or(inArray(apps.id, invited), inArray(apps.id, resold)), ne(apps.ownerUserId, userId)),
    )
    .orderBy(asc(apps.name), asc(apps.id))
  const item = (row: AppFields, role: AppRole) => ({ ...toAppWire(row, deadline, now), role })
  return [...owned.map((row) => item(row, 'owner')), ...managed.map((row) => item(row, 'manager'))]
}

export function appsRoutes(deps: AppDeps) {
  const deadline = deps.config.financialLockdownDeadline
  const routes = new Hono<AppEnv>()
  routes.get(
    '/apps',
    describeRoute({
      summary: 'The apps (stores) the user owns or manages',
      tags: ['apps'],
      security: TOKEN_SECURITY,
      responses: { 200: jsonAnswer('Owned and managed apps', AppListSchema), ...errorAnswers(401) },
    }),
    requireSession(deps),
    async (c) =>
      c.json(await listUserApps(deps.db, c.get('signedIn').user.id, deadline, deps.clock.now())),
  )

  routes.post(
    '/apps',
    describeRoute({
      summary: 'Create a store owned by the caller (onboarding new-app)',
      description:
        'Name, segment, the CPF or CNPJ (checked by its digits, stored normalised) and the ' +
        "store's contact e-mail and phone. The owner has every area. 422 past " +
        'MAX_OWNED_STORES (50) stores owned.',
      tags: ['apps'],
      security: TOKEN_SECURITY,
      requestBody: jsonBody(NewAppInputSchema),
      responses: {
        201: jsonAnswer('The new store', NewAppSchema),
        ...errorAnswers(401, ...BODY_ERRORS, 422),
      },
    }),
    requireSession(deps),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), NewAppInputSchema)
      const store = await createStore(deps.db, c.get('signedIn').user.id, values, c.get('lang'))
      return c.json(store, 201)
    },
  )

  const scoped = new Hono<AppScopedEnv>()
  scoped.get(
    '/apps/:appId',
    ...appRoute(deps, MEMBERS, {
      summary: 'One app the caller owns or manages',
      description:
        'days_until_lockdown counts the 4-hour periods left before FINANCIAL_LOCKDOWN_DEADLINE: ' +
        'max(0, ceil((deadline − now) / 4 h)).',
      tags: ['apps'],
      responses: { 200: jsonAnswer('The app', AppSchema) },
    }),
    (c) => c.json(toAppWire(c.get('access').app, deadline, deps.clock.now())),
  )
  return routes.route('/', scoped)
}

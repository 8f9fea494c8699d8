import { ModuleMenuSchema, NavbarSchema, type ModuleMenu } from '@vitrine/api'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import type { AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { errorAnswers, jsonAnswer, pathParameters } from '../openapi/describe.ts'
import { MODULE_MENUS, NAVBAR } from './menus.ts'

/**
 * The same for everyone and changed only by a deploy: browsers and shared caches may keep the
 * menus for five minutes (the panel asks for them on every app it opens).
 */
export const MENU_CACHE_CONTROL = 'public, max-age=300'

/**
 * The menus: what the panel's own host serves besides the panel (the local service).
 * Mounted at /api (the panel's `local` base URL), so the calls are /api/menu/{module} and
 * /api/navbar. Public: the entries are filtered by the panel for each person's levels, and the
 * server enforces those levels on every call behind them.
 */
export function menusRoutes() {
  const routes = new Hono<AppEnv>()

  routes.get(
    '/navbar',
    describeRoute({
      summary: 'The general navbar: one entry per module, with its key, area and landing route',
      tags: ['menus'],
      responses: { 200: jsonAnswer('The navbar entries', NavbarSchema) },
    }),
    (c) => c.json(NAVBAR, 200, { 'Cache-Control': MENU_CACHE_CONTROL }),
  )

  routes.get(
    '/menu/:module',
    describeRoute({
      summary: "A module's menu (entries with a route name, some with sub-navigation)",
      tags: ['menus'],
      parameters: pathParameters('module'),
      responses: { 200: jsonAnswer('The menu', ModuleMenuSchema), ...errorAnswers(404) },
    }),
    (c) => {
      const module = c.req.param('module')
      const items = Object.hasOwn(MODULE_MENUS, module) ? MODULE_MENUS[module] : undefined
      if (!items) throw apiError(404, c.get('lang'), 'menuNotFound', { params: { module } })
      return c.json({ module, items: [...items] } satisfies ModuleMenu, 200, {
        'Cache-Control': MENU_CACHE_CONTROL,
      })
    },
  )

  return routes
}

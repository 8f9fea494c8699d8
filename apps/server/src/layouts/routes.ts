import { cmsError, LayoutMenuSchema, LayoutSchema } from '@vitrine/api'
import { Hono } from 'hono'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { AppDeps } from '../http/context.ts'
import { errorAnswers, jsonAnswer } from '../openapi/describe.ts'
import { createLayout, layoutAnswer } from './create.ts'
import { layoutRoute, type LayoutScopedEnv } from './layout-access.ts'
import { layoutMenu } from './menu.ts'

const TAGS = ['cms']

/** The layout entity (main service): making a store's first layout, and its menu (section 7). */
export function layoutsRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv & LayoutScopedEnv>()

  routes.post(
    '/apps/:appId/layout',
    ...appRoute(
      deps,
      { area: 'layout', level: 'write' },
      {
        summary: 'Give a store without a layout its first one, with every CMS page',
        description:
          'The default pages (home, error, search, product, category, account, layout, global) ' +
          'empty, the resources (colors, robots, manifest) with starting values, and ' +
          '`apps.layout_id` set. 409 when the store has a layout.',
        tags: TAGS,
        responses: { 201: jsonAnswer('The layout', LayoutSchema), ...errorAnswers(409) },
      },
    ),
    async (c) => {
      const access = c.get('access')
      const now = deps.clock.now()
      const layout = await db.transaction(async (tx) => {
        const made = await createLayout(tx, access.app.id)
        if (made) {
          await writeAudit(tx, access.app.id, actorOf(access.caller), now, {
            area: 'layout',
            action: 'create',
            entity: 'layout',
            entityId: made.id,
            label: made.name,
            changes: createdFields({ name: made.name }),
          })
        }
        return made
      })
      if (!layout) throw cmsError(409, c.get('lang'), 'layoutExists')
      return c.json(layoutAnswer(layout), 201)
    },
  )

  routes.get(
    '/apps/:layoutId/menu',
    ...layoutRoute(
      deps,
      { area: 'layout', level: 'read' },
      {
        summary: "The layout's PWA module and CMS link list (the page picker)",
        tags: TAGS,
        responses: { 200: jsonAnswer('The menu', LayoutMenuSchema) },
      },
    ),
    async (c) => c.json(await layoutMenu(db, c.get('layout'))),
  )

  return routes
}

import { areaLevel, cmsError, HEADERS, satisfies, scopeGrants } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { describeRoute } from 'hono-openapi'
import { touchApiToken } from '../access/api-tokens.ts'
import { resolveCaller, tokenOf } from '../access/caller.ts'
import { areaLabel, levelLabel } from '../access/labels.ts'
import { loadMembership } from '../access/membership.ts'
import { registerAccessRule, type AreaRule } from '../access/registry.ts'
import { parseId, type AppAccess, type AppScopedEnv } from '../access/require-access.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { looksLikeApiToken } from '../identity/api-token-secrets.ts'
import { errorAnswers, pathParameters, TOKEN_SECURITY } from '../openapi/describe.ts'
import { layouts, type LayoutRow } from './schema.ts'

/** The path parameter of the CMS's calls (section 7 addresses them by layout, not by store). */
export const LAYOUT_PARAM = 'layoutId'

export interface LayoutScopedEnv extends AppScopedEnv {
  Variables: AppScopedEnv['Variables'] & { layout: LayoutRow }
}

export async function findLayout(db: Database, layoutId: number): Promise<LayoutRow | undefined> {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, layoutId)).limit(1)
  return row
}

/**
 * The gate of a layout-scoped route: access/require-access.ts's, with the store found through
 * the layout. Who calls (401), whether they belong to the layout's store — a layout of a store
 * they do not belong to, like one that does not exist, is a 404, so ids reveal nothing — and
 * whether their level in the area is enough (403). The layout is then `c.get('layout')` and the
 * store `c.get('access').app`. Kept beside the app gate's steps on purpose: change both alike.
 */
export function requireLayoutAccess({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, rule: AreaRule) {
  const middleware = createMiddleware<LayoutScopedEnv>(async (c, next) => {
    const lang = c.get('lang')
    const now = clock.now()
    const header = c.req.header(HEADERS.token)
    const caller = await resolveCaller(db, header, now)
    if (!caller) {
      throw apiError(
        401,
        lang,
        looksLikeApiToken(tokenOf(header)) ? 'apiTokenInvalid' : 'unauthenticated',
      )
    }
    const notFound = cmsError(404, lang, 'layoutNotFound')
    const layoutId = parseId(c.req.param(LAYOUT_PARAM))
    const layout = layoutId === undefined ? undefined : await findLayout(db, layoutId)
    if (!layout) throw notFound

    let access: AppAccess
    if (caller.kind === 'token') {
      if (caller.token.appId !== layout.appId) throw notFound
      const creator = await loadMembership(db, layout.appId, caller.creator)
      if (!creator?.member) {
        throw apiError(401, lang, 'apiTokenInvalid')
      }
      await touchApiToken(db, caller.token, now)
      access = {
        app: creator.app,
        caller,
        grants: scopeGrants(creator.grants, caller.token.scope),
        entries: [],
        resellerManager: false,
        viaRole: null,
      }
    } else {
      const membership = await loadMembership(db, layout.appId, caller.user)
      if (!membership?.member) throw notFound
      access = {
        app: membership.app,
        caller,
        grants: membership.grants,
        entries: membership.entries,
        resellerManager: membership.resellerManager,
        viaRole: null,
      }
    }
    if (!satisfies(areaLevel(access.grants, rule.area), rule.level)) {
      throw apiError(403, lang, 'forbidden', {
        params: { level: levelLabel(lang, rule.level), area: areaLabel(lang, rule.area) },
        data: { area: rule.area, level: rule.level },
      })
    }
    c.set('access', access)
    c.set('layout', layout)
    await next()
  })
  return registerAccessRule(middleware, rule)
}

/** A layout-scoped route's OpenAPI description and gate, as `appRoute` for app-scoped ones. */
export function layoutRoute(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rule: AreaRule,
  { params = [], ...spec }: Parameters<typeof describeRoute>[0] & { params?: string[] },
) {
  const described = describeRoute({
    ...spec,
    description: [
      spec.description,
      `Needs ${rule.level} access to ${rule.area} on the layout's store.`,
    ]
      .filter(Boolean)
      .join(' '),
    security: TOKEN_SECURITY,
    parameters: [...pathParameters(LAYOUT_PARAM, ...params), ...(spec.parameters ?? [])],
    responses: { ...spec.responses, ...errorAnswers(401, 403, 404) },
  })
  return [described, requireLayoutAccess(deps, rule)] as const
}

/** The layout of a store, checked to be that store's (used by tests and the demo). */
export async function layoutOfApp(db: Database, appId: number, layoutId: number) {
  const [row] = await db
    .select()
    .from(layouts)
    .where(and(eq(layouts.id, layoutId), eq(layouts.appId, appId)))
    .limit(1)
  return row
}

import {
  areaLevel,
  hasRole,
  HEADERS,
  satisfies,
  scopeGrants,
  type Grants,
  type Role,
} from '@vitrine/api'
import { createMiddleware } from 'hono/factory'
import { describeRoute, type DescribeRouteOptions } from 'hono-openapi'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { apiError } from '../http/errors.ts'
import { errorAnswers, pathParameters, TOKEN_SECURITY } from '../openapi/describe.ts'
import { touchApiToken } from './api-tokens.ts'
import { looksLikeApiToken } from '../identity/api-token-secrets.ts'
import { resolveCaller, tokenOf, type Caller } from './caller.ts'
import { areaLabel, levelLabel } from './labels.ts'
import { loadMembership, type AppRow, type EntryRow } from './membership.ts'
import { APP_PARAM, isMemberRule, registerAccessRule, type AccessRule } from './registry.ts'

/** What an app-scoped handler knows about the request once access has been granted. */
export interface AppAccess {
  app: AppRow
  caller: Caller
  /** What the caller may do here (for a token: its scope within its creator's access). */
  grants: Grants
  /** The signed-in user's own stored entries; empty for owners and tokens. */
  entries: EntryRow[]
  /** The signed-in user manages the reseller that sells this app (master write here). */
  resellerManager: boolean
  /**
   * The special role that let the caller in when its level in the rule's area was not enough;
   * null when the level was. A `__seller` let in so sees only its own data.
   */
  viaRole: Role | null
}

export interface AppScopedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { access: AppAccess }
}

const APP_ID = /^[1-9]\d{0,9}$/
const MAX_ID = 2_147_483_647

/** A path id as a positive int4, or undefined (which then reads "not found"). */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !APP_ID.test(raw)) return undefined
  const id = Number(raw)
  return id <= MAX_ID ? id : undefined
}

/**
 * The one gate of every app-scoped route, before its handler: who calls (401 when nobody
 * valid), whether they belong to the app (404 otherwise, the same answer as for an app that
 * does not exist, so ids reveal nothing), then whether their level in the route's area is
 * enough (403). Levels come from the contract's rules (`areaLevel`, `scopeGrants`), the same the
 * panel's guards use.
 */
export function requireAccess({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, rule: AccessRule) {
  const middleware = createMiddleware<AppScopedEnv>(async (c, next) => {
    const lang = c.get('lang')
    const now = clock.now()
    const header = c.req.header(HEADERS.token)
    const caller = await resolveCaller(db, header, now)
    const unauthenticated = () =>
      apiError(
        401,
        lang,
        looksLikeApiToken(tokenOf(header)) ? 'apiTokenInvalid' : 'unauthenticated',
      )
    if (!caller) throw unauthenticated()
    const appId = parseId(c.req.param(APP_PARAM))
    const notFound = apiError(404, lang, 'appNotFound')
    if (appId === undefined) throw notFound

    let access: AppAccess
    if (caller.kind === 'token') {
      // API tokens belong to one app; elsewhere they are strangers.
      if (caller.token.appId !== appId) throw notFound
      const creator = await loadMembership(db, appId, caller.creator)
      // Its creator has left the app: the token no longer stands for anyone.
      if (!creator?.member) throw unauthenticated()
      await touchApiToken(db, caller.token, now)
      const grants = scopeGrants(creator.grants, caller.token.scope)
      access = {
        app: creator.app,
        caller,
        grants,
        entries: [],
        resellerManager: false,
        viaRole: null,
      }
    } else {
      const membership = await loadMembership(db, appId, caller.user)
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

    if (!isMemberRule(rule) && !satisfies(areaLevel(access.grants, rule.area), rule.level)) {
      if (rule.role && hasRole(access.grants, rule.role)) {
        c.set('access', { ...access, viaRole: rule.role })
        await next()
        return
      }
      throw apiError(403, lang, 'forbidden', {
        params: { level: levelLabel(lang, rule.level), area: areaLabel(lang, rule.area) },
        data: { area: rule.area, level: rule.level },
      })
    }
    c.set('access', access)
    await next()
  })
  return registerAccessRule(middleware, rule)
}

export interface AppRouteSpec extends DescribeRouteOptions {
  /** Path parameters besides the app id. */
  params?: string[]
}

/**
 * How an app-scoped route declares itself: its OpenAPI description (with the access it needs,
 * the app id parameter and the 401/403/404 answers added) and the access gate, in that order:
 *
 *   routes.get('/control/:appId/logs', ...appRoute(deps, { area: 'settings', level: 'read' },
 *     { summary: '…', responses: { … } }), handler)
 */
export function appRoute(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rule: AccessRule,
  { params = [], ...spec }: AppRouteSpec,
) {
  const member = isMemberRule(rule)
  const needs = member
    ? 'Open to every person of the app, whatever their levels.'
    : `Needs ${rule.level} access to ${rule.area}${rule.role ? `, or the ${rule.role} role` : ''}.`
  const described = describeRoute({
    ...spec,
    description: [spec.description, needs].filter(Boolean).join(' '),
    security: TOKEN_SECURITY,
    parameters: [...pathParameters(APP_PARAM, ...params), ...(spec.parameters ?? [])],
    responses: { ...spec.responses, ...errorAnswers(401, ...(member ? [] : [403]), 404) },
  })
  return [described, requireAccess(deps, rule)] as const
}

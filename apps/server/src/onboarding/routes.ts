import {
  ONBOARDING_STEPS,
  OnboardingProgressSchema,
  STEP_AREAS,
  StartingLayoutInputSchema,
  StepStatusInputSchema,
  cmsError,
  type Area,
} from '@vitrine/api'
import { Hono } from 'hono'
import { MEMBERS } from '../access/registry.ts'
import { personOf } from '../access/caller.ts'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
import { createdFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../openapi/describe.ts'
import { markStep, readProgress } from './progress.ts'
import { createStartingLayout } from './starting-layout.ts'

const TAGS = ['onboarding']

/**
 * Onboarding's progress under the main service: `/apps/{appId}/onboarding`. Reading is open to
 * every person of the store (the checklist is always allowed, section 6); marking a step needs
 * write in the area the step configures, so a manager who may not touch payments cannot say
 * the payment step is done either.
 */
export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/onboarding'

  routes.get(
    base,
    ...appRoute(deps, MEMBERS, {
      summary: "The store's onboarding progress",
      description:
        'The four steps (layout, platform, payment, checkout) in order, each pending, done or ' +
        'skipped; a step is done whatever was saved when the store has it (a layout, the ' +
        'platform settings saved, an active gateway, a published checkout).',
      tags: TAGS,
      responses: { 200: jsonAnswer('The progress', OnboardingProgressSchema) },
    }),
    async (c) => c.json(await readProgress(db, c.get('access').app.id)),
  )

  for (const step of ONBOARDING_STEPS) {
    routes.put(
      `${base}/steps/${step}`,
      ...appRoute(
        deps,
        { area: STEP_AREAS[step] as Area, level: 'write' },
        {
          summary: `Mark the ${step} step done, skipped or pending`,
          tags: TAGS,
          requestBody: jsonBody(StepStatusInputSchema),
          responses: {
            200: jsonAnswer('The progress', OnboardingProgressSchema),
            ...errorAnswers(...BODY_ERRORS),
          },
        },
      ),
      async (c) => {
        const { status } = await readJsonBody(c.req, c.get('lang'), StepStatusInputSchema)
        const access = c.get('access')
        const person = personOf(access.caller)
        await markStep(db, access.app.id, step, status, deps.clock.now(), person.name)
        return c.json(await readProgress(db, access.app.id))
      },
    )
  }

  routes.post(
    `${base}/layout`,
    ...appRoute(
      deps,
      { area: 'layout', level: 'write' },
      {
        summary: 'Give the store its first layout from a starting theme (the layout step)',
        description:
          "The layouts domain's new layout (every CMS page) with the theme's palette and PWA " +
          'colours; the step is marked done. 409 when the store has a layout.',
        tags: TAGS,
        requestBody: jsonBody(StartingLayoutInputSchema),
        responses: {
          201: jsonAnswer('The progress', OnboardingProgressSchema),
          ...errorAnswers(...BODY_ERRORS, 409),
        },
      },
    ),
    async (c) => {
      const { theme } = await readJsonBody(c.req, c.get('lang'), StartingLayoutInputSchema)
      const access = c.get('access')
      const now = deps.clock.now()
      const made = await db.transaction(async (tx) => {
        const layout = await createStartingLayout(tx, access.app.id, access.app.name, theme)
        if (!layout) return undefined
        await writeAudit(tx, access.app.id, actorOf(access.caller), now, {
          area: 'layout',
          action: 'create',
          entity: 'layout',
          entityId: layout.id,
          label: layout.name,
          changes: createdFields({ name: layout.name, theme }),
        })
        await markStep(tx, access.app.id, 'layout', 'done', now, personOf(access.caller).name)
        return layout
      })
      if (!made) throw cmsError(409, c.get('lang'), 'layoutExists')
      return c.json(await readProgress(db, access.app.id), 201)
    },
  )
  return routes
}

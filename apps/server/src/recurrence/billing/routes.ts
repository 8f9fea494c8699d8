import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { DAY } from '../../clock.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../../openapi/describe.ts'
import { isAdjustable } from './dev-clock.ts'
import { registerBillingListeners } from './outcome.ts'
import { wakeBilling } from './queue.ts'

/** How far one call may move the development clock: a year (a yearly plan's next cycle). */
const MAX_ADVANCE_MS = 366 * DAY

const DevClockInputSchema = v.object({
  advance_ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ADVANCE_MS)),
})
const DevClockSchema = v.object({ now: v.string() })

/**
 * Recurrence: the billing engine's routes. Composing them registers the engine's listener of
 * payment moves (outcome.ts), so an invoice follows its payment whoever moves it.
 *
 * `POST /dev/clock` exists only with DEV_CLOCK on (never in production: config.ts refuses it):
 * it moves the server's clock forward and wakes the engine, for development and the e2e test.
 * It is no store's: no login, and absent (404) whenever the option is off, which is also why
 * the OpenAPI sweeps, run with it off, never meet it.
 */
export function billingRoutes(deps: AppDeps) {
  registerBillingListeners()
  const routes = new Hono<AppEnv>()
  const { clock } = deps
  if (!deps.config.devClock || !isAdjustable(clock)) return routes
  routes.post(
    '/dev/clock',
    describeRoute({
      summary: 'Move the development clock forward (DEV_CLOCK only)',
      description:
        'Development and end-to-end tests only: advances the server’s clock by `advance_ms` ' +
        '(at most a year) and wakes the billing engine, so retries and next cycles come due. ' +
        'Answers the server’s time after the move. Absent when DEV_CLOCK is off.',
      tags: ['Recurrence'],
      requestBody: jsonBody(DevClockInputSchema),
      responses: {
        200: jsonAnswer('The server’s time now.', DevClockSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const { advance_ms: advanceMs } = await readJsonBody(
        c.req,
        c.get('lang'),
        DevClockInputSchema,
      )
      clock.advance(advanceMs)
      await wakeBilling(deps)
      return c.json({ now: clock.now().toISOString() })
    },
  )
  return routes
}

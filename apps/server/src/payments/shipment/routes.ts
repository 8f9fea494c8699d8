import { ShipmentInputSchema, ShipmentSchema } from '@vitrine/api'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody } from '../../openapi/describe.ts'
import { paymentIdOf } from '../read.ts'
import { getShipment, saveShipment } from './shipment.ts'

const READ = { area: 'payments', level: 'read' } as const
const WRITE = { area: 'payments', level: 'write' } as const
const TAGS = ['payments']

/**
 * GET and PUT /apps/:appId/transactions/:id/shipment, added to the payments' routes beside the
 * payment's actions: read level to read, write level (as every action) to save.
 */
export function addShipmentRoutes(deps: AppDeps, routes: Hono<AppScopedEnv>, base: string) {
  const path = `${base}/:id/shipment`

  routes.get(
    path,
    ...appRoute(deps, READ, {
      summary: 'The shipment and invoice of one payment',
      description:
        'Tracking code, carrier and link; invoice number, access key and link. Null while nothing was saved.',
      tags: TAGS,
      params: ['id'],
      responses: { 200: jsonAnswer('The shipment, or null', v.nullable(ShipmentSchema)) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      return c.json(await getShipment(deps.db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    path,
    ...appRoute(deps, WRITE, {
      summary: 'Save the shipment and invoice of a paid payment, mailing the payer what is new',
      description:
        'Both halves as given (empty clears one): a tracking code needs its carrier, an invoice ' +
        'number its 44-digit access key (check digit verified); links are https. A tracking code ' +
        'saved for the first time, or changed, queues the store’s in_transport mail; a new ' +
        'access key queues nf (job `ecommerce.order-mail`, once per code). Only payments that ' +
        'received money (complete, authorized, retry-success, partial_refund); otherwise a 409.',
      tags: TAGS,
      params: ['id'],
      requestBody: jsonBody(ShipmentInputSchema),
      responses: {
        200: jsonAnswer('The shipment as saved', ShipmentSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = paymentIdOf(c.req.param('id'), lang)
      const input = await readJsonBody(c.req, lang, ShipmentInputSchema)
      return c.json(await saveShipment(deps, c.get('access'), id, input, lang))
    },
  )
}

import {
  GATEWAY_TYPES,
  GatewayInputSchema,
  GatewayListSchema,
  GatewaySchema,
  InstallmentSetupSchema,
  parseBody,
  PROVIDER_CREDENTIALS,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import { getInstallments, saveInstallments } from './installments.ts'
import { gatewayError } from './messages.ts'
import { createGateway, deleteGateway, getGateway, listGateways, updateGateway } from './save.ts'

const READ = { area: 'payments', level: 'read' } as const
const WRITE = { area: 'payments', level: 'write' } as const

const ListQuerySchema = v.object({ type: v.optional(v.picklist(GATEWAY_TYPES)) })

/** A gateway id from the path; anything that is no gateway's reads "not found". */
function gatewayIdOf(raw: string | undefined, lang: Lang): number {
  const id = parseId(raw)
  if (id === undefined) throw gatewayError(404, lang, 'gatewayNotFound')
  return id
}

const CREDENTIALS_NOTE =
  'Credentials are write-only: in `credentials`, a value sets the field, null (or an empty ' +
  'text) clears it, and a field left out keeps what is stored. They are kept encrypted ' +
  '(AES-256-GCM) and answered only as `{ field: true | false }` (set or not). Fields must be ' +
  `the provider's own (${Object.entries(PROVIDER_CREDENTIALS)
    .map(([provider, fields]) => `${provider}: ${fields.join(', ')}`)
    .join('; ')}).`

const SETTINGS_NOTE =
  '`settings` follows the type: pix and pix-installment a pix key (CPF, CNPJ, e-mail, +55 phone ' +
  'or random key) and the code expiry; static-pix a key, an optional fixed amount and a ' +
  'description that must fit the code beside the key; billet the bank (3-digit FEBRABAN code), ' +
  'wallet, agreement, days to due, fine, interest and discount; creditcard the soft descriptor, ' +
  'maximum installments, capture mode and brands; voucher its brands; custom the method name and ' +
  'the payer instructions. The sandbox provider runs only in the sandbox environment.'

/**
 * The store's gateways and installments setup (payments service), guarded by the payments
 * level: read for reads, write for changes.
 */
export function gatewaysRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/gateways'

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's gateways",
      description:
        'Every configured provider account, oldest first, each with how many payments it took ' +
        'and when the last one was. Credentials only as set / not set.',
      tags: ['gateways'],
      parameters: [
        queryParameter('type', `Only gateways of this type: ${GATEWAY_TYPES.join(', ')}`),
      ],
      responses: { 200: jsonAnswer('The gateways', GatewayListSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const { type } = parseBody(ListQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listGateways(db, c.get('access').app.id, type))
    },
  )

  routes.get(
    `${base}/:id`,
    ...appRoute(deps, READ, {
      summary: 'One gateway',
      description: 'Its settings, fees, which credentials are set, and its payments so far.',
      tags: ['gateways'],
      params: ['id'],
      responses: { 200: jsonAnswer('The gateway', GatewaySchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = gatewayIdOf(c.req.param('id'), lang)
      return c.json(await getGateway(db, c.get('access').app.id, id, lang))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a gateway',
      description: `A provider account for one payment type. ${SETTINGS_NOTE} ${CREDENTIALS_NOTE}`,
      tags: ['gateways'],
      requestBody: jsonBody(GatewayInputSchema),
      responses: {
        201: jsonAnswer('The gateway', GatewaySchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, GatewayInputSchema)
      return c.json(await createGateway(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.put(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a gateway',
      description:
        'The whole gateway, as on creation. Its type never changes (a field error on `type`: ' +
        `create another gateway instead). ${SETTINGS_NOTE} ${CREDENTIALS_NOTE}`,
      tags: ['gateways'],
      params: ['id'],
      requestBody: jsonBody(GatewayInputSchema),
      responses: {
        200: jsonAnswer('The gateway', GatewaySchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = gatewayIdOf(c.req.param('id'), lang)
      const values = await readJsonBody(c.req, lang, GatewayInputSchema)
      return c.json(await updateGateway(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a gateway',
      description:
        'Only a gateway no payment used: once one did, it is part of the store’s history and ' +
        'the answer is 409 (`data.payments_count`); deactivate it instead (`active: false`).',
      tags: ['gateways'],
      params: ['id'],
      responses: { 204: noContent, ...errorAnswers(409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = gatewayIdOf(c.req.param('id'), lang)
      await deleteGateway(deps, c.get('access'), id, lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    '/apps/:appId/installments',
    ...appRoute(deps, READ, {
      summary: "The store's installments setup",
      description:
        'Maximum installments, interest-free up to, monthly rate (basis points: 199 is 1,99 % ' +
        'a month, Price table), minimum installment in centavos, and rules per card brand. A ' +
        'store that never saved one answers the default (12x, 3x without interest, 2,99 %, ' +
        'R$ 5,00).',
      tags: ['gateways'],
      responses: { 200: jsonAnswer('The setup', InstallmentSetupSchema) },
    }),
    async (c) => c.json(await getInstallments(db, c.get('access').app.id)),
  )

  routes.put(
    '/apps/:appId/installments',
    ...appRoute(deps, WRITE, {
      summary: "Replace the store's installments setup",
      description:
        'Interest-free installments cannot exceed the maximum, for the store and for each ' +
        'brand; a brand has at most one rule.',
      tags: ['gateways'],
      requestBody: jsonBody(InstallmentSetupSchema),
      responses: {
        200: jsonAnswer('The setup', InstallmentSetupSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const values = await readJsonBody(c.req, c.get('lang'), InstallmentSetupSchema)
      return c.json(await saveInstallments(deps, c.get('access'), values))
    },
  )

  return routes
}

import {
  AuditPageSchema,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORTS,
  CustomerInputSchema,
  CustomerPageSchema,
  CustomerQuerySchema,
  CustomerSchema,
  CustomerTagsSchema,
  parseBody,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, type AppScopedEnv } from '../access/require-access.ts'
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
import { customerActivity } from './activity.ts'
import { customerPage } from './list.ts'
import { customerError } from './messages.ts'
import { createCustomer, deleteCustomer, getCustomer, updateCustomer } from './save.ts'
import { customerTags, TAGS_LISTED } from './tags.ts'

const READ = { area: 'customers', level: 'read' } as const
const WRITE = { area: 'customers', level: 'write' } as const

const ActivityQuerySchema = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) })

const CUSTOMER_ID = /^[1-9]\d{0,15}$/

/**
 * A customer id from the path (a bigint: imports can number far past int4). Anything that is no
 * customer's (malformed, beyond what a JavaScript number holds exactly) reads "not found".
 */
function customerIdOf(raw: string | undefined, lang: Lang): number {
  const id = raw && CUSTOMER_ID.test(raw) ? Number(raw) : undefined
  if (id === undefined || !Number.isSafeInteger(id)) {
    throw customerError(404, lang, 'customerNotFound')
  }
  return id
}

/**
 * The store's customers (main service), guarded by the customers level: read for reads, write
 * for changes. Static paths (`tags`) come before `:id`, which they would otherwise match.
 */
export function customersRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/customers'

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's customers: search, filters, sort and keyset pages",
      description:
        '`q` matches the start of any word of the name, the start of the e-mail, and with ' +
        'three digits or more the start of the document or the phone. Pass `next_cursor` back ' +
        'as `cursor` for the next page (null on the last); a cursor belongs to its sort.',
      tags: ['customers'],
      parameters: [
        queryParameter('q', 'Search text (up to 100 characters)'),
        queryParameter('tag', 'Only customers with this tag'),
        queryParameter('created_from', 'Created on this day (YYYY-MM-DD, São Paulo) or later'),
        queryParameter('created_to', 'Created on this day (YYYY-MM-DD, São Paulo) or earlier'),
        queryParameter('has_purchases', '`true`: with purchases; `false`: without'),
        queryParameter('sort', `One of ${CUSTOMER_SORTS.join(', ')}; -created_at by default`),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', `Customers per page: 1 to 100, ${CUSTOMER_PAGE_SIZE} by default`),
      ],
      responses: { 200: jsonAnswer('One page', CustomerPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const filters = parseBody(CustomerQuerySchema, c.req.query(), lang)
      return c.json(await customerPage(db, c.get('access').app.id, filters, lang))
    },
  )

  routes.get(
    `${base}/tags`,
    ...appRoute(deps, READ, {
      summary: "The store's customer tags, most used first",
      description: `With how many customers carry each; the ${TAGS_LISTED} most used.`,
      tags: ['customers'],
      responses: { 200: jsonAnswer('The tags', CustomerTagsSchema) },
    }),
    async (c) => c.json(await customerTags(db, c.get('access').app.id)),
  )

  routes.get(
    `${base}/:id`,
    ...appRoute(deps, READ, {
      summary: 'One customer',
      tags: ['customers'],
      params: ['id'],
      responses: { 200: jsonAnswer('The customer', CustomerSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = customerIdOf(c.req.param('id'), lang)
      return c.json(await getCustomer(db, c.get('access').app.id, id, lang))
    },
  )

  routes.get(
    `${base}/:id/activity`,
    ...appRoute(deps, READ, {
      summary: "The customer's history from the audit log, newest first",
      description: 'Keyset pagination: pass `next_cursor` back as `cursor`.',
      tags: ['customers'],
      params: ['id'],
      parameters: [queryParameter('cursor', 'The next_cursor of the previous page')],
      responses: { 200: jsonAnswer('One page', AuditPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { app, grants } = c.get('access')
      const id = customerIdOf(c.req.param('id'), lang)
      const { cursor } = parseBody(ActivityQuerySchema, c.req.query(), lang)
      await getCustomer(db, app.id, id, lang)
      return c.json(await customerActivity(db, app.id, id, cursor, grants, lang))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a customer',
      description:
        'A name and an e-mail or a document (CPF or CNPJ, checked by its digits). E-mail and ' +
        'document are unique in the store (409 naming the field).',
      tags: ['customers'],
      requestBody: jsonBody(CustomerInputSchema),
      responses: {
        201: jsonAnswer('The customer', CustomerSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CustomerInputSchema)
      return c.json(await createCustomer(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.put(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: "Replace a customer's editable fields",
      description: 'Purchases, subscriptions and totals are kept by the server.',
      tags: ['customers'],
      params: ['id'],
      requestBody: jsonBody(CustomerInputSchema),
      responses: {
        200: jsonAnswer('The customer', CustomerSchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = customerIdOf(c.req.param('id'), lang)
      const values = await readJsonBody(c.req, lang, CustomerInputSchema)
      return c.json(await updateCustomer(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${base}/:id`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a customer',
      description: 'Refused (409) while the customer has purchases or subscriptions.',
      tags: ['customers'],
      params: ['id'],
      responses: { 204: noContent, ...errorAnswers(409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = customerIdOf(c.req.param('id'), lang)
      await deleteCustomer(deps, c.get('access'), id, lang)
      return c.body(null, 204)
    },
  )

  return routes
}

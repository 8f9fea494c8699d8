import {
  CustomFieldInputSchema,
  CustomFieldOrderInputSchema,
  CustomFieldQuerySchema,
  CustomFieldSchema,
  customFieldError,
  parseBody,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../../openapi/describe.ts'
import { listFields, removeField, reorderFields, saveField } from './fields.ts'

const READ = { area: 'checkout', level: 'read' } as const
const WRITE = { area: 'checkout', level: 'write' } as const
const TAGS = ['checkout custom fields']
const FieldListSchema = v.array(CustomFieldSchema)

const FIELD_NOTE =
  '`key` (a-z, 0-9 and _, starting with a letter, up to 40) is unique in the store across the ' +
  'five groups (409 on `key`); `options` only for selects (at least one); `min_length` ≤ ' +
  '`max_length`, `min` ≤ `max`; `mask` (9 digit, A letter, * either) only for text, phone and ' +
  'document. A new field, or one moved to another group, goes last in its group.'

/**
 * The checkout's custom fields (checkout service, `/apps/{appId}/checkout/fields`): checkout read
 * for the list, write for changes. The public pages get them in `PublicLink.checkout.fields`.
 */
export function checkoutFieldsRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/checkout/fields'
  const idOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw customFieldError(404, lang, 'fieldNotFound')
    return id
  }

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's checkout custom fields, by group then position",
      tags: TAGS,
      parameters: [
        queryParameter(
          'group',
          'identification, address, shipping, payment or cart; every group when left out',
        ),
      ],
      responses: { 200: jsonAnswer('The fields', FieldListSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(CustomFieldQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listFields(deps.db, c.get('access').app.id, query.group))
    },
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a checkout custom field',
      description: FIELD_NOTE,
      tags: TAGS,
      requestBody: jsonBody(CustomFieldInputSchema),
      responses: {
        201: jsonAnswer('The field', CustomFieldSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CustomFieldInputSchema)
      return c.json(await saveField(deps, c.get('access').app.id, null, values, lang), 201)
    },
  )

  // Before `/:fieldId`, so that "order" is not taken for an id.
  routes.put(
    `${base}/order`,
    ...appRoute(deps, WRITE, {
      summary: "Reorder a group's custom fields",
      description:
        '`ids`: every field of the group once, in the new order (422 on `ids` otherwise). ' +
        'Written in one transaction.',
      tags: TAGS,
      requestBody: jsonBody(CustomFieldOrderInputSchema),
      responses: {
        200: jsonAnswer("The group's fields in their new order", FieldListSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CustomFieldOrderInputSchema)
      const appId = c.get('access').app.id
      return c.json(await reorderFields(deps, appId, values.group, values.ids, lang))
    },
  )

  routes.put(
    `${base}/:fieldId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a checkout custom field',
      description: FIELD_NOTE,
      tags: TAGS,
      params: ['fieldId'],
      requestBody: jsonBody(CustomFieldInputSchema),
      responses: {
        200: jsonAnswer('The field', CustomFieldSchema),
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('fieldId'), lang)
      const values = await readJsonBody(c.req, lang, CustomFieldInputSchema)
      return c.json(await saveField(deps, c.get('access').app.id, id, values, lang))
    },
  )

  routes.delete(
    `${base}/:fieldId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a checkout custom field',
      description: 'Payments keep the answers they were given (with the label of then).',
      tags: TAGS,
      params: ['fieldId'],
      responses: { 204: noContent, ...errorAnswers(404) },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeField(deps, c.get('access').app.id, idOf(c.req.param('fieldId'), lang), lang)
      return c.body(null, 204)
    },
  )

  return routes
}

import {
  CmsElementSchema,
  CmsPageElementsSchema,
  CmsPageSchema,
  cmsError,
  DuplicateInputSchema,
  ElementPreviewSchema,
  ELEMENT_INPUT_SCHEMAS,
  ELEMENT_KINDS,
  ElementRefSchema,
  isCmsResource,
  isElementKind,
  OrderInputSchema,
  PageSeoSchema,
  parseBody,
  RESOURCE_SCHEMAS,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { parseId } from '../access/require-access.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { layoutRoute, type LayoutScopedEnv } from '../layouts/layout-access.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody, noContent } from '../openapi/describe.ts'
import { placeUploadedImages, readElementBody } from './element-body.ts'
import {
  duplicateElement,
  elementsOfPage,
  orderElements,
  removeElement,
  saveElement,
  switchStatus,
  type CheckedInput,
} from './elements.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, type FieldChanges } from '../audit/write.ts'
import { auditPage } from './audit.ts'
import { pageAnswer, pageBySlug } from './pages.ts'
import { previewElement } from './preview.ts'
import { cmsPages } from './schema.ts'

/** "seo.title", "resource.primary": which part of the page a change is of. */
function prefixed(prefix: string, changes: FieldChanges): FieldChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [`${prefix}.${field}`, change]),
  )
}

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['cms']
const PAGE = 'pageParams'

/**
 * The layout CMS (specification section 7, main service), every call by layout id: the layout's
 * store is found and the caller's **layout** level checked there (layouts/layout-access.ts).
 * The order of registration matters: `order`, `remove`, `search`, `seo`, `resource`, `preview`
 * and `duplicate` are matched before the `{type}` and `{action}` parameters.
 */
export function cmsRoutes(deps: AppDeps) {
  const { db, config, clock } = deps
  const routes = new Hono<LayoutScopedEnv>()
  const base = '/cms/:layoutId'

  routes.get(
    `${base}/search/:${PAGE}`,
    ...layoutRoute(deps, READ, {
      summary: "A CMS page and its elements, by the page's slug",
      description:
        'Elements by placeholder (in the page’s order), then position. An unknown slug is a 404.',
      tags: TAGS,
      params: [PAGE],
      responses: { 200: jsonAnswer('The page and its elements', CmsPageElementsSchema) },
    }),
    async (c) => {
      const page = await pageBySlug(db, c.get('layout'), c.req.param(PAGE), c.get('lang'))
      return c.json({ page: pageAnswer(page), elements: await elementsOfPage(db, page) })
    },
  )

  routes.put(
    `${base}/order`,
    ...layoutRoute(deps, WRITE, {
      summary: "Save the order of a placeholder's (or the whole page's) elements",
      description:
        '`orders` lists content ids in their new order: exactly the elements of one placeholder, ' +
        'or exactly all of the page’s, each once; anything else is a 422 and changes nothing.',
      tags: TAGS,
      requestBody: jsonBody(OrderInputSchema),
      responses: {
        200: jsonAnswer('The page and its elements in the new order', CmsPageElementsSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, OrderInputSchema)
      const { page, elements } = await orderElements(
        db,
        c.get('layout'),
        input.page_id,
        input.orders,
        clock.now(),
        lang,
        actorOf(c.get('access').caller),
      )
      return c.json({ page: pageAnswer(page), elements })
    },
  )

  routes.delete(
    `${base}/remove`,
    ...layoutRoute(deps, WRITE, {
      summary: 'Remove an element',
      description: 'Body `{ page_id, content_id }`; the others of its placeholder close up.',
      tags: TAGS,
      requestBody: jsonBody(ElementRefSchema),
      responses: { 204: noContent, ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const ref = await readJsonBody(c.req, lang, ElementRefSchema)
      await removeElement(
        db,
        c.get('layout'),
        ref.page_id,
        ref.content_id,
        clock.now(),
        lang,
        actorOf(c.get('access').caller),
      )
      return c.body(null, 204)
    },
  )

  routes.post(
    `${base}/duplicate/:${PAGE}`,
    ...layoutRoute(deps, WRITE, {
      summary: 'Duplicate an element of the page',
      description: 'Body `{ content_id }`; the copy is placed right after the original.',
      tags: TAGS,
      params: [PAGE],
      requestBody: jsonBody(DuplicateInputSchema),
      responses: {
        201: jsonAnswer('The copy', CmsElementSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const input = await readJsonBody(c.req, lang, DuplicateInputSchema)
      const copy = await duplicateElement(
        db,
        c.get('layout'),
        c.req.param(PAGE),
        input.content_id,
        clock.now(),
        lang,
        actorOf(c.get('access').caller),
      )
      return c.json(copy, 201)
    },
  )

  routes.get(
    `${base}/seo/:${PAGE}`,
    ...layoutRoute(deps, READ, {
      summary: "A page's SEO",
      description: 'global, layout and the resources have none: 404.',
      tags: TAGS,
      params: [PAGE],
      responses: { 200: jsonAnswer('The SEO', PageSeoSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const page = await pageBySlug(db, c.get('layout'), c.req.param(PAGE), lang)
      if (!page.seo) throw cmsError(404, lang, 'noSeo')
      return c.json(parseBody(PageSeoSchema, page.seo, lang))
    },
  )

  routes.put(
    `${base}/seo/:${PAGE}`,
    ...layoutRoute(deps, WRITE, {
      summary: "Save a page's SEO (the whole of it)",
      description: 'Lengths past what search engines show are refused (see SEO_LIMITS).',
      tags: TAGS,
      params: [PAGE],
      requestBody: jsonBody(PageSeoSchema),
      responses: { 200: jsonAnswer('The SEO', PageSeoSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const seo = await readJsonBody(c.req, lang, PageSeoSchema)
      const layout = c.get('layout')
      const page = await pageBySlug(db, layout, c.req.param(PAGE), lang)
      if (!page.seo) throw cmsError(404, lang, 'noSeo')
      const now = clock.now()
      await db.transaction(async (tx) => {
        await tx
          .update(cmsPages)
          .set({ seo, updatedAt: now })
          .where(and(eq(cmsPages.appId, layout.appId), eq(cmsPages.id, page.id)))
        await auditPage(
          { db: tx, appId: layout.appId, actor: actorOf(c.get('access').caller), at: now },
          { id: page.id, label: pageAnswer(page).label },
          prefixed('seo', changedFields(page.seo ?? {}, seo)),
        )
      })
      return c.json(seo)
    },
  )

  routes.put(
    `${base}/resource/:${PAGE}`,
    ...layoutRoute(deps, WRITE, {
      summary: "Save a resource's fields (colors, robots, manifest)",
      tags: TAGS,
      params: [PAGE],
      requestBody: jsonBody(RESOURCE_SCHEMAS.manifest, 'The resource’s fields'),
      responses: { 200: jsonAnswer('The page', CmsPageSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const layout = c.get('layout')
      const page = await pageBySlug(db, layout, c.req.param(PAGE), lang)
      if (!isCmsResource(page.slug)) throw cmsError(404, lang, 'notResource')
      const resource = await readJsonBody(c.req, lang, RESOURCE_SCHEMAS[page.slug])
      const now = clock.now()
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(cmsPages)
          .set({ resource: { ...resource }, updatedAt: now })
          .where(and(eq(cmsPages.appId, layout.appId), eq(cmsPages.id, page.id)))
          .returning()
        await auditPage(
          { db: tx, appId: layout.appId, actor: actorOf(c.get('access').caller), at: now },
          { id: page.id, label: pageAnswer(page).label },
          prefixed('resource', changedFields(page.resource ?? {}, { ...resource })),
        )
        return updated
      })
      return c.json(pageAnswer({ ...row!, slug: page.slug }))
    },
  )

  routes.get(
    `${base}/preview/:contentId`,
    ...layoutRoute(deps, READ, {
      summary: 'What a saved catalogue element shows now',
      description: 'Its conditions applied by the catalogue, at most its limit. Other kinds: 422.',
      tags: TAGS,
      params: ['contentId'],
      responses: { 200: jsonAnswer('The items', ElementPreviewSchema), ...errorAnswers(422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const contentId = parseId(c.req.param('contentId'))
      if (contentId === undefined) throw cmsError(404, lang, 'elementNotFound')
      return c.json(await previewElement(db, c.get('layout'), contentId, lang))
    },
  )

  routes.post(
    `${base}/:type`,
    ownBodyLimit,
    ...layoutRoute(deps, WRITE, {
      summary: 'Create an element of a kind, or change one (with content_id)',
      description:
        `\`type\` is one of ${ELEMENT_KINDS.join(', ')}. JSON, or multipart/form-data when images ` +
        'are files: flags as "1"/"0" (1/0 or true/false in JSON), visibility_period, ' +
        'visibility_by_entities, conditions and items as JSON text, files named desktop_image, ' +
        'mobile_image or items.<n>.desktop_image / items.<n>.mobile_image (PNG, JPEG, WebP, GIF ' +
        'told by their bytes; an SVG with scripts is refused). Read-only fields (type, entity, ' +
        'created_at, updated_at) are ignored; a condition without a numeric id is new.',
      tags: TAGS,
      params: ['type'],
      requestBody: jsonBody(ELEMENT_INPUT_SCHEMAS.text),
      responses: {
        200: jsonAnswer('The element changed', CmsElementSchema),
        201: jsonAnswer('The element created', CmsElementSchema),
        ...errorAnswers(...BODY_ERRORS, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const type = c.req.param('type')
      if (!isElementKind(type)) throw cmsError(404, lang, 'unknownType')
      // The upload reader takes the app's base context (its variables are a subset of this one's).
      const { body, files } = await readElementBody(c as unknown as Context<AppEnv>, config, type)
      const input = parseBody(ELEMENT_INPUT_SCHEMAS[type], body, lang) as CheckedInput
      await placeUploadedImages(config, lang, input, files)
      const { element, created } = await saveElement(
        db,
        c.get('layout'),
        type,
        input,
        clock.now(),
        lang,
        actorOf(c.get('access').caller),
      )
      return c.json(element, created ? 201 : 200)
    },
  )

  routes.put(
    `${base}/:action`,
    ...layoutRoute(deps, WRITE, {
      summary: 'Run an action on an element',
      description:
        '`status` switches the element on or off (1 ↔ 0). Body `{ page_id, content_id }`. ' +
        'Any other action is a 404.',
      tags: TAGS,
      params: ['action'],
      requestBody: jsonBody(ElementRefSchema),
      responses: {
        200: jsonAnswer('The element', CmsElementSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      if (c.req.param('action') !== 'status') throw cmsError(404, lang, 'unknownAction')
      const ref = await readJsonBody(c.req, lang, ElementRefSchema)
      return c.json(
        await switchStatus(
          db,
          c.get('layout'),
          ref.page_id,
          ref.content_id,
          clock.now(),
          lang,
          actorOf(c.get('access').caller),
        ),
      )
    },
  )

  return routes
}

import {
  ApiError,
  FILTER_PREVIEW_MAX,
  FilterQuerySchema,
  CatalogueProductInputSchema,
  CatalogueProductPageSchema,
  CatalogueProductQuerySchema,
  CatalogueProductSchema,
  CategoryFilterRequestSchema,
  CategoryFilterResultSchema,
  CategoryInputSchema,
  CategoryListSchema,
  CategoryMoveSchema,
  CategorySchema,
  CategoryUpdateSchema,
  parseBody,
  ProductFilterRequestSchema,
  ProductFilterResultSchema,
  ProductImageUploadSchema,
  type CatalogueText,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono, type Context } from 'hono'
import type * as v from 'valibot'
import { statusText } from '../http/errors.ts'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { receiveImage } from '../files/upload.ts'
import { ownBodyLimit } from '../http/body-limit.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import {
  createCategory,
  listCategories,
  moveCategory,
  removeCategory,
  updateCategory,
} from './categories.ts'
import { catalogueError } from './errors.ts'
import { catalogueImportRoutes } from './import/routes.ts'
import { categoriesMatching, productsMatching } from './matching.ts'
import {
  createProduct,
  getProduct,
  listProducts,
  removeProduct,
  updateProduct,
} from './products.ts'

/*
 * The storefront's catalogue under the indexer service: `/apps/{appId}/catalogue/…`. The
 * catalogue is part of the storefront, so it is the layout area's: read for reads and the
 * filter previews, write for changes.
 */
const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const PRODUCT_TAGS = ['catalogue products']
const CATEGORY_TAGS = ['catalogue categories']

const PRODUCT_NOTE =
  'Money in centavos: `price`, `sales_price` (lower than the price, or null). With ' +
  '`option_names` (up to three, e.g. Tamanho, Cor) each variant gives one value per option, its ' +
  'own SKU, stock and optional price; the product’s stock is then their sum. SKUs (the ' +
  'product’s and its variants’) are unique in the store (409 on the field); `slug` empty is ' +
  'made from the name; `category_ids` must be the store’s (422). `images`: uploaded paths ' +
  '(POST …/products/images) or absolute addresses (kept as external).'

const FILTER_NOTE =
  'Conditions of a CMS catalogue element (specification section 3): `=` and `!=` with a ' +
  '`value` (booleans true/false or 1/0; `categories.id` means in that category or under it), ' +
  '`order` with `asc`/`desc`, applied in the order written, then by id. Answers the first ' +
  '`limit` items and the total.'

const FILTER_PARAMETERS = [
  queryParameter('conditions', 'The conditions as JSON: [{"attribute":…,"condition":…,…}]'),
  queryParameter('limit', `Items answered: 1 to ${FILTER_PREVIEW_MAX}, 12 by default`),
]

/**
 * A preview's request from its query (a preview only reads, so it is a GET like every read):
 * the conditions' JSON text parsed, then checked by the contract's schema as a body would be.
 */
function filterRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  query: Record<string, string>,
  lang: Lang,
): v.InferOutput<TSchema> {
  const { conditions, limit } = parseBody(FilterQuerySchema, query, lang)
  let parsed: unknown
  try {
    parsed = JSON.parse(conditions)
  } catch {
    const message =
      lang === 'en' ? 'The conditions are not valid JSON.' : 'As condições não são um JSON válido.'
    throw new ApiError({
      statusCode: 400,
      statusMessage: statusText(400),
      message,
      data: { fields: { conditions: message } },
    })
  }
  return parseBody(schema, { conditions: parsed, ...(limit === undefined ? {} : { limit }) }, lang)
}

export function catalogueRoutes(deps: AppDeps) {
  const { db, config } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/catalogue'
  const idOf = (raw: string | undefined, lang: Lang, missing: CatalogueText) => {
    const id = parseId(raw)
    if (id === undefined) throw catalogueError(404, lang, missing)
    return id
  }

  routes.get(
    `${base}/products`,
    ...appRoute(deps, READ, {
      summary: "The store's products: by name, or the best matches of a search",
      description:
        '`q` finds words of the name, SKU (product or variant, exact or start) and description, ' +
        'accents and case ignored, each word also as a prefix ("cami" finds Camiseta), and names ' +
        'within a typo ("camizeta"). Keyset pages.',
      tags: PRODUCT_TAGS,
      parameters: [
        queryParameter('q', 'Search words'),
        queryParameter('category_id', 'In this category or any under it'),
        queryParameter('visible', '1 visible only, 0 hidden only'),
        queryParameter('in_stock', '1 with stock, 0 sold out'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Items per page: 1 to 200, 50 by default'),
      ],
      responses: { 200: jsonAnswer('One page', CatalogueProductPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const query = parseBody(CatalogueProductQuerySchema, c.req.query(), lang)
      return c.json(await listProducts(db, c.get('access').app.id, query, lang))
    },
  )

  routes.post(
    `${base}/products`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a product',
      description: `Audited. ${PRODUCT_NOTE}`,
      tags: PRODUCT_TAGS,
      requestBody: jsonBody(CatalogueProductInputSchema),
      responses: {
        201: jsonAnswer('The product', CatalogueProductSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CatalogueProductInputSchema)
      return c.json(await createProduct(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.post(
    `${base}/products/images`,
    ownBodyLimit,
    ...appRoute(deps, WRITE, {
      summary: 'Upload a product image',
      description:
        'multipart/form-data with the image in `file` (PNG, JPEG, WebP, GIF or a passive SVG, ' +
        'told by its bytes, re-encoded, with responsive copies). Answers its path, for `images`.',
      tags: PRODUCT_TAGS,
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object' } } },
      },
      responses: {
        200: jsonAnswer('The stored image', ProductImageUploadSchema),
        ...errorAnswers(400, 413, 415),
      },
    }),
    async (c) => {
      // receiveImage reads the request and the language only: any app env will do.
      const image = await receiveImage(c as unknown as Context<AppEnv>, config)
      return c.json({ url: image.url })
    },
  )

  routes.get(
    `${base}/products/filter`,
    ...appRoute(deps, READ, {
      summary: "A catalogue element's preview: the products its conditions show",
      description: FILTER_NOTE,
      tags: PRODUCT_TAGS,
      parameters: FILTER_PARAMETERS,
      responses: {
        200: jsonAnswer('The first products and the total', ProductFilterResultSchema),
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { conditions, limit } = filterRequest(ProductFilterRequestSchema, c.req.query(), lang)
      return c.json(await productsMatching(db, c.get('access').app.id, conditions, { limit, lang }))
    },
  )

  routes.get(
    `${base}/products/:productId`,
    ...appRoute(deps, READ, {
      summary: 'One product',
      tags: PRODUCT_TAGS,
      params: ['productId'],
      responses: { 200: jsonAnswer('The product', CatalogueProductSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      return c.json(await getProduct(db, c.get('access').app.id, id, lang))
    },
  )

  routes.put(
    `${base}/products/:productId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a product',
      description: `Audited (what changed). A variant sent with its id keeps it. ${PRODUCT_NOTE}`,
      tags: PRODUCT_TAGS,
      params: ['productId'],
      requestBody: jsonBody(CatalogueProductInputSchema),
      responses: {
        200: jsonAnswer('The product', CatalogueProductSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      const values = await readJsonBody(c.req, lang, CatalogueProductInputSchema)
      return c.json(await updateProduct(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${base}/products/:productId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a product',
      description: 'Audited. Its variants go with it.',
      tags: PRODUCT_TAGS,
      params: ['productId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('productId'), lang, 'productNotFound')
      await removeProduct(deps, c.get('access'), id, lang)
      return c.body(null, 204)
    },
  )

  // Categories

  routes.get(
    `${base}/categories`,
    ...appRoute(deps, READ, {
      summary: "The store's category tree, flat in tree order",
      description:
        'Each parent before its children, siblings by position; `urls` is the slugs from the ' +
        'top, `product_count` the products in that category itself.',
      tags: CATEGORY_TAGS,
      responses: { 200: jsonAnswer('The tree', CategoryListSchema) },
    }),
    async (c) => c.json(await listCategories(db, c.get('access').app.id)),
  )

  routes.post(
    `${base}/categories`,
    ...appRoute(deps, WRITE, {
      summary: 'Create a category',
      description:
        'At the end of its parent’s children (`parent_id` null: the top). Audited. The address ' +
        'is unique among siblings (409 on `slug`); at most four levels (422).',
      tags: CATEGORY_TAGS,
      requestBody: jsonBody(CategoryInputSchema),
      responses: {
        201: jsonAnswer('The category', CategorySchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, CategoryInputSchema)
      return c.json(await createCategory(deps, c.get('access'), values, lang), 201)
    },
  )

  routes.get(
    `${base}/categories/filter`,
    ...appRoute(deps, READ, {
      summary: "A categories element's preview: the categories its conditions show",
      description: FILTER_NOTE,
      tags: CATEGORY_TAGS,
      parameters: FILTER_PARAMETERS,
      responses: {
        200: jsonAnswer('The first categories and the total', CategoryFilterResultSchema),
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { conditions, limit } = filterRequest(CategoryFilterRequestSchema, c.req.query(), lang)
      return c.json(
        await categoriesMatching(db, c.get('access').app.id, conditions, { limit, lang }),
      )
    },
  )

  routes.put(
    `${base}/categories/:categoryId`,
    ...appRoute(deps, WRITE, {
      summary: 'Rename a category (name, address, in the menu)',
      description: 'Audited. Where it sits is changed by the move.',
      tags: CATEGORY_TAGS,
      params: ['categoryId'],
      requestBody: jsonBody(CategoryUpdateSchema),
      responses: {
        200: jsonAnswer('The category', CategorySchema),
        ...errorAnswers(...BODY_ERRORS, 409),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('categoryId'), lang, 'categoryNotFound')
      const values = await readJsonBody(c.req, lang, CategoryUpdateSchema)
      return c.json(await updateCategory(deps, c.get('access'), id, values, lang))
    },
  )

  routes.post(
    `${base}/categories/:categoryId/move`,
    ...appRoute(deps, WRITE, {
      summary: 'Move a category: a new parent and/or position',
      description:
        'One transaction: the siblings it leaves and joins are renumbered 0, 1, 2…, the levels ' +
        'of its subtree follow. Into itself or its own subtree: 422 on `parent_id`. Answers ' +
        'the whole tree.',
      tags: CATEGORY_TAGS,
      params: ['categoryId'],
      requestBody: jsonBody(CategoryMoveSchema),
      responses: {
        200: jsonAnswer('The tree after the move', CategoryListSchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('categoryId'), lang, 'categoryNotFound')
      const move = await readJsonBody(c.req, lang, CategoryMoveSchema)
      return c.json(await moveCategory(deps, c.get('access'), id, move, lang))
    },
  )

  routes.delete(
    `${base}/categories/:categoryId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a category',
      description: 'Refused (409) while it has subcategories. Its products only lose it. Audited.',
      tags: CATEGORY_TAGS,
      params: ['categoryId'],
      responses: { 204: noContent, ...errorAnswers(409) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('categoryId'), lang, 'categoryNotFound')
      await removeCategory(deps, c.get('access'), id, lang)
      return c.body(null, 204)
    },
  )

  routes.route('/', catalogueImportRoutes(deps))
  return routes
}

import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import { LINK_IMAGE_TYPES, UPLOADED_FILES_PATH } from '../links/schema.ts'
import type { Lang } from '../validation/index.ts'
import type { CatalogueApi } from './api.ts'
import {
  CategoryInputSchema,
  CategoryMoveSchema,
  CategoryUpdateSchema,
  CATEGORY_MAX_LEVELS,
  categoryTree,
  flattenTree,
  subtreeIds,
  type Category,
} from './categories.ts'
import { sampleCategories, sampleProducts } from './fixture-sample.ts'
import type { CategoryCondition, ProductCondition } from './filters.ts'
import type { CatalogueImport } from './imports.ts'
import type { Cluster } from '../clusters/schema.ts'
import { booleanValue, CategoryFilterRequestSchema, ProductFilterRequestSchema } from './preview.ts'
import {
  CATALOGUE_PAGE_SIZE,
  CatalogueProductInputSchema,
  productUrl,
  type CatalogueProduct,
} from './products.ts'
import { foldText, slugOf } from './slug.ts'
import { catalogueText, type CatalogueText } from './texts.ts'

export { sampleCategories, sampleProducts } from './fixture-sample.ts'

export interface CatalogueFixtureState {
  categories: Category[]
  products: CatalogueProduct[]
  imports: CatalogueImport[]
  /** The store's product clusters (the clusters fixture keeps them here): `clusters.id` filters by them. */
  clusters?: Cluster[]
}

export function sampleCatalogueState(empty: boolean): CatalogueFixtureState {
  const categories = sampleCategories()
  return {
    categories: empty ? [] : categories,
    products: empty ? [] : sampleProducts(categories),
    imports: [],
  }
}

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
}

/** A stand-in the schema accepts for the fixture's inline images (data: addresses). */
const STAND_IN_IMAGE = `${UPLOADED_FILES_PATH}${'0'.repeat(64)}.png`

/**
 * The catalogue in memory, answering as the server does: the same schemas and refusals, search
 * by folded words (no typo tolerance here: that is PostgreSQL's trigram), the filter preview's
 * conditions, the category moves with renumbering and the cycle refusal. An import reports the
 * rows it read and writes nothing (the server's parsers are not part of the contract).
 */
export function createCatalogueFixture(
  state: CatalogueFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): CatalogueApi {
  const fail = (statusCode: number, key: CatalogueText, field?: string, params = {}) => {
    const message = catalogueText(lang, key, params)
    return new ApiError({
      statusCode,
      statusMessage: STATUS_TEXT[statusCode] ?? 'Error',
      message,
      ...(field ? { data: { fields: { [field]: message } } } : {}),
    })
  }
  const findProduct = (id: number) => {
    const found = state.products.find((product) => product.id === id)
    if (!found) throw fail(404, 'productNotFound')
    return found
  }
  const findCategory = (id: number) => {
    const found = state.categories.find((category) => category.id === id)
    if (!found) throw fail(404, 'categoryNotFound')
    return found
  }
  const withCounts = (categories: Category[]): Category[] =>
    categories.map((category) => ({
      ...category,
      product_count: state.products.filter((product) =>
        product.categories.some((each) => each.id === category.id),
      ).length,
    }))
  /** Levels, addresses and positions recomputed from the parents, in tree order. */
  const relevel = () => {
    const walk = (nodes: ReturnType<typeof categoryTree>, level: number, prefix: string) => {
      nodes.forEach((node, position) => {
        node.level = level
        node.position = position
        node.urls = `${prefix}/${node.slug}`
        walk(node.children, level + 1, node.urls)
      })
    }
    const roots = categoryTree(state.categories)
    walk(roots, 1, '')
    state.categories = flattenTree(roots)
  }
  const list = () => ({ items: withCounts(state.categories) })

  function saveProduct(id: number | null, input: unknown): CatalogueProduct {
    const raw = input as { images?: string[] }
    // Inline images (data: addresses) of the sample are not addresses the server takes.
    const images = raw.images ?? []
    const values = parseBody(
      CatalogueProductInputSchema,
      { ...raw, images: images.map((url) => (url.startsWith('data:') ? STAND_IN_IMAGE : url)) },
      lang,
    )
    const slug = values.slug || slugOf(values.name) || 'produto'
    if (state.products.some((product) => product.slug === slug && product.id !== id))
      throw fail(409, 'slugTaken', 'slug', { slug })
    const skus = [values.sku, ...values.variants.map((variant) => variant.sku)].filter(Boolean)
    const takenSku = skus.find((sku) =>
      state.products.some(
        (product) =>
          product.id !== id &&
          (product.sku === sku || product.variants.some((variant) => variant.sku === sku)),
      ),
    )
    if (takenSku) throw fail(409, 'skuTaken', 'sku', { sku: takenSku })
    const unknown = values.category_ids.filter(
      (categoryId) => !state.categories.some((category) => category.id === categoryId),
    )
    if (unknown.length > 0)
      throw fail(422, 'unknownCategories', 'category_ids', { ids: unknown.join(', ') })
    const before = id === null ? undefined : findProduct(id)
    let nextVariant = Math.max(999, ...state.products.flatMap((p) => p.variants.map((v) => v.id)))
    const variants = values.variants.map((variant) => ({
      id:
        variant.id && before?.variants.some((each) => each.id === variant.id)
          ? variant.id
          : ++nextVariant,
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      sales_price: variant.sales_price,
      stock_quantity: variant.stock_quantity,
    }))
    const quantity =
      variants.length > 0
        ? variants.reduce((sum, variant) => sum + variant.stock_quantity, 0)
        : values.stock_quantity
    const at = now().toISOString()
    const product: CatalogueProduct = {
      id: id ?? Math.max(0, ...state.products.map((each) => each.id)) + 1,
      name: values.name,
      slug,
      urls: productUrl(slug),
      sku: values.sku,
      description: values.description,
      visible: values.visible,
      sold: before?.sold ?? 0,
      brand: values.brand,
      tags: values.tags,
      categories: values.category_ids.map((categoryId) => ({
        id: categoryId,
        name: findCategory(categoryId).name,
      })),
      stock: { has: quantity > 0, quantity },
      prices: { price: values.price, sales_price: values.sales_price },
      images: images.map((url) => ({ url, external: /^https?:/.test(url) })),
      option_names: values.option_names,
      variants,
      weight_grams: values.weight_grams,
      height_cm: values.height_cm,
      width_cm: values.width_cm,
      length_cm: values.length_cm,
      created_at: before?.created_at ?? at,
      updated_at: at,
    }
    state.products = before
      ? state.products.map((each) => (each.id === id ? product : each))
      : [...state.products, product]
    return structuredClone(product)
  }

  return {
    async listProducts(_appId, query = {}) {
      const limit = query.limit ?? CATALOGUE_PAGE_SIZE
      const within =
        query.category_id === undefined ? null : subtreeIds(state.categories, query.category_id)
      const words = foldText(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
      const matching = state.products
        .filter((product) => {
          if (query.visible !== undefined && product.visible !== (query.visible === '1'))
            return false
          if (query.in_stock !== undefined && product.stock.has !== (query.in_stock === '1'))
            return false
          if (within && !product.categories.some((category) => within.has(category.id)))
            return false
          const text = foldText(
            [
              product.name,
              product.sku,
              product.description,
              ...product.variants.map((v) => v.sku),
            ].join(' '),
          )
          return words.every((word) => text.includes(word))
        })
        .sort((a, b) => foldText(a.name).localeCompare(foldText(b.name)) || a.id - b.id)
      const start = query.cursor ? Number(query.cursor) : 0
      const items = matching.slice(start, start + limit)
      return {
        items: structuredClone(items),
        next_cursor: start + limit < matching.length ? String(start + limit) : null,
      }
    },
    getProduct: async (_appId, id) => structuredClone(findProduct(id)),
    createProduct: async (_appId, input) => saveProduct(null, input),
    updateProduct: async (_appId, id, input) => {
      findProduct(id)
      return saveProduct(id, input)
    },
    async removeProduct(_appId, id) {
      findProduct(id)
      state.products = state.products.filter((product) => product.id !== id)
    },
    async uploadProductImage(_appId, file) {
      if (!(LINK_IMAGE_TYPES as readonly string[]).includes(file.type))
        throw new ApiError({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: 'Envie uma imagem PNG, JPEG ou WebP.',
          data: { fields: { file: 'Envie uma imagem PNG, JPEG ou WebP.' } },
        })
      return { url: `${UPLOADED_FILES_PATH}${'a'.repeat(64)}.png` }
    },

    listCategories: async () => list(),
    async createCategory(_appId, input) {
      const values = parseBody(CategoryInputSchema, input, lang)
      const parent =
        values.parent_id === null
          ? undefined
          : state.categories.find((c) => c.id === values.parent_id)
      if (values.parent_id !== null && !parent) throw fail(422, 'unknownParent', 'parent_id')
      if ((parent?.level ?? 0) >= CATEGORY_MAX_LEVELS)
        throw fail(422, 'tooDeep', 'parent_id', { levels: CATEGORY_MAX_LEVELS })
      const slug = values.slug || slugOf(values.name) || 'categoria'
      if (state.categories.some((c) => c.parent_id === values.parent_id && c.slug === slug))
        throw fail(409, 'categorySlugTaken', 'slug', { slug })
      const id = Math.max(0, ...state.categories.map((category) => category.id)) + 1
      state.categories.push({
        id,
        name: values.name,
        slug,
        urls: '',
        level: 0,
        in_menu: values.in_menu,
        parent_id: values.parent_id,
        position: state.categories.filter((c) => c.parent_id === values.parent_id).length,
        product_count: 0,
      })
      relevel()
      return withCounts([findCategory(id)])[0] as Category
    },
    async updateCategory(_appId, id, input) {
      const values = parseBody(CategoryUpdateSchema, input, lang)
      const category = findCategory(id)
      const slug = values.slug || slugOf(values.name) || 'categoria'
      if (
        state.categories.some(
          (c) => c.id !== id && c.parent_id === category.parent_id && c.slug === slug,
        )
      )
        throw fail(409, 'categorySlugTaken', 'slug', { slug })
      Object.assign(category, { name: values.name, slug, in_menu: values.in_menu })
      for (const product of state.products)
        for (const each of product.categories) if (each.id === id) each.name = values.name
      relevel()
      return withCounts([findCategory(id)])[0] as Category
    },
    async moveCategory(_appId, id, move) {
      const values = parseBody(CategoryMoveSchema, move, lang)
      const category = findCategory(id)
      if (values.parent_id !== null) {
        findCategory(values.parent_id)
        if (subtreeIds(state.categories, id).has(values.parent_id))
          throw fail(422, 'moveCycle', 'parent_id')
      }
      const parentLevel = values.parent_id === null ? 0 : findCategory(values.parent_id).level
      const depth =
        Math.max(...[...subtreeIds(state.categories, id)].map((each) => findCategory(each).level)) -
        category.level
      if (parentLevel + 1 + depth > CATEGORY_MAX_LEVELS)
        throw fail(422, 'tooDeep', 'parent_id', { levels: CATEGORY_MAX_LEVELS })
      const siblings = state.categories
        .filter((c) => c.parent_id === values.parent_id && c.id !== id)
        .sort((a, b) => a.position - b.position)
      siblings.splice(Math.min(values.position, siblings.length), 0, category)
      category.parent_id = values.parent_id
      siblings.forEach((each, position) => (each.position = position))
      relevel()
      return list()
    },
    async removeCategory(_appId, id) {
      findCategory(id)
      if (state.categories.some((category) => category.parent_id === id))
        throw fail(409, 'categoryHasChildren')
      state.categories = state.categories.filter((category) => category.id !== id)
      for (const product of state.products)
        product.categories = product.categories.filter((category) => category.id !== id)
      relevel()
    },

    async filterProducts(_appId, request) {
      const values = parseBody(ProductFilterRequestSchema, request, lang)
      const matching = state.products
        .filter((product) =>
          values.conditions.every((c) =>
            productMatches(product, c, state.categories, state.clusters),
          ),
        )
        .sort(orderBy(values.conditions, productValue))
      return {
        items: structuredClone(matching.slice(0, values.limit)),
        total: matching.length,
        total_exact: true,
      }
    },
    async filterCategories(_appId, request) {
      const values = parseBody(CategoryFilterRequestSchema, request, lang)
      const matching = withCounts(state.categories)
        .filter((category) => values.conditions.every((c) => categoryMatches(category, c)))
        .sort(orderBy(values.conditions, categoryValue))
      return { items: matching.slice(0, values.limit), total: matching.length, total_exact: true }
    },

    async importCsv(_appId, file, { format, dryRun, onProgress }) {
      const lines = (await file.text()).split(/\r?\n/).filter((line) => line.trim())
      const total = Math.max(0, lines.length - 1)
      onProgress?.({ type: 'progress', phase: 'check', done: total, total })
      const handles = new Set(lines.slice(1).map((line) => line.split(/[;,]/)[0]))
      const report = {
        import_id: null as number | null,
        dry_run: dryRun,
        format,
        encoding: 'utf-8' as const,
        separator: ',' as const,
        unknown_columns: [],
        total_rows: total,
        products: handles.size,
        created: handles.size,
        updated: 0,
        variants: format === 'shopify' ? total : 0,
        images: 0,
        external_images: 0,
        categories_created: 0,
        failed: 0,
        errors_total: 0,
        errors: [],
        notes: [],
      }
      if (dryRun) return report
      const id = state.imports.length + 1
      state.imports.unshift({
        id,
        file_name: file.name,
        format,
        actor_name: 'Você',
        created_at: now().toISOString(),
        total_rows: total,
        created: handles.size,
        updated: 0,
        failed: 0,
        undone_at: null,
      })
      return { ...report, import_id: id }
    },
    imports: async () => structuredClone(state.imports),
    async undoImport(_appId, id) {
      const found = state.imports.find((each) => each.id === id)
      if (!found) throw fail(404, 'importNotFound')
      if (found.undone_at) throw fail(409, 'importUndone')
      found.undone_at = now().toISOString()
      return { deleted: found.created, restored: found.updated }
    },
  }
}

type Scalar = string | number | boolean | null

function productValue(product: CatalogueProduct, attribute: ProductCondition['attribute']): Scalar {
  switch (attribute) {
    case 'id':
      return product.id
    case 'name':
      return product.name
    case 'urls':
      return product.urls
    case 'sold':
      return product.sold
    case 'description':
      return product.description
    case 'visible':
      return product.visible
    case 'categories.id':
      return product.categories[0]?.id ?? null
    case 'categories.name':
      return product.categories[0]?.name ?? null
    case 'stock.has':
      return product.stock.has
    case 'stock.quantity':
      return product.stock.quantity
    case 'prices.price':
      return product.prices.price
    case 'prices.sales_price':
      // What the buyer pays when ordering by price: the promotion when there is one.
      return product.prices.sales_price ?? product.prices.price
    case 'clusters.id':
      // Sorting by cluster has no order of its own here (the server follows a manual list).
      return null
  }
}

function categoryValue(category: Category, attribute: CategoryCondition['attribute']): Scalar {
  return category[attribute]
}

function equals(actual: Scalar, expected: string | number | boolean): boolean {
  if (typeof actual === 'boolean') return booleanValue(expected) === actual
  if (typeof actual === 'number') return Number(expected) === actual
  return foldText(String(actual ?? '')) === foldText(String(expected))
}

function productMatches(
  product: CatalogueProduct,
  condition: ProductCondition,
  categories: Category[],
  clusters: readonly Cluster[] = [],
): boolean {
  if (condition.condition === 'order') return true
  let hit: boolean
  if (condition.attribute === 'clusters.id') {
    // As the server: a manual cluster's list, an automatic one's rules now; inactive, nothing.
    const cluster = clusters.find((each) => each.id === Number(condition.value) && each.active)
    hit =
      cluster === undefined
        ? false
        : cluster.kind === 'manual'
          ? cluster.product_ids.includes(product.id)
          : cluster.conditions.every(
              (rule) =>
                rule.attribute === 'clusters.id' || productMatches(product, rule, categories),
            )
  } else if (condition.attribute === 'categories.id') {
    // "In that category": the category itself or any category under it.
    const within = subtreeIds(categories, Number(condition.value))
    hit = product.categories.some((category) => within.has(category.id))
  } else if (condition.attribute === 'categories.name') {
    hit = product.categories.some((category) => equals(category.name, condition.value))
  } else {
    hit = equals(productValue(product, condition.attribute), condition.value)
  }
  return condition.condition === '=' ? hit : !hit
}

function categoryMatches(category: Category, condition: CategoryCondition): boolean {
  if (condition.condition === 'order') return true
  const hit = equals(categoryValue(category, condition.attribute), condition.value)
  return condition.condition === '=' ? hit : !hit
}

function orderBy<T, C extends ProductCondition | CategoryCondition>(
  conditions: readonly C[],
  valueOf: (item: T, attribute: C['attribute']) => Scalar,
) {
  const orders = conditions.filter((condition) => condition.condition === 'order')
  return (a: T, b: T) => {
    for (const order of orders) {
      const left = valueOf(a, order.attribute)
      const right = valueOf(b, order.attribute)
      if (left === right) continue
      const sign = order.condition === 'order' && order.order === 'desc' ? -1 : 1
      if (left === null) return 1
      if (right === null) return -1
      return (
        sign *
        (typeof left === 'string' && typeof right === 'string'
          ? foldText(left).localeCompare(foldText(right))
          : Number(left) - Number(right))
      )
    }
    return (a as { id: number }).id - (b as { id: number }).id
  }
}

import {
  CATEGORY_MAX_LEVELS,
  CatalogueProductInputSchema,
  catalogueText,
  foldText,
  isUploadedImagePath,
  type CatalogueProductValues,
  type Category,
  type ImportIssue,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { validationConfig } from '@vitrine/api/validation'
import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { categoriesOf } from '../category-rows.ts'
import { catalogueProducts, catalogueVariants } from '../schema.ts'
import type { ProductDraft } from './drafts.ts'
import { importText } from './texts.ts'

/** A draft checked: its values (categories still as paths) or why it cannot be written. */
export interface PlannedProduct {
  draft: ProductDraft
  values: CatalogueProductValues | null
  /** The stored product with the same address, replaced by the import. */
  existingId: number | null
  issues: ImportIssue[]
}

export interface ImportPlan {
  products: PlannedProduct[]
  /** Category paths (names joined by " > ", folded) not in the store yet, parents first. */
  missingCategories: string[][]
  tree: Category[]
}

export const pathKey = (names: readonly string[]) => names.map(foldText).join(' > ')

/** Where a schema problem is in the file: the variant's own line, the field's column. */
function issueOf(draft: ProductDraft, issue: v.BaseIssue<unknown>): ImportIssue {
  const path = (v.getDotPath(issue) ?? '').split('.')
  const [field = '', index, sub] = path
  const variantLine =
    field === 'variants' && index !== undefined ? draft.variantLines[Number(index)] : undefined
  const column =
    (sub && field === 'variants'
      ? draft.columns[sub === 'options' ? 'variants' : sub]
      : undefined) ??
    draft.columns[field] ??
    null
  return { line: variantLine ?? draft.line, column, message: issue.message }
}

/**
 * Checks every draft against the product schema and the store: SKUs used by another product
 * (of the store or of the file), categories deeper than the tree allows, and which drafts
 * replace a stored product (same address). Writes nothing.
 */
export async function planImport(
  db: Database,
  appId: number,
  drafts: readonly ProductDraft[],
  lang: Lang,
): Promise<ImportPlan> {
  const tree = await categoriesOf(db, appId, { counts: false })
  const known = new Set<string>()
  const pathOf = new Map<number, string[]>()
  for (const category of tree) {
    const parent = category.parent_id === null ? [] : (pathOf.get(category.parent_id) ?? [])
    const path = [...parent, category.name]
    pathOf.set(category.id, path)
    known.add(pathKey(path))
  }
  const missing = new Map<string, string[]>()
  const products: PlannedProduct[] = drafts.map((draft) => {
    const issues = [...draft.issues]
    for (const path of draft.categoryPaths) {
      if (path.length > CATEGORY_MAX_LEVELS) {
        issues.push({
          line: draft.line,
          column: draft.columns.categories ?? null,
          message: importText(lang, 'tooDeep', {
            levels: CATEGORY_MAX_LEVELS,
            path: path.join(' > '),
          }),
        })
      }
    }
    if (issues.length > 0) return { draft, values: null, existingId: null, issues }
    const parsed = v.safeParse(
      CatalogueProductInputSchema,
      { ...draft.input, category_ids: [] },
      validationConfig(lang),
    )
    if (!parsed.success)
      return {
        draft,
        values: null,
        existingId: null,
        issues: parsed.issues.map((issue) => issueOf(draft, issue)),
      }
    for (const path of draft.categoryPaths) {
      for (let depth = 1; depth <= path.length; depth += 1) {
        const part = path.slice(0, depth)
        const key = pathKey(part)
        if (!known.has(key) && !missing.has(key)) missing.set(key, part)
      }
    }
    return { draft, values: parsed.output, existingId: null, issues: [] }
  })
  await checkAgainstStore(db, appId, products, lang)
  return { products, missingCategories: [...missing.values()], tree }
}

async function checkAgainstStore(
  db: Database,
  appId: number,
  products: PlannedProduct[],
  lang: Lang,
) {
  const valid = products.filter((product) => product.values)
  const slugs = valid.map((product) => product.values!.slug)
  const skusOf = (values: CatalogueProductValues) =>
    [values.sku, ...values.variants.map((variant) => variant.sku)].filter(Boolean)
  const skus = valid.flatMap((product) => skusOf(product.values!))
  const [existing, productSkus, variantSkus] = await Promise.all([
    slugs.length === 0
      ? []
      : db
          .select({ id: catalogueProducts.id, slug: catalogueProducts.slug })
          .from(catalogueProducts)
          .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.slug, slugs))),
    skus.length === 0
      ? []
      : db
          .select({ sku: catalogueProducts.sku, slug: catalogueProducts.slug })
          .from(catalogueProducts)
          .where(and(eq(catalogueProducts.appId, appId), inArray(catalogueProducts.sku, skus))),
    skus.length === 0
      ? []
      : db
          .select({ sku: catalogueVariants.sku, slug: catalogueProducts.slug })
          .from(catalogueVariants)
          .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
          .where(and(eq(catalogueVariants.appId, appId), inArray(catalogueVariants.sku, skus))),
  ])
  const idOfSlug = new Map(existing.map((row) => [row.slug, row.id]))
  // A SKU belongs to the stored product at that address: replacing it keeps the SKU legal.
  const owner = new Map<string, string>()
  for (const row of [...productSkus, ...variantSkus]) owner.set(row.sku, row.slug)
  const seen = new Map<string, string>()
  for (const product of valid) {
    const values = product.values!
    product.existingId = idOfSlug.get(values.slug) ?? null
    for (const sku of skusOf(values)) {
      const stored = owner.get(sku)
      const inFile = seen.get(sku)
      const message =
        stored !== undefined && stored !== values.slug
          ? catalogueText(lang, 'skuTaken', { sku })
          : inFile !== undefined && inFile !== values.slug
            ? importText(lang, 'repeatedSku', { sku })
            : null
      if (message) {
        const variant = values.variants.findIndex((each) => each.sku === sku)
        product.issues.push({
          line:
            variant >= 0
              ? (product.draft.variantLines[variant] ?? product.draft.line)
              : product.draft.line,
          column: product.draft.columns.sku ?? null,
          message,
        })
      }
      seen.set(sku, values.slug)
    }
    if (product.issues.length > 0) product.values = null
  }
}

/** Images of the planned products, and how many are external addresses (not fetched here). */
export function imageCounts(products: readonly PlannedProduct[]) {
  const images = products.flatMap((product) => product.values?.images ?? [])
  return {
    images: images.length,
    external: images.filter((url) => !isUploadedImagePath(url)).length,
  }
}

import * as v from 'valibot'
import { ImportIssueSchema } from '../customers/schema.ts'

/*
 * Product imports (issue 14 item 1): the project's own CSV (one row per product, plus one row
 * per variant under the same `slug`) or a Shopify product export (several rows per Handle: the
 * first carries the product, the next ones variants and extra images). As the customers'
 * import: a dry run that writes nothing and lists row errors, then the run with progress
 * streamed as NDJSON lines, then undo of a committed import as a whole.
 */

export const CATALOGUE_IMPORT_FORMATS = ['vitrine', 'shopify'] as const
export type CatalogueImportFormat = (typeof CATALOGUE_IMPORT_FORMATS)[number]
export const CATALOGUE_IMPORT_FORMAT_LABELS: Record<CatalogueImportFormat, string> = {
  vitrine: 'Planilha da Vitrine',
  shopify: 'Exportação de produtos da Shopify',
}

export const CATALOGUE_IMPORT_MAX_BYTES = 10 * 1024 * 1024

export const CatalogueImportReportSchema = v.object({
  /** The committed import (to undo it); null for a dry run. */
  import_id: v.nullable(v.number()),
  dry_run: v.boolean(),
  format: v.picklist(CATALOGUE_IMPORT_FORMATS),
  encoding: v.picklist(['utf-8', 'latin1']),
  separator: v.picklist([',', ';']),
  /** Header columns not known (ignored). */
  unknown_columns: v.array(v.string()),
  total_rows: v.number(),
  /** Products the file describes. For a dry run: what a commit would do. */
  products: v.number(),
  created: v.number(),
  /** Products found by their address (slug/Handle) and replaced. */
  updated: v.number(),
  variants: v.number(),
  images: v.number(),
  /** Images kept as external addresses (they cannot be fetched here). */
  external_images: v.number(),
  /** Categories the import creates (from categorias or Product Category / Type). */
  categories_created: v.number(),
  /** Products not written because a row of theirs is invalid. */
  failed: v.number(),
  errors_total: v.number(),
  errors: v.array(ImportIssueSchema),
  /** What the person should know (external images…), in the request's language. */
  notes: v.array(v.string()),
})
export type CatalogueImportReport = v.InferOutput<typeof CatalogueImportReportSchema>

export const CatalogueImportEventSchema = v.variant('type', [
  v.object({
    type: v.literal('progress'),
    phase: v.picklist(['read', 'check', 'write']),
    done: v.number(),
    total: v.number(),
  }),
  v.object({ type: v.literal('report'), report: CatalogueImportReportSchema }),
  v.object({
    type: v.literal('error'),
    error: v.object({
      statusCode: v.number(),
      statusMessage: v.string(),
      message: v.string(),
      data: v.optional(v.unknown()),
    }),
  }),
])
export type CatalogueImportEvent = v.InferOutput<typeof CatalogueImportEventSchema>
export type CatalogueImportProgress = Extract<CatalogueImportEvent, { type: 'progress' }>

export const CatalogueImportSchema = v.object({
  id: v.number(),
  file_name: v.string(),
  format: v.picklist(CATALOGUE_IMPORT_FORMATS),
  actor_name: v.string(),
  created_at: v.string(),
  total_rows: v.number(),
  created: v.number(),
  updated: v.number(),
  failed: v.number(),
  undone_at: v.nullable(v.string()),
})
export type CatalogueImport = v.InferOutput<typeof CatalogueImportSchema>

export const CatalogueUndoResultSchema = v.object({ deleted: v.number(), restored: v.number() })
export type CatalogueUndoResult = v.InferOutput<typeof CatalogueUndoResultSchema>

/**
 * The project's own CSV, in column order (header names in Portuguese, as a merchant writes
 * them). Money as "129,90" (reais, comma or point); booleans sim/não; lists separated by "|";
 * categories as paths "Roupas > Camisetas". A row with `variante` ("Tamanho=M; Cor=Azul") adds
 * a variant to the product of the same `slug` written above it.
 */
export const VITRINE_PRODUCT_COLUMNS = [
  'slug',
  'nome',
  'sku',
  'descricao',
  'visivel',
  'marca',
  'etiquetas',
  'categorias',
  'preco',
  'preco_promocional',
  'estoque',
  'peso_g',
  'altura_cm',
  'largura_cm',
  'comprimento_cm',
  'imagens',
  'variante',
] as const
export type VitrineProductColumn = (typeof VITRINE_PRODUCT_COLUMNS)[number]

/** The Shopify product CSV columns the import reads (others are listed as unknown and ignored). */
export const SHOPIFY_PRODUCT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Status',
  'SEO Title',
  'SEO Description',
  'Variant Weight Unit',
  'Variant Inventory Tracker',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Variant Image',
  'Gift Card',
  'Cost per item',
] as const

import * as v from 'valibot'
import { ProductConditionSchema } from '../../catalogue/filters.ts'
import { FILTER_CONDITIONS_MAX } from '../../catalogue/preview.ts'
import { plainText } from '../../validation/index.ts'

/*
 * Product XML feeds (issue 15 item 5, ecommerce service `/apps/{appId}/feeds`): the store's
 * products, picked by the CMS's condition builder, written as a Google Merchant Center feed
 * (RSS 2.0 with the g: namespace), a Meta catalogue feed (CSV with Meta's column names: the
 * format Meta's Commerce Manager documents first, one product a line, read by spreadsheets
 * too) or a custom template. Generated as a job on a schedule into the file store and served
 * at a public address made of an unguessable token.
 */

export const FEED_FORMATS = ['google', 'meta', 'custom'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]
export const FEED_FORMAT_LABELS: Record<FeedFormat, string> = {
  google: 'Google Merchant Center (XML)',
  meta: 'Catálogo da Meta (CSV)',
  custom: 'Modelo personalizado (XML)',
}

/** Hours between generations. */
export const FEED_SCHEDULES = [1, 6, 12, 24] as const
export type FeedSchedule = (typeof FEED_SCHEDULES)[number]

/** The feed fields whose source the store chooses (id, link, image, price and availability come from the product). */
export const FEED_MAPPED_FIELDS = [
  'title',
  'description',
  'brand',
  'gtin',
  'mpn',
  'google_product_category',
  'product_type',
] as const
export type FeedMappedField = (typeof FEED_MAPPED_FIELDS)[number]
export const FEED_MAPPED_FIELD_LABELS: Record<FeedMappedField, string> = {
  title: 'Título',
  description: 'Descrição',
  brand: 'Marca',
  gtin: 'GTIN (código de barras)',
  mpn: 'MPN (código do fabricante)',
  google_product_category: 'Categoria do Google',
  product_type: 'Tipo de produto',
}

/** Where a mapped field's value comes from: a product field, a fixed text, or nothing. */
export const FEED_SOURCES = [
  'name',
  'description',
  'sku',
  'brand',
  'category',
  'tags',
  'text',
  'none',
] as const
export type FeedSource = (typeof FEED_SOURCES)[number]
export const FEED_SOURCE_LABELS: Record<FeedSource, string> = {
  name: 'Nome do produto',
  description: 'Descrição do produto',
  sku: 'SKU',
  brand: 'Marca do produto',
  category: 'Primeira categoria',
  tags: 'Tags',
  text: 'Texto fixo',
  none: 'Não enviar',
}

export const FeedMappingEntrySchema = v.object({
  source: v.picklist(FEED_SOURCES, 'Escolha uma origem da lista.'),
  /** The fixed text when `source` is `text`. */
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
})
export type FeedMappingEntry = v.InferOutput<typeof FeedMappingEntrySchema>

export const FeedMappingSchema = v.object({
  title: FeedMappingEntrySchema,
  description: FeedMappingEntrySchema,
  brand: FeedMappingEntrySchema,
  gtin: FeedMappingEntrySchema,
  mpn: FeedMappingEntrySchema,
  google_product_category: FeedMappingEntrySchema,
  product_type: FeedMappingEntrySchema,
})
export type FeedMapping = v.InferOutput<typeof FeedMappingSchema>

export const DEFAULT_FEED_MAPPING: FeedMapping = {
  title: { source: 'name', text: '' },
  description: { source: 'description', text: '' },
  brand: { source: 'brand', text: '' },
  gtin: { source: 'none', text: '' },
  mpn: { source: 'sku', text: '' },
  google_product_category: { source: 'none', text: '' },
  product_type: { source: 'category', text: '' },
}

/**
 * The fields a custom template may name, as `{{ field }}`: each is written escaped for XML.
 * The language has nothing else (no code, no loops but the item template itself).
 */
export const FEED_TEMPLATE_FIELDS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'condition',
  'brand',
  'gtin',
  'mpn',
  'sku',
  'google_product_category',
  'product_type',
  'quantity',
] as const
export type FeedTemplateField = (typeof FEED_TEMPLATE_FIELDS)[number]

const TEMPLATE_TAG = /\{\{\s*([^{}]*?)\s*\}\}/g

/**
 * The problem with a template, or null: every `{{ … }}` names a known field, and no `{{` or
 * `}}` stands alone (a typo that would otherwise be written out as text).
 */
export function templateProblem(template: string): string | null {
  for (const [, name] of template.matchAll(TEMPLATE_TAG)) {
    if (!(FEED_TEMPLATE_FIELDS as readonly string[]).includes(name ?? '')) {
      return `Campo desconhecido: {{ ${name} }}. Use: ${FEED_TEMPLATE_FIELDS.join(', ')}.`
    }
  }
  const rest = template.replace(TEMPLATE_TAG, '')
  if (rest.includes('{{') || rest.includes('}}')) return 'Há um {{ ou }} sem par no modelo.'
  return null
}

/** Fills a template: every tag by its field's value, through `escape`. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<FeedTemplateField, string>>,
  escape: (text: string) => string,
): string {
  return template.replace(TEMPLATE_TAG, (_, name: string) =>
    escape(values[name as FeedTemplateField] ?? ''),
  )
}

export const DEFAULT_FEED_TEMPLATE = {
  header: '<?xml version="1.0" encoding="UTF-8"?>\n<produtos>\n',
  item:
    '  <produto id="{{ id }}">\n    <nome>{{ title }}</nome>\n    <preco>{{ price }}</preco>\n' +
    '    <link>{{ link }}</link>\n    <imagem>{{ image_link }}</imagem>\n  </produto>\n',
  footer: '</produtos>\n',
}

const templatePart = (max: number) =>
  v.pipe(
    v.string(),
    // A template is many lines (tabs too): the request guard allows them here only.
    plainText({ multiline: true }),
    v.maxLength(max, `Use até ${max} caracteres.`),
    v.check(
      (text) => templateProblem(text) === null,
      (issue) => templateProblem(String(issue.input)) ?? 'Modelo inválido.',
    ),
  )

export const FeedTemplateSchema = v.object({
  header: templatePart(5_000),
  item: v.pipe(templatePart(10_000), v.nonEmpty('Escreva o modelo de cada produto.')),
  footer: templatePart(5_000),
})
export type FeedTemplate = v.InferOutput<typeof FeedTemplateSchema>

/** What the form sends (create and change). */
export const FeedInputSchema = v.object({
  name: v.pipe(
    v.string('Dê um nome ao feed.'),
    v.trim(),
    v.nonEmpty('Dê um nome ao feed.'),
    v.maxLength(120, 'Use até 120 caracteres.'),
  ),
  format: v.picklist(FEED_FORMATS, 'Escolha um formato da lista.'),
  /** The store's site: product links are `<site_url>/p/<slug>`. */
  site_url: v.pipe(
    v.string('Informe o endereço da loja.'),
    v.trim(),
    v.nonEmpty('Informe o endereço da loja.'),
    v.url('Use um endereço completo, como https://minhaloja.com.br.'),
    v.startsWith('http', 'Use um endereço http ou https.'),
    v.maxLength(300, 'Use até 300 caracteres.'),
  ),
  conditions: v.pipe(
    v.array(ProductConditionSchema),
    v.maxLength(FILTER_CONDITIONS_MAX, `Use até ${FILTER_CONDITIONS_MAX} condições.`),
  ),
  mapping: FeedMappingSchema,
  /** Only for the custom format (ignored, and kept, for the others). */
  template: v.optional(FeedTemplateSchema, DEFAULT_FEED_TEMPLATE),
  schedule_hours: v.pipe(
    v.number('Escolha de quantas em quantas horas.'),
    v.picklist(FEED_SCHEDULES, 'Escolha 1, 6, 12 ou 24 horas.'),
  ),
})
export type FeedInput = v.InferInput<typeof FeedInputSchema>
export type FeedValues = v.InferOutput<typeof FeedInputSchema>

export const FEED_STATUSES = ['new', 'queued', 'running', 'ready', 'failed'] as const
export type FeedStatus = (typeof FEED_STATUSES)[number]
export const FEED_STATUS_LABELS: Record<FeedStatus, string> = {
  new: 'Nunca gerado',
  queued: 'Na fila',
  running: 'Gerando',
  ready: 'Pronto',
  failed: 'Falhou',
}

/** A product the last generation left out, and why. */
export const FeedItemErrorSchema = v.object({
  product_id: v.number(),
  product_name: v.string(),
  reason: v.string(),
})
export type FeedItemError = v.InferOutput<typeof FeedItemErrorSchema>

/** The errors a generation keeps (the count covers them all). */
export const FEED_ERRORS_KEPT = 500

export const FeedGenerationSchema = v.object({
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  size_bytes: v.number(),
  items_count: v.number(),
  errors_count: v.number(),
  /** Why the whole generation failed (the items' errors are `errors`). */
  failure: v.nullable(v.string()),
})
export type FeedGeneration = v.InferOutput<typeof FeedGenerationSchema>

export const FeedSchema = v.object({
  id: v.number(),
  name: v.string(),
  format: v.picklist(FEED_FORMATS),
  site_url: v.string(),
  conditions: v.array(ProductConditionSchema),
  mapping: FeedMappingSchema,
  template: FeedTemplateSchema,
  schedule_hours: v.number(),
  status: v.picklist(FEED_STATUSES),
  /** Where the last generated file is served; answers 404 until the first generation. */
  public_url: v.string(),
  last_generation: FeedGenerationSchema,
  next_run_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Feed = v.InferOutput<typeof FeedSchema>

export const FeedListSchema = v.object({ items: v.array(FeedSchema) })
export type FeedList = v.InferOutput<typeof FeedListSchema>

/** GET …/feeds/{id}/errors: the products the last generation left out (the first 500). */
export const FeedErrorListSchema = v.object({
  items: v.array(FeedItemErrorSchema),
  total: v.number(),
})
export type FeedErrorList = v.InferOutput<typeof FeedErrorListSchema>

export const FEED_PREVIEW_ITEMS = 5

/** POST …/feeds/preview: the form's values written for their first products. */
export const FeedPreviewSchema = v.object({
  /** The beginning of the file: header and the first items. */
  text: v.string(),
  items_count: v.number(),
  errors: v.array(FeedItemErrorSchema),
})
export type FeedPreview = v.InferOutput<typeof FeedPreviewSchema>

/** What the public address answers, by format. */
export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
  custom: 'application/xml; charset=utf-8',
}

/** Bytes as the list shows them: 1,2 MB. */
export function feedSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`
}

import * as v from 'valibot'
import {
  CategoryConditionSchema,
  ProductConditionSchema,
  type CategoryCondition,
  type ProductCondition,
} from '../catalogue/filters.ts'
import { isUploadedImagePath } from '../links/schema.ts'

/*
 * A CMS element (specification section 3): type, entity, placeholder, content_id, page_id,
 * status and new_tab (1 true), desktop and mobile images, visibility_period,
 * visibility_condition, visibility_by_entities and, for the catalogue kinds, conditions.
 * Each kind adds its own content fields (title, text, link, alt, limit, items).
 *
 * The same input schema validates the panel's form and the server's request (POST
 * /cms/{layoutId}/{type}); what the form holds and what goes on the wire differ only as
 * `wire.ts` says.
 */

/** The six element kinds; the `{type}` of POST /cms/{layoutId}/{type}. */
export const ELEMENT_KINDS = ['products', 'categories', 'text', 'texts', 'image', 'images'] as const
export type ElementKind = (typeof ELEMENT_KINDS)[number]

export const ELEMENT_KIND_LABELS: Record<ElementKind, string> = {
  products: 'Catálogo de produtos',
  categories: 'Catálogo de categorias',
  text: 'Texto simples',
  texts: 'Múltiplos textos',
  image: 'Imagem única',
  images: 'Múltiplas imagens',
}

/** What each kind shows (read-only on the wire: set by the server from the type). */
export const ELEMENT_ENTITIES = ['product', 'category', 'text', 'image'] as const
export type ElementEntity = (typeof ELEMENT_ENTITIES)[number]
export const ENTITY_OF_KIND: Record<ElementKind, ElementEntity> = {
  products: 'product',
  categories: 'category',
  text: 'text',
  texts: 'text',
  image: 'image',
  images: 'image',
}

export function isElementKind(type: string): type is ElementKind {
  return (ELEMENT_KINDS as readonly string[]).includes(type)
}

/** Read-only fields, removed before save (section 3) and ignored by the server if sent. */
export const READ_ONLY_FIELDS = ['type', 'entity', 'created_at', 'updated_at'] as const

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sunday: 'Domingo',
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
}

/**
 * Who sees the element (our design): everyone, only signed-in customers, or only visitors who
 * are not signed in.
 */
export const VISIBILITY_CONDITIONS = ['all', 'logged_in', 'guest'] as const
export type VisibilityCondition = (typeof VISIBILITY_CONDITIONS)[number]
export const VISIBILITY_CONDITION_LABELS: Record<VisibilityCondition, string> = {
  all: 'Todos os visitantes',
  logged_in: 'Somente clientes logados',
  guest: 'Somente visitantes não logados',
}

/**
 * The entities an element's visibility can be limited to (our design): on a category or
 * product page, show it only for these categories / products. Each has a status; with status
 * off its other fields are dropped (section 3) and it limits nothing.
 */
export const VISIBILITY_ENTITIES = ['categories', 'products'] as const
export type VisibilityEntity = (typeof VISIBILITY_ENTITIES)[number]
export const VISIBILITY_ENTITY_LABELS: Record<VisibilityEntity, string> = {
  categories: 'Somente nestas categorias',
  products: 'Somente nestes produtos',
}

export const ELEMENT_LIMITS = {
  title: 120,
  text: 5000,
  alt: 200,
  link: 500,
  items: 20,
  conditions: 20,
  entityIds: 200,
  catalogueLimitMax: 48,
  catalogueLimitDefault: 12,
  placeholder: 60,
} as const

/* ---- Wire scalars: what JSON and multipart/form-data both carry ---- */

/** 1/0 (section 3: "1 true"); "1"/"0" from a form and true/false are accepted too. */
export const FlagSchema = v.pipe(
  v.union(
    [v.picklist([0, 1] as const), v.picklist(['0', '1'] as const), v.boolean()],
    'Use 1 (sim) ou 0 (não).',
  ),
  v.transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
)
export type Flag = 0 | 1

/** A positive id as a number, or as the digits a form field carries. */
export const IdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647)),
    ],
    'Informe um identificador válido.',
  ),
)

const intBetween = (min: number, max: number, message: string) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.number(), v.integer()),
        v.pipe(v.string(), v.regex(/^-?\d{1,6}$/), v.transform(Number)),
      ],
      message,
    ),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

const textField = (label: string, max: number, required: boolean) =>
  v.pipe(
    v.string(`${label} deve ser um texto.`),
    v.trim(),
    v.minLength(required ? 1 : 0, `${label} é obrigatório.`),
    v.maxLength(max, `${label} pode ter até ${max} caracteres.`),
  )

function isHttpUrl(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A link: a path of the storefront ("/colecao/verao") or an http(s) address; empty: none. */
export const ElementLinkSchema = v.pipe(
  v.string('O link deve ser um texto.'),
  v.trim(),
  v.maxLength(ELEMENT_LIMITS.link, `O link pode ter até ${ELEMENT_LIMITS.link} caracteres.`),
  v.check(
    (value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value) || isHttpUrl(value),
    'Informe um caminho da loja (começando com /) ou um endereço https://.',
  ),
)

/**
 * An image already kept: the address of an image uploaded here, or an http(s) address.
 * Empty or null: no image. A new file is not an address: it travels as a multipart part.
 */
export const ImageAddressSchema = v.pipe(
  v.nullable(v.string()),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.check(
    (value) => value === null || isUploadedImagePath(value) || isHttpUrl(value),
    'Envie a imagem novamente.',
  ),
)

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** When the element shows: between two days (either may be open) and on some weekdays. */
export const VisibilityPeriodSchema = v.pipe(
  v.object({
    start: v.nullable(
      v.pipe(v.string(), v.regex(isoDate, 'Informe a data de início no formato AAAA-MM-DD.')),
    ),
    end: v.nullable(
      v.pipe(v.string(), v.regex(isoDate, 'Informe a data de fim no formato AAAA-MM-DD.')),
    ),
    /** Empty: every day. */
    weekdays: v.pipe(
      v.array(v.picklist(WEEKDAYS, 'Escolha dias da semana de domingo a sábado.')),
      v.check((days) => new Set(days).size === days.length, 'Um dia da semana foi repetido.'),
    ),
  }),
  v.forward(
    v.check(
      (period) => period.start === null || period.end === null || period.end >= period.start,
      'A data de fim deve ser igual ou posterior à de início.',
    ),
    ['end'],
  ),
)
export type VisibilityPeriod = v.InferOutput<typeof VisibilityPeriodSchema>

/** One entity's limit: on with its ids, or off (anything else sent with it is dropped). */
export const EntityVisibilitySchema = v.pipe(
  v.looseObject({ status: FlagSchema }),
  v.transform((entry) => (entry.status === 1 ? entry : { status: 0 as const })),
  v.variant('status', [
    v.object({
      status: v.literal(1),
      ids: v.pipe(
        v.array(IdSchema, 'Escolha ao menos um item.'),
        v.minLength(1, 'Escolha ao menos um item.'),
        v.maxLength(ELEMENT_LIMITS.entityIds, `Escolha até ${ELEMENT_LIMITS.entityIds} itens.`),
      ),
    }),
    v.object({ status: v.literal(0) }),
  ]),
)
export type EntityVisibility = { status: 1; ids: number[] } | { status: 0 }

export const VisibilityByEntitiesSchema = v.object({
  categories: v.optional(EntityVisibilitySchema, { status: 0 }),
  products: v.optional(EntityVisibilitySchema, { status: 0 }),
})
export type VisibilityByEntities = Record<VisibilityEntity, EntityVisibility>

/** Conditions as saved: `temp-` ids are dropped before (wire.ts), the server numbers new ones. */
const conditionsOf = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.array(schema),
    v.maxLength(ELEMENT_LIMITS.conditions, `Use até ${ELEMENT_LIMITS.conditions} condições.`),
  )

/* ---- The element's input (POST /cms/{layoutId}/{type}) ---- */

const commonInput = {
  /** Present: the element to change (edit); absent: a new element. */
  content_id: v.optional(IdSchema),
  page_id: IdSchema,
  placeholder: v.pipe(
    v.string('Escolha onde o elemento aparece.'),
    v.trim(),
    v.minLength(1, 'Escolha onde o elemento aparece.'),
    v.maxLength(ELEMENT_LIMITS.placeholder, 'Escolha onde o elemento aparece.'),
  ),
  status: v.optional(FlagSchema, 1),
  new_tab: v.optional(FlagSchema, 0),
  title: v.optional(textField('O título', ELEMENT_LIMITS.title, false), ''),
  desktop_image: v.optional(ImageAddressSchema, null),
  mobile_image: v.optional(ImageAddressSchema, null),
  visibility_period: v.optional(v.nullable(VisibilityPeriodSchema), null),
  visibility_condition: v.optional(
    v.picklist(VISIBILITY_CONDITIONS, 'Escolha quem vê o elemento.'),
    'all',
  ),
  visibility_by_entities: v.optional(VisibilityByEntitiesSchema, {
    categories: { status: 0 },
    products: { status: 0 },
  }),
}

const catalogueLimit = v.optional(
  intBetween(
    1,
    ELEMENT_LIMITS.catalogueLimitMax,
    `Mostre de 1 a ${ELEMENT_LIMITS.catalogueLimitMax} itens.`,
  ),
  ELEMENT_LIMITS.catalogueLimitDefault,
)

export const TextItemSchema = v.object({
  title: v.optional(textField('O título', ELEMENT_LIMITS.title, false), ''),
  text: textField('O texto', ELEMENT_LIMITS.text, true),
  link: v.optional(ElementLinkSchema, ''),
})
export type TextItem = v.InferOutput<typeof TextItemSchema>

export const ImageItemSchema = v.object({
  alt: textField('O texto alternativo', ELEMENT_LIMITS.alt, true),
  link: v.optional(ElementLinkSchema, ''),
  desktop_image: v.optional(ImageAddressSchema, null),
  mobile_image: v.optional(ImageAddressSchema, null),
})
export type ImageItem = v.InferOutput<typeof ImageItemSchema>

const itemsOf = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.array(schema, 'Adicione ao menos um item.'),
    v.minLength(1, 'Adicione ao menos um item.'),
    v.maxLength(ELEMENT_LIMITS.items, `Use até ${ELEMENT_LIMITS.items} itens.`),
  )

/** Each kind's own fields. */
export const ELEMENT_INPUT_SCHEMAS = {
  products: v.object({
    ...commonInput,
    limit: catalogueLimit,
    link: v.optional(ElementLinkSchema, ''),
    conditions: v.optional(conditionsOf(ProductConditionSchema), []),
  }),
  categories: v.object({
    ...commonInput,
    limit: catalogueLimit,
    link: v.optional(ElementLinkSchema, ''),
    conditions: v.optional(conditionsOf(CategoryConditionSchema), []),
  }),
  text: v.object({
    ...commonInput,
    text: textField('O texto', ELEMENT_LIMITS.text, true),
    link: v.optional(ElementLinkSchema, ''),
  }),
  texts: v.object({ ...commonInput, items: itemsOf(TextItemSchema) }),
  image: v.object({
    ...commonInput,
    alt: textField('O texto alternativo', ELEMENT_LIMITS.alt, true),
    link: v.optional(ElementLinkSchema, ''),
  }),
  images: v.object({ ...commonInput, items: itemsOf(ImageItemSchema) }),
} as const

export type ElementInputOf<K extends ElementKind> = v.InferOutput<(typeof ELEMENT_INPUT_SCHEMAS)[K]>
export type ElementInput = { [K in ElementKind]: ElementInputOf<K> }[ElementKind]

/* ---- The element as read ---- */

const flag = v.picklist([0, 1] as const)
const savedPeriod = v.nullable(
  v.object({
    start: v.nullable(v.string()),
    end: v.nullable(v.string()),
    weekdays: v.array(v.picklist(WEEKDAYS)),
  }),
)
const savedEntity = v.union([
  v.object({ status: v.literal(1), ids: v.array(v.number()) }),
  v.object({ status: v.literal(0) }),
])

const commonRead = {
  content_id: v.number(),
  page_id: v.number(),
  placeholder: v.string(),
  /** Place within its placeholder, from 0. */
  position: v.number(),
  status: flag,
  new_tab: flag,
  title: v.string(),
  desktop_image: v.nullable(v.string()),
  mobile_image: v.nullable(v.string()),
  visibility_period: savedPeriod,
  visibility_condition: v.picklist(VISIBILITY_CONDITIONS),
  visibility_by_entities: v.object({ categories: savedEntity, products: savedEntity }),
  created_at: v.string(),
  updated_at: v.string(),
}

const savedProductCondition = v.intersect([ProductConditionSchema, v.object({ id: v.number() })])
const savedCategoryCondition = v.intersect([CategoryConditionSchema, v.object({ id: v.number() })])

export const CmsElementSchema = v.variant('type', [
  v.object({
    ...commonRead,
    type: v.literal('products'),
    entity: v.literal('product'),
    limit: v.number(),
    link: v.string(),
    conditions: v.array(savedProductCondition),
  }),
  v.object({
    ...commonRead,
    type: v.literal('categories'),
    entity: v.literal('category'),
    limit: v.number(),
    link: v.string(),
    conditions: v.array(savedCategoryCondition),
  }),
  v.object({
    ...commonRead,
    type: v.literal('text'),
    entity: v.literal('text'),
    text: v.string(),
    link: v.string(),
  }),
  v.object({
    ...commonRead,
    type: v.literal('texts'),
    entity: v.literal('text'),
    items: v.array(v.object({ title: v.string(), text: v.string(), link: v.string() })),
  }),
  v.object({
    ...commonRead,
    type: v.literal('image'),
    entity: v.literal('image'),
    alt: v.string(),
    link: v.string(),
  }),
  v.object({
    ...commonRead,
    type: v.literal('images'),
    entity: v.literal('image'),
    items: v.array(
      v.object({
        alt: v.string(),
        link: v.string(),
        desktop_image: v.nullable(v.string()),
        mobile_image: v.nullable(v.string()),
      }),
    ),
  }),
])
export type CmsElement = v.InferOutput<typeof CmsElementSchema>
export type CmsElementOf<K extends ElementKind> = Extract<CmsElement, { type: K }>
export type SavedProductCondition = ProductCondition & { id: number }
export type SavedCategoryCondition = CategoryCondition & { id: number }

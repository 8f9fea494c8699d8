import * as v from 'valibot'
import {
  ELEMENT_INPUT_SCHEMAS,
  ELEMENT_LIMITS,
  ImageItemSchema,
  VISIBILITY_CONDITIONS,
  WEEKDAYS,
  type CmsElement,
  type ElementFormValue,
  type ElementKind,
  type VisibilityCondition,
  type Weekday,
} from '@vitrine/api'
import type { CatalogueOf } from '../../shared/conditions/condition-words.ts'
import {
  conditionRowSchema,
  conditionText,
  conditionValue,
  type ConditionRow,
} from '../../shared/conditions/condition-rows.ts'

/*
 * What an element's form holds, under the contract's own field names so a field error the
 * server answers (`conditions.1.value`, `visibility_period.end`) lands on its field: text as
 * typed (a price "49,90", ids "3, 4"), switches as booleans, an image as the address kept or
 * the File chosen. The schema checks it with the contract's messages where the contract has
 * the rule, and turns it into the contract's ElementFormValue (wire.ts makes the request).
 */

/** An image as the form holds it: the address kept, a new file, or none. */
export type ImageValue = string | File | null

export interface EntityRow {
  status: boolean
  /** "3, 4": the categories' or products' codes. */
  ids: string
}

export interface TextItemRow {
  title: string
  text: string
  link: string
}

export interface ImageItemRow {
  alt: string
  link: string
  desktop_image: ImageValue
  mobile_image: ImageValue
}

export interface ElementFormValues {
  content_id: number | null
  page_id: number
  placeholder: string
  status: boolean
  new_tab: boolean
  title: string
  desktop_image: ImageValue
  mobile_image: ImageValue
  visibility_period: { start: string; end: string; weekdays: Weekday[] }
  visibility_condition: VisibilityCondition
  visibility_by_entities: { categories: EntityRow; products: EntityRow }
  text: string
  link: string
  alt: string
  limit: string
  conditions: ConditionRow[]
  text_items: TextItemRow[]
  image_items: ImageItemRow[]
}

export const isCatalogueKind = (kind: ElementKind): kind is CatalogueOf =>
  kind === 'products' || kind === 'categories'

const entityRow = (entry: { status: 0 | 1; ids?: number[] } | undefined): EntityRow => ({
  status: entry?.status === 1,
  ids: entry?.status === 1 && entry.ids ? entry.ids.join(', ') : '',
})

/** A new element's blank form, or the element to edit. */
export function elementFormValues(
  kind: ElementKind,
  pageId: number,
  placeholder: string,
  element?: CmsElement,
): ElementFormValues {
  const of: CatalogueOf = kind === 'categories' ? 'categories' : 'products'
  const read = element as (CmsElement & Record<string, unknown>) | undefined
  return {
    content_id: element?.content_id ?? null,
    page_id: element?.page_id ?? pageId,
    placeholder: element?.placeholder ?? placeholder,
    status: element ? element.status === 1 : true,
    new_tab: element?.new_tab === 1,
    title: element?.title ?? '',
    desktop_image: element?.desktop_image ?? null,
    mobile_image: element?.mobile_image ?? null,
    visibility_period: {
      start: element?.visibility_period?.start ?? '',
      end: element?.visibility_period?.end ?? '',
      weekdays: [...(element?.visibility_period?.weekdays ?? [])],
    },
    visibility_condition: element?.visibility_condition ?? 'all',
    visibility_by_entities: {
      categories: entityRow(element?.visibility_by_entities.categories),
      products: entityRow(element?.visibility_by_entities.products),
    },
    text: typeof read?.text === 'string' ? read.text : '',
    link: typeof read?.link === 'string' ? read.link : '',
    alt: typeof read?.alt === 'string' ? read.alt : '',
    limit: String(
      typeof read?.limit === 'number' ? read.limit : ELEMENT_LIMITS.catalogueLimitDefault,
    ),
    conditions:
      element && (element.type === 'products' || element.type === 'categories')
        ? element.conditions.map((condition) => ({
            id: condition.id,
            attribute: condition.attribute,
            condition: condition.condition,
            value:
              condition.condition === 'order'
                ? ''
                : conditionText(of, condition.attribute, condition.value),
            order: condition.condition === 'order' ? condition.order : 'asc',
          }))
        : [],
    text_items:
      element?.type === 'texts'
        ? element.items.map((item) => ({ ...item }))
        : [{ title: '', text: '', link: '' }],
    image_items:
      element?.type === 'images'
        ? element.items.map((item) => ({ ...item }))
        : [{ alt: '', link: '', desktop_image: null, mobile_image: null }],
  }
}

/* ---- Checks ---- */

const contract = ELEMENT_INPUT_SCHEMAS

const parseIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)

const entitySchema = v.pipe(
  v.object({ status: v.boolean(), ids: v.string() }),
  v.forward(
    v.check(
      (entry) =>
        !entry.status ||
        (/^[\d\s,;]+$/.test(entry.ids) && parseIds(entry.ids).every((id) => id > 0)),
      'Informe os códigos separados por vírgula, como 3, 4.',
    ),
    ['ids'],
  ),
  v.forward(
    v.check(
      (entry) => !entry.status || parseIds(entry.ids).length >= 1,
      'Escolha ao menos um item.',
    ),
    ['ids'],
  ),
)

const periodSchema = v.pipe(
  v.object({
    start: v.string(),
    end: v.string(),
    weekdays: v.array(v.picklist(WEEKDAYS)),
  }),
  v.forward(
    v.check(
      (period) => period.start === '' || period.end === '' || period.end >= period.start,
      'A data de fim deve ser igual ou posterior à de início.',
    ),
    ['end'],
  ),
)

const anything = v.any()
const image = v.custom<ImageValue>(
  (value) => value === null || typeof value === 'string' || value instanceof Blob,
)

const imageItemsSchema = v.pipe(
  v.array(
    v.object({
      alt: ImageItemSchema.entries.alt,
      link: contract.image.entries.link,
      desktop_image: image,
      mobile_image: image,
    }),
    'Adicione ao menos um item.',
  ),
  v.minLength(1, 'Adicione ao menos uma imagem.'),
  v.maxLength(ELEMENT_LIMITS.items, `Use até ${ELEMENT_LIMITS.items} imagens.`),
)

/** The form's checks and its way to the contract's value, for one kind. */
export function elementFormSchema(kind: ElementKind) {
  const of: CatalogueOf = kind === 'categories' ? 'categories' : 'products'
  const catalogue = isCatalogueKind(kind)
  const fields = {
    content_id: anything,
    page_id: anything,
    placeholder: contract.text.entries.placeholder,
    status: v.boolean(),
    new_tab: v.boolean(),
    title: contract.text.entries.title,
    desktop_image: image,
    mobile_image: image,
    visibility_period: periodSchema,
    visibility_condition: v.picklist(VISIBILITY_CONDITIONS, 'Escolha quem vê o elemento.'),
    visibility_by_entities: v.object({ categories: entitySchema, products: entitySchema }),
    text: kind === 'text' ? contract.text.entries.text : anything,
    link: kind === 'texts' || kind === 'images' ? anything : contract.text.entries.link,
    alt: kind === 'image' ? contract.image.entries.alt : anything,
    limit: catalogue ? contract.products.entries.limit : anything,
    conditions: catalogue
      ? v.pipe(
          v.array(conditionRowSchema(of)),
          v.maxLength(ELEMENT_LIMITS.conditions, `Use até ${ELEMENT_LIMITS.conditions} condições.`),
        )
      : anything,
    text_items: kind === 'texts' ? contract.texts.entries.items : anything,
    image_items: kind === 'images' ? imageItemsSchema : anything,
  }
  return v.pipe(
    v.object(fields),
    v.transform((values) => toElementValue(kind, values as unknown as ElementFormValues)),
  ) as unknown as v.GenericSchema<ElementFormValues, ElementFormValue>
}

/** The form's values as the contract's element value (before wire.ts). */
export function toElementValue(kind: ElementKind, values: ElementFormValues): ElementFormValue {
  const of: CatalogueOf = kind === 'categories' ? 'categories' : 'products'
  const period = values.visibility_period
  const entity = (entry: EntityRow) =>
    entry.status ? { status: true, ids: parseIds(entry.ids) } : { status: false }
  const common: ElementFormValue = {
    ...(values.content_id ? { content_id: values.content_id } : {}),
    page_id: values.page_id,
    placeholder: values.placeholder.trim(),
    status: values.status,
    new_tab: values.new_tab,
    title: values.title.trim(),
    desktop_image: kind === 'images' ? null : values.desktop_image,
    mobile_image: kind === 'images' ? null : values.mobile_image,
    visibility_period:
      period.start === '' && period.end === '' && period.weekdays.length === 0
        ? null
        : {
            start: period.start || null,
            end: period.end || null,
            // Sunday to Saturday, whatever order they were ticked in.
            weekdays: WEEKDAYS.filter((day) => period.weekdays.includes(day)),
          },
    visibility_condition: values.visibility_condition,
    visibility_by_entities: {
      categories: entity(values.visibility_by_entities.categories),
      products: entity(values.visibility_by_entities.products),
    },
  }
  switch (kind) {
    case 'products':
    case 'categories':
      return {
        ...common,
        limit: Number(values.limit),
        link: values.link.trim(),
        conditions: values.conditions.map((row) =>
          row.condition === 'order'
            ? { id: row.id, attribute: row.attribute, condition: 'order', order: row.order }
            : {
                id: row.id,
                attribute: row.attribute,
                condition: row.condition,
                value: conditionValue(of, row),
              },
        ),
      }
    case 'text':
      return { ...common, text: values.text.trim(), link: values.link.trim() }
    case 'texts':
      return {
        ...common,
        items: values.text_items.map((item) => ({
          title: item.title.trim(),
          text: item.text.trim(),
          link: item.link.trim(),
        })),
      }
    case 'image':
      return { ...common, alt: values.alt.trim(), link: values.link.trim() }
    case 'images':
      return {
        ...common,
        items: values.image_items.map((item) => ({
          alt: item.alt.trim(),
          link: item.link.trim(),
          desktop_image: item.desktop_image,
          mobile_image: item.mobile_image,
        })),
      }
  }
}

/**
 * The server names an item's field `items.2.alt`; the form keeps the items of each kind apart
 * (`text_items`, `image_items`), so its errors are moved to the form's names.
 */
export function formFieldOf(kind: ElementKind, serverField: string): string {
  if (!serverField.startsWith('items')) return serverField
  const rest = serverField.slice('items'.length)
  return `${kind === 'images' ? 'image_items' : 'text_items'}${rest}`
}

import type { CmsElement, ElementKind, VisibilityByEntities } from '@vitrine/api'
import type { CmsElementRow } from './schema.ts'

/** The fields each kind keeps in the row's `content` (the rest have columns). */
export const CONTENT_FIELDS: Record<ElementKind, readonly string[]> = {
  products: ['limit', 'link'],
  categories: ['limit', 'link'],
  text: ['text', 'link'],
  texts: ['items'],
  image: ['alt', 'link'],
  images: ['items'],
}

export function contentOf(kind: ElementKind, input: Record<string, unknown>) {
  return Object.fromEntries(
    CONTENT_FIELDS[kind].filter((field) => field in input).map((field) => [field, input[field]]),
  )
}

const NO_ENTITIES: VisibilityByEntities = { categories: { status: 0 }, products: { status: 0 } }

/** An element row as the contract reads it (CmsElementSchema). */
export function elementAnswer(row: CmsElementRow): CmsElement {
  const common = {
    content_id: row.id,
    page_id: row.pageId,
    placeholder: row.placeholder,
    position: row.position,
    status: row.status === 1 ? 1 : 0,
    new_tab: row.newTab === 1 ? 1 : 0,
    title: row.title,
    desktop_image: row.desktopImage,
    mobile_image: row.mobileImage,
    visibility_period: row.visibilityPeriod ?? null,
    visibility_condition: row.visibilityCondition,
    visibility_by_entities: { ...NO_ENTITIES, ...row.visibilityByEntities },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    type: row.type,
    entity: row.entity,
    ...row.content,
  }
  const catalogue = row.type === 'products' || row.type === 'categories'
  return (catalogue ? { ...common, conditions: row.conditions } : common) as CmsElement
}

import { isTemporaryId } from '../catalogue/filters.ts'
import { READ_ONLY_FIELDS, VISIBILITY_ENTITIES } from './elements.ts'

/*
 * How an element's form value becomes the request of POST /cms/{layoutId}/{type}
 * (specification sections 3 and 5):
 * - read-only fields (type, entity, created_at, updated_at) are removed;
 * - booleans become 1/0, everywhere (status, new_tab, each visibility entity's status, a
 *   condition's boolean value);
 * - conditions with a temporary id (`temp-…`) lose the id (the server numbers them);
 * - a visibility entity switched off keeps only `{ status: 0 }`;
 * - with an image file anywhere (desktop_image, mobile_image, or an item's), the body is
 *   multipart/form-data: scalar fields as text ("1"/"0" for flags), structured fields
 *   (`MULTIPART_JSON_FIELDS`) as JSON text, each file as a part named by its path
 *   (`desktop_image`, `items.2.mobile_image`, whose place in the items' JSON is null), and a
 *   removed image as an empty text. Without files the body is the same object as JSON.
 * The server reads both (its `cms/element-body.ts`) and accepts true/false too.
 */

/** Fields sent as JSON text inside a multipart body. */
export const MULTIPART_JSON_FIELDS = [
  'visibility_period',
  'visibility_by_entities',
  'conditions',
  'items',
] as const

/** An image as the form holds it: an address kept, a new file, or none. */
export type ImageValue = string | Blob | null | undefined

type FormFlag = boolean | 0 | 1 | '0' | '1'

/** What an element form holds: the element as read, changed by the person, files included. */
export interface ElementFormValue {
  [field: string]: unknown
  content_id?: number | null
  page_id: number
  placeholder: string
  status?: FormFlag
  new_tab?: FormFlag
  desktop_image?: ImageValue
  mobile_image?: ImageValue
  visibility_by_entities?: Partial<Record<string, { status: FormFlag; [field: string]: unknown }>>
  conditions?: Array<{ id?: number | string; [field: string]: unknown }>
  items?: Array<Record<string, unknown>>
}

export type ElementRequest =
  { multipart: false; body: Record<string, unknown> } | { multipart: true; body: FormData }

const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob

const toFlag = (value: unknown): unknown =>
  value === true || value === '1' || value === 1 ? 1 : value === false || value === '0' ? 0 : value

/** The form value cleaned as section 3 says, files still in place. */
export function cleanElementValue(value: ElementFormValue): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value }
  for (const field of READ_ONLY_FIELDS) delete out[field]
  if (out.content_id === null || out.content_id === undefined) delete out.content_id
  // Position is the order's business (PUT …/order), never the form's.
  delete out.position
  if ('status' in out) out.status = toFlag(out.status)
  if ('new_tab' in out) out.new_tab = toFlag(out.new_tab)
  if (value.visibility_by_entities) {
    const entities: Record<string, unknown> = {}
    for (const name of VISIBILITY_ENTITIES) {
      const entry = value.visibility_by_entities[name]
      if (!entry) continue
      const status = toFlag(entry.status)
      entities[name] = status === 1 ? { ...entry, status } : { status }
    }
    out.visibility_by_entities = entities
  }
  if (value.conditions) {
    out.conditions = value.conditions.map((condition) => {
      const { id, ...rest } = condition
      const kept: Record<string, unknown> = isTemporaryId(id) || id === undefined ? rest : condition
      return typeof kept.value === 'boolean' ? { ...kept, value: kept.value ? 1 : 0 } : kept
    })
  }
  return out
}

/** The request body of POST /cms/{layoutId}/{type} for a form value. */
export function toElementRequest(value: ElementFormValue): ElementRequest {
  const clean = cleanElementValue(value)
  const files: [string, Blob][] = []
  for (const field of ['desktop_image', 'mobile_image'] as const) {
    const image = clean[field]
    if (isFile(image)) files.push([field, image])
  }
  if (Array.isArray(clean.items)) {
    clean.items = clean.items.map((item: Record<string, unknown>, index: number) => {
      const copy = { ...item }
      for (const field of ['desktop_image', 'mobile_image'] as const) {
        if (isFile(copy[field])) {
          files.push([`items.${index}.${field}`, copy[field] as Blob])
          copy[field] = null
        }
      }
      return copy
    })
  }
  if (files.length === 0) return { multipart: false, body: clean }

  const form = new FormData()
  for (const [field, raw] of Object.entries(clean)) {
    if (raw === undefined || isFile(raw)) continue
    if ((MULTIPART_JSON_FIELDS as readonly string[]).includes(field)) {
      form.append(field, JSON.stringify(raw))
    } else if (raw === null) {
      form.append(field, '')
    } else if (typeof raw === 'boolean') {
      form.append(field, raw ? '1' : '0')
    } else if (typeof raw === 'object') {
      form.append(field, JSON.stringify(raw))
    } else {
      form.append(field, String(raw))
    }
  }
  for (const [name, file] of files) {
    form.append(name, file, file instanceof File ? file.name : name)
  }
  return { multipart: true, body: form }
}

import { parseBody } from '../../http/field-errors.ts'
import type { Lang } from '../../validation/index.ts'
import type { CheckoutFieldsApi } from './api.ts'
import { DEMO_CUSTOM_FIELDS } from './demo.ts'
import { customFieldError } from './errors.ts'
import {
  CUSTOM_FIELD_GROUPS,
  CUSTOM_FIELDS_PER_GROUP_MAX,
  CustomFieldInputSchema,
  CustomFieldOrderInputSchema,
  type CustomField,
} from './schema.ts'

export interface CheckoutFieldsFixtureState {
  fields: CustomField[]
}

const AT = '2026-03-10T12:00:00.000Z'

export function sampleCheckoutFieldsState(empty: boolean): CheckoutFieldsFixtureState {
  if (empty) return { fields: [] }
  const positions = new Map<string, number>()
  return {
    fields: DEMO_CUSTOM_FIELDS.map((field, index) => {
      const position = positions.get(field.group) ?? 0
      positions.set(field.group, position + 1)
      return { ...field, id: index + 1, position, created_at: AT, updated_at: AT }
    }),
  }
}

const byOrder = (a: CustomField, b: CustomField) =>
  CUSTOM_FIELD_GROUPS.indexOf(a.group) - CUSTOM_FIELD_GROUPS.indexOf(b.group) ||
  a.position - b.position

/** The fields in memory, answering as the server does (same schema, refusals and order). */
export function createCheckoutFieldsFixture(
  state: CheckoutFieldsFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): CheckoutFieldsApi {
  const find = (id: number) => {
    const field = state.fields.find((item) => item.id === id)
    if (!field) throw customFieldError(404, lang, 'fieldNotFound')
    return field
  }
  const inGroup = (group: string) =>
    state.fields.filter((item) => item.group === group).sort(byOrder)
  const renumber = (group: string) =>
    inGroup(group).forEach((item, index) => {
      item.position = index
    })
  const save = (id: number | null, input: unknown): CustomField => {
    const values = parseBody(CustomFieldInputSchema, input, lang)
    if (state.fields.some((item) => item.key === values.key && item.id !== id)) {
      throw customFieldError(409, lang, 'keyTaken', {}, 'key')
    }
    const at = now().toISOString()
    const current = id === null ? null : find(id)
    if (!current || current.group !== values.group) {
      if (inGroup(values.group).length >= CUSTOM_FIELDS_PER_GROUP_MAX) {
        const max = CUSTOM_FIELDS_PER_GROUP_MAX
        throw customFieldError(422, lang, 'tooManyFields', { max }, 'group')
      }
    }
    if (current) {
      const oldGroup = current.group
      const moved = oldGroup !== values.group
      Object.assign(current, values, {
        position: moved ? inGroup(values.group).length : current.position,
        updated_at: at,
      })
      if (moved) renumber(oldGroup)
      return { ...current }
    }
    const field: CustomField = {
      ...values,
      id: Math.max(0, ...state.fields.map((item) => item.id)) + 1,
      position: inGroup(values.group).length,
      created_at: at,
      updated_at: at,
    }
    state.fields.push(field)
    return { ...field }
  }
  return {
    list: async (_appId, group) =>
      state.fields
        .filter((item) => !group || item.group === group)
        .sort(byOrder)
        .map((item) => ({ ...item })),
    create: async (_appId, input) => save(null, input),
    update: async (_appId, id, input) => save(id, input),
    remove: async (_appId, id) => {
      const field = find(id)
      state.fields = state.fields.filter((item) => item !== field)
      renumber(field.group)
    },
    reorder: async (_appId, input) => {
      const values = parseBody(CustomFieldOrderInputSchema, input, lang)
      const current = inGroup(values.group)
      const ids = new Set(values.ids)
      if (
        ids.size !== values.ids.length ||
        current.length !== ids.size ||
        !current.every((item) => ids.has(item.id))
      ) {
        throw customFieldError(422, lang, 'orderMismatch', {}, 'ids')
      }
      values.ids.forEach((id, index) => {
        find(id).position = index
      })
      return inGroup(values.group).map((item) => ({ ...item }))
    },
  }
}

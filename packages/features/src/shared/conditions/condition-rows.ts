import * as v from 'valibot'
import {
  parseMoney,
  TEMPORARY_ID_PREFIX,
  type ConditionOperator,
  type OrderDirection,
} from '@vitrine/api'
import { moneyInput } from '../money-field.ts'
import { attributeKind, attributeLabels, type CatalogueOf } from './condition-words.ts'

/*
 * A catalogue filter's conditions as a form holds them (the CMS's catalogue elements and the
 * e-commerce product feeds edit the same rows): values as typed ("49,90" for a price), checked
 * against the attribute's kind, and turned into the contract's conditions.
 */

export interface ConditionRow {
  /** A saved condition's number, or `temp-…` for one added here (dropped on save). */
  id: number | string
  attribute: string
  condition: ConditionOperator
  /** As typed: "49,90" for money, "true"/"false" for booleans, digits for ids. */
  value: string
  order: OrderDirection
}

let temporary = 0
/** A new condition's id: `temp-` and a number unique in this page's life. */
export const temporaryId = () => `${TEMPORARY_ID_PREFIX}${++temporary}`

export function newConditionRow(of: CatalogueOf): ConditionRow {
  return {
    id: temporaryId(),
    attribute: of === 'products' ? 'categories.id' : 'in_menu',
    condition: '=',
    value: '',
    order: 'asc',
  }
}

/** A saved condition's value as typed in its field. */
export function conditionText(of: CatalogueOf, attribute: string, value: unknown): string {
  const kind = attributeKind(of, attribute)
  if (kind === 'boolean') {
    return value === true || value === 1 || value === '1' || value === 'true' ? 'true' : 'false'
  }
  if (kind === 'money' && typeof value === 'number') return moneyInput(value)
  return value === undefined || value === null ? '' : String(value)
}

const valueProblem = (of: CatalogueOf, row: ConditionRow): string | null => {
  if (row.condition === 'order') return null
  const text = row.value.trim()
  const kind = attributeKind(of, row.attribute)
  if (kind === 'boolean') return text === 'true' || text === 'false' ? null : 'Escolha sim ou não.'
  if (text === '') return 'Informe o valor da condição.'
  if (kind === 'money') {
    const cents = parseMoney(text)
    return cents === undefined || cents < 0 ? 'Informe um valor em reais, como 49,90.' : null
  }
  if (kind === 'integer') return /^\d{1,10}$/.test(text) ? null : 'Informe um número inteiro.'
  return text.length > 200 ? 'O valor pode ter até 200 caracteres.' : null
}

export function conditionValue(of: CatalogueOf, row: ConditionRow): string | number | boolean {
  const text = row.value.trim()
  const kind = attributeKind(of, row.attribute)
  if (kind === 'boolean') return text === 'true'
  if (kind === 'money') return parseMoney(text) ?? 0
  if (kind === 'integer') return Number(text)
  return text
}

/**
 * The rows as the catalogue's filter takes them (ids left out: a preview saves nothing), or
 * null while a row is not complete.
 */
export function previewConditions(of: CatalogueOf, rows: readonly ConditionRow[]) {
  if (rows.some((row) => valueProblem(of, row) !== null)) return null
  return rows.map((row) =>
    row.condition === 'order'
      ? { attribute: row.attribute, condition: 'order' as const, order: row.order }
      : { attribute: row.attribute, condition: row.condition, value: conditionValue(of, row) },
  )
}

export const conditionRowSchema = (of: CatalogueOf) => {
  const attributes = Object.keys(attributeLabels(of))
  return v.pipe(
    v.object({
      id: v.union([v.number(), v.string()]),
      attribute: v.picklist(attributes, 'Escolha um atributo da lista.'),
      condition: v.picklist(['=', '!=', 'order'] as const, 'Escolha uma operação.'),
      value: v.string(),
      order: v.picklist(['asc', 'desc'] as const, 'Escolha crescente ou decrescente.'),
    }),
    v.forward(
      v.check(
        (row) => valueProblem(of, row as ConditionRow) === null,
        (issue) => valueProblem(of, issue.input as ConditionRow) ?? 'Informe o valor da condição.',
      ),
      ['value'],
    ),
  )
}
